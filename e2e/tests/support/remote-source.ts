// A remote's source copied, changed and built as its team would (the specs that ship a fixture: a new page, a
// release, a new section). The copy sits beside the remotes, so it resolves the workspace's packages and tools.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot } from './workspace-copy';

/** Writes a change into a copied file: fails loudly if the anchor is not there (the remote changed). */
export function edit(file: string, anchor: string, replacement: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${file} has no ${anchor}`);
  writeFileSync(file, text.replace(anchor, replacement));
}

export function editJson(file: string, change: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

/** A copy of a remote's source (`folder`: 'about-mfe', …) in a new `.fixture-remote-*` folder; its path. */
export function copyRemote(folder: string): string {
  const copy = mkdtempSync(join(repoRoot, '.fixture-remote-'));
  for (const part of ['src', 'public', 'webpack.config.js', 'tsconfig.json', 'package.json'])
    cpSync(join(repoRoot, folder, part), join(copy, part), { recursive: true });
  // Its own installed packages (the versions only it uses), as npm's workspace install left them.
  const own = join(repoRoot, folder, 'node_modules');
  if (existsSync(own)) symlinkSync(own, join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Builds a remote's source into a folder, as its team's build would. */
export function buildRemote(source: string, buildId: string, into: string): void {
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: source,
    env: { ...process.env, BUILD_ID: buildId, DIST_DIR: into },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr || result.stdout).toBe(0);
}
