// The commands of the root package.json (issue 47): `--help` prints the usage on stdout with exit code 0; a wrong
// argument is one line on stderr with exit code 2 and no stack trace (site-registry's command-line.ts); a remote is
// named by its key, its folder or its address. Each command's arguments are read by its own exported parse (no
// build, server, browser or store is started); then each command runs once as its npm script starts it, with
// --help and with an unknown option. submissions' own cases are in local-cloud (src/submissions-cli.test.ts); the
// README's commands are held to package.json by readme.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { submissionsCommand } from '@stallions/local-cloud/submissions-cli';
import { readCommandLine, releaseCommandPath, type Command } from '@stallions/site-registry';
import { benchArguments, benchCommand } from './bench';
import { fieldArguments, fieldCommand } from '@stallions/delivery/field';
import { formPhoneArguments, formPhoneCommand } from './form-phone';
import { throughputBaseline } from './baseline-site';
import { loadArguments, loadCommand } from './load';
import { releaseArguments, releaseCommand } from '@stallions/delivery/release';

// bench.ts imports chrome-launcher, an ES module jest's CommonJS sandbox cannot load; its arguments never use it.
jest.mock('chrome-launcher', () => ({}));

const root = resolve(__dirname, '..');
// Spawning tsx takes a second or two, more on a busy machine.
jest.setTimeout(60_000);

function read<T>(command: Command<T>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const result = readCommandLine(command, argv, {
    stdout: { write: (chunk: string) => out.push(chunk) },
    stderr: { write: (chunk: string) => err.push(chunk) },
  });
  return { result, out: out.join(''), err: err.join('') };
}

const commands: [string, Command<unknown>, string[][]][] = [
  [
    'release',
    releaseCommand,
    [
      [],
      ['nope'],
      ['getInvolved', 'news'],
      ['getInvolved', '--bogus'],
      ['getInvolved', '--dist'],
      ['getInvolved', '--canary', '100'],
      ['getInvolved', '--canary', 'ten'],
      ['getInvolved', '--id', 'a/b'],
      ['getInvolved', '--auto'],
      ['getInvolved', '--act'],
      ['getInvolved', '--list', '--rollback'],
      ['getInvolved', '--list', '--id', 'x'],
      ['getInvolved', '--promote', '--json'],
      ['getInvolved', '--judge', '--source', 'bigquery', '--table', 'not-a-table'],
      ['getInvolved', '--judge', '--source', 'no-such-file.jsonl'],
      ['getInvolved', '--judge', '--table', 'p.d.t'],
      ['about', '--preview', '--canary', '10'],
      ['about', '--revoke'],
      ['about', '--revoke', '../x'],
      ['about', '--list', '--accept-visual'],
      ['about', '--revoke', 'p', '--preview'],
      ['about', '--list', '--preview'],
    ],
  ],
  [
    'field',
    fieldCommand,
    [
      [],
      ['reprot'],
      ['report', 'extra'],
      ['report', '--bogus'],
      ['report', '--html'],
      ['report', '--since', 'yesterday'],
      ['report', '--source', 'bigquery', '--table', 'not-a-table'],
      ['report', '--source', 'no-such-file.jsonl'],
      ['report', '--table', 'p.d.t'],
    ],
  ],
  [
    'bench',
    benchCommand,
    [['/'], ['--bogus'], ['--runs', '0'], ['--runs=1.5'], ['--routes', '/nope'], ['--routes', ','], ['--no-build=yes']],
  ],
  ['load', loadCommand, [['--bogus'], ['now'], ['--baseline'], ['--baseline', 'no-such-revision']]],
  ['form-phone', formPhoneCommand, [['--bogus'], ['--runs'], ['--runs', 'x'], ['extra']]],
  ['submissions', submissionsCommand, [[], ['--bogus'], ['export'], ['export', 'nope'], ['outbox', '--html']]],
];

describe.each(commands)('%s', (name, command, wrong) => {
  it.each([['--help'], ['-h']])('%s: its usage on stdout, exit code 0', (help) => {
    const { result, out, err } = read(command, help);
    expect({ result, err }).toEqual({ result: { exitCode: 0 }, err: '' });
    expect(out).toBe(command.usage);
    expect(out).toMatch(new RegExp(`^usage: npm run (-s )?${name}\\b`));
    expect(out.endsWith('\n')).toBe(true);
  });

  // Each argv whole in the test's name (%j of the array: `["--runs","x"]`, `[]`).
  it.each(wrong.map((argv) => [argv]))(`${name} %j: one line on stderr, exit code 2`, (argv) => {
    const { result, out, err } = read(command, ...argv);
    expect({ result, out }).toEqual({ result: { exitCode: 2 }, out: '' });
    expect(err).toMatch(new RegExp(`^${name}: [^\\n]+ \\(--help: the usage\\)\\n$`));
  });
});

