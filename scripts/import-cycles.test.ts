// No two modules of the repository import each other, directly or round a longer loop (issue 47): every tracked
// source file's imports (type-only ones too, and across packages through their exports), resolved as TypeScript
// resolves them, must form a graph without cycles.
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(__dirname, '..');
const sourcePattern = /\.(ts|tsx|js|mjs)$/;

/** The tracked source files (git's list: no build output, node_modules or test fixtures' copies). */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => sourcePattern.test(file) && !file.endsWith('.d.ts'));
}

/** Each file's imports that resolve to another tracked source file, by repository-relative path. */
function importGraph(files: string[]): Map<string, string[]> {
  const tracked = new Set(files);
  const { config } = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, root);
  const host = ts.createCompilerHost({ ...options, allowJs: true });
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const path = join(root, file);
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, path, { ...options, allowJs: true }, host, cache).resolvedModule
        ?.resolvedFileName;
      if (!resolved) continue;
      const target = relative(root, realpathSync(resolved));
      if (tracked.has(target) && target !== file) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The strongly connected components with more than one file (Tarjan), each as a loop to read. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

it('finds a loop of two files and a longer one', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['a', 'c']],
    ['c', ['d']],
    ['d', ['e']],
    ['e', ['c']],
    ['f', ['a']],
  ]);
  expect(cycles(graph)).toEqual(
    expect.arrayContaining([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]),
  );
  expect(cycles(graph)).toHaveLength(2);
});

it('has no import cycle', () => {
  const graph = importGraph(sourceFiles());
  // The resolution works: the shell's routes reach the shared packages' sources through their exports.
  expect(graph.get('shell/src/App.tsx')).toEqual(
    expect.arrayContaining(['shared-router/src/index.ts', 'shared-i18n/src/languages.ts']),
  );
  expect(cycles(graph)).toEqual([]);
});
