// A copy of the workspace's sources, for a test that changes what every app is built from (a language added to
// the table): its own @stallions/* packages, third-party packages from this workspace's node_modules, no
// builds. The test builds and serves the copy; this workspace is never touched.
import { cpSync, existsSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '../../..');

/** What a copy leaves out: installed packages, builds, local data, test output, other tests' fixtures. */
const leftOut = new Set(['node_modules', 'dist', '.git', '.data', '.releases', '.nx', 'test-results', 'bench-results']);

export function copyWorkspace(into: string): void {
  cpSync(repoRoot, into, {
    recursive: true,
    filter: (source) => !leftOut.has(basename(source)) && !basename(source).startsWith('.fixture-'),
  });
  const modules = join(repoRoot, 'node_modules');
  mkdirSync(join(into, 'node_modules/@stallions'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry === '@stallions') continue;
    symlinkSync(join(modules, entry), join(into, 'node_modules', entry));
  }
  // The workspace packages: the same relative links as npm made, so they resolve to the copy's folders.
  for (const name of readdirSync(join(modules, '@stallions'))) {
    const link = join(modules, '@stallions', name);
    symlinkSync(readlinkSync(link), join(into, 'node_modules/@stallions', name));
    // A workspace's own installed packages (versions only it uses).
    const own = join(resolve(join(modules, '@stallions'), readlinkSync(link)), 'node_modules');
    const folder = join(into, basename(readlinkSync(link)));
    if (existsSync(own) && existsSync(folder)) symlinkSync(own, join(folder, 'node_modules'));
  }
}