describe('release', () => {
  it.each([['getInvolved'], ['get-involved-mfe'], ['get-involved']])('takes the remote as %s', (name) => {
    expect(releaseArguments([name, '--list'])).toEqual({ remote: 'getInvolved', action: 'list' });
    expect(releaseArguments(['--rollback', name])).toEqual({ remote: 'getInvolved', action: 'rollback' });
  });

  it('reads what the e2e tests, npm run load, the schedule and the production script ask', () => {
    expect(releaseArguments(['getInvolved', '--dist', 'get-involved-mfe/dist', '--id', 'rel-a'])).toEqual({
      remote: 'getInvolved',
      action: 'publish',
      id: 'rel-a',
      dist: 'get-involved-mfe/dist',
      percent: undefined,
      auto: false,
    });
    expect(releaseArguments(['news'])).toEqual({ remote: 'news', action: 'publish', auto: false });
    expect(releaseArguments(['getInvolved', '--id', 'rel-same', '--canary', '50', '--auto'])).toMatchObject({
      action: 'publish',
      id: 'rel-same',
      percent: 50,
      auto: true,
    });
    expect(releaseArguments(['getInvolved', '--promote'])).toEqual({ remote: 'getInvolved', action: 'promote' });
    expect(releaseArguments(['about', '--dist', 'copy', '--preview'])).toMatchObject({
      action: 'publish',
      dist: 'copy',
      preview: true,
    });
    expect(releaseArguments(['about', '--dist', 'copy', '--accept-visual'])).toMatchObject({
      action: 'publish',
      dist: 'copy',
      acceptVisual: true,
    });
    expect(releaseArguments(['about', '--revoke', 'rel-p'])).toEqual({
      remote: 'about',
      action: 'revoke',
      id: 'rel-p',
    });
    expect(releaseArguments(['getInvolved', '--judge'])).toMatchObject({ action: 'judge', act: false, json: false });
    expect(releaseArguments(['getInvolved', '--judge', '--act', '--json'])).toMatchObject({
      action: 'judge',
      act: true,
      json: true,
      source: { name: expect.stringMatching(/^local store/) },
    });
    expect(
      releaseArguments(['about', '--judge', '--act', '--source', 'bigquery', '--table', 'p.site_field.t']),
    ).toMatchObject({ remote: 'about', action: 'judge', source: { name: 'BigQuery p.site_field.t' } });
  });
});

describe('field', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('reads report and its options', () => {
    expect(fieldArguments(['report'], now)).toMatchObject({
      since: new Date('2026-11-26T12:00:00Z'),
      until: now,
      json: false,
      source: { name: expect.stringMatching(/^local store/) },
    });
    const folder = mkdtempSync(join(tmpdir(), 'field-args-'));
    try {
      const file = join(folder, 'records.jsonl');
      writeFileSync(file, '');
      expect(
        fieldArguments(['report', '--since', '30m', '--json', '--html', 'r.html', '--source', file], now),
      ).toMatchObject({
        since: new Date('2026-11-27T11:30:00Z'),
        json: true,
        html: 'r.html',
        source: { name: file },
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('bench, form-phone and load', () => {
  it('read their flags', () => {
    expect(benchArguments([])).toMatchObject({ runs: 3, build: true });
    expect(benchArguments([]).routes.length).toBeGreaterThan(50);
    expect(benchArguments(['--routes', '/, /fr/about/overview', '--runs', '1', '--no-build'])).toEqual({
      routes: ['/', '/fr/about/overview'],
      runs: 1,
      build: false,
    });
    expect(benchArguments(['--runs=2', '--routes=/ar'])).toEqual({ routes: ['/ar'], runs: 2, build: true });
    expect(formPhoneArguments([])).toEqual({ runs: 3 });
    expect(formPhoneArguments(['--runs', '5'])).toEqual({ runs: 5 });
    expect(loadArguments([])).toEqual({ baseline: throughputBaseline });
    expect(loadArguments(['--baseline', 'HEAD~1'])).toEqual({ baseline: 'HEAD~1' });
  });
});

describe('the release command', () => {
  it("is the file the commands that start it themselves name (site-registry's releaseCommandPath)", () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.release).toBe(`tsx ${relative(root, releaseCommandPath)}`);
  });
});

describe('the commands as typed', () => {
  // A root script's command line (`tsx scripts/bench.ts`, `node --expose-gc --import tsx scripts/load.ts`), or, for
  // one that runs a workspace's script (`npm run -s -w @stallions/local-cloud submissions --`), that script's, in
  // the workspace's folder: node's arguments and folder, without npm's start-up (seconds each on a busy machine).
  function asTyped(script: string) {
    const scripts = (folder: string) =>
      (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    let cwd = root;
    let line = scripts(root)[script]!;
    const workspace = /^npm run -s -w (\S+) (\S+) --$/.exec(line);
    if (workspace) {
      cwd = realpathSync(join(root, 'node_modules', workspace[1]!));
      line = scripts(cwd)[workspace[2]!]!;
    }
    const [program, ...words] = line.split(' ');
    if (program === 'tsx') return { cwd, args: ['--import', 'tsx', ...words] };
    if (program === 'node') return { cwd, args: words };
    throw new Error(`npm run ${script}: ${line} is neither tsx nor node`);
  }
  const run = (script: string, ...argv: string[]) => {
    const { cwd, args } = asTyped(script);
    return spawnSync(process.execPath, [...args, ...argv], { cwd, encoding: 'utf8', timeout: 50_000 });
  };

  it.each(commands.map(([name, command]) => [name, command] as const))(
    '%s --help: the usage, exit code 0; an unknown option: one line, exit code 2, no stack trace',
    (name, command) => {
      const help = run(name, '--help');
      expect({ status: help.status, out: help.stdout, err: help.stderr }).toEqual({
        status: 0,
        out: command.usage,
        err: '',
      });
      // release's remote by its address (get-involved): the option is what is wrong.
      const wrong = run(name, ...(name === 'release' ? ['get-involved'] : []), '--bogus');
      expect({ status: wrong.status, out: wrong.stdout, err: wrong.stderr }).toEqual({
        status: 2,
        out: '',
        err: `${name}: unknown option '--bogus' (--help: the usage)\n`,
      });
    },
  );
});
