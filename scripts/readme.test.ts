// The README is the front door: what it says about commands, links, folders and the runtime config is held to the
// code here, so it cannot drift silently (issue 47).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseRuntimeConfig } from '@stallions/shared-config';

const root = resolve(__dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};

/** A README's text without its fenced code blocks (links and headings there are not markdown). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsIn = (text: string) =>
  new Set([...prose(text).matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));

/** The workspace folders the root's `workspaces` globs name (each at the root, `*-mfe` expanded). */
function workspaceFolders(): string[] {
  const folders = readFileSync(join(root, 'sections.json'), 'utf8');
  const remotes = (JSON.parse(folders) as { sections: { folder: string }[] }).sections.map((entry) => entry.folder);
  return rootPackage.workspaces.flatMap((glob) => (glob === '*-mfe' ? remotes : [glob]));
}

describe('the README', () => {
  it('is short enough to read: at most 15 KB, no line over 160 characters', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(15 * 1024);
    const long = readme.split('\n').filter((line) => line.length > 160);
    expect(long).toEqual([]);
  });

  it('gives the two commands, and CI runs exactly its test command', () => {
    const block = /^## Two commands\n[\s\S]*?^```sh\n([\s\S]*?)^```/m.exec(readme)?.[1] ?? '';
    const commands = block
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/\s+#.*$/, '').trim());
    expect(commands).toEqual(['npm ci && npm start', 'npm test']);
    expect(rootPackage.scripts.start).toBeDefined();
    expect(rootPackage.scripts.test).toBeDefined();
    const ci = readFileSync(join(root, '.ci/run'), 'utf8').trim().split('\n');
    expect(ci).toContain('npm test');
  });

  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/npm run (?:-s )?(?:-w (\S+) )?([\w:-]+)/g)].map(([, workspace, script]) => ({
      workspace,
      script: script!,
    }));
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter(({ workspace, script }) => {
      if (!workspace) return !(script in rootPackage.scripts);
      const folder = workspaceFolders().find((candidate) => {
        const manifest = join(root, candidate, 'package.json');
        return (
          existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }).name === workspace
        );
      });
      if (!folder) return true;
      const scripts = (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { scripts: object })
        .scripts;
      return !(script in scripts);
    });
    expect(missing).toEqual([]);
  });

  it('links only to files that exist, and to headings that exist', () => {
    const broken: string[] = [];
    for (const [, target] of prose(readme).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [path, anchor] = target!.split('#');
      const file = path ? join(root, path) : join(root, 'README.md');
      if (!existsSync(file)) {
        broken.push(target!);
        continue;
      }
      if (anchor && statSync(file).isFile() && !anchorsIn(readFileSync(file, 'utf8')).has(anchor)) broken.push(target!);
    }
    expect(broken).toEqual([]);
  });

  it('maps every workspace folder, and tools/, scripts/ and docs/, to its own README', () => {
    const folders = [...workspaceFolders(), 'tools', 'scripts', 'docs'];
    for (const folder of folders) {
      expect(existsSync(join(root, folder, 'README.md'))).toBe(true);
      expect(readme).toContain(`[\`${folder}/\`](${folder}/README.md)`);
    }
  });

  it('shows a runtime config the schema accepts', () => {
    const example = /^ *```json\n([\s\S]*?)^ *```/m.exec(readme)?.[1];
    expect(example).toBeDefined();
    expect(() => parseRuntimeConfig(JSON.parse(example!))).not.toThrow();
  });

  it('names only repository paths that exist', () => {
    // A path from the root: its first folder is one of the repository's (paths relative to a remote, like
    // src/pages.ts, and module specifiers, like ./routes, are not checked here).
    const paths = [...prose(readme).matchAll(/`((?:[\w.-]+\/)+[\w.-]*)`/g)].map((match) => match[1]!);
    const fromRoot = paths.filter((path) => {
      const first = path.split('/')[0]!;
      return first !== '.' && existsSync(join(root, first)) && statSync(join(root, first)).isDirectory();
    });
    expect(fromRoot.length).toBeGreaterThan(10);
    const gone = fromRoot.filter(
      (path) => !path.includes('<') && !madeByACommand(path) && !existsSync(join(root, path)),
    );
    expect(gone).toEqual([]);
  });
});

/** Paths a command makes (build output, local data), not in a fresh clone until it runs. */
const madeByACommand = (path: string) => /(^|\/)(dist|\.data|\.releases|screenshots|bench-results)(\/|$)/.test(path);
