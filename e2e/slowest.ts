// `npm run e2e:slowest -- [--before <report.json>] [<report.json>]`: the ten slowest tests of an e2e run, from
// Playwright's JSON report (every run writes test-results/report.json), written into this folder's README between
// its "slowest" markers, beside the same tests' times in an earlier run's report when --before names one.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

interface Result {
  duration: number;
  status: string;
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; results: Result[] }[];
}
interface Suite {
  title: string;
  specs?: Spec[];
  suites?: Suite[];
}
interface Report {
  suites: Suite[];
  stats: { startTime: string; duration: number; expected: number; unexpected: number; flaky: number };
}

/** Each test's name (file › describe › title [project]) and the time the run spent on it, retries included. */
function testTimes(report: Report): Map<string, { ms: number; tries: number }> {
  const times = new Map<string, { ms: number; tries: number }>();
  const walk = (suite: Suite, path: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const name = `${[...path, spec.title].join(' › ')} [${test.projectName}]`;
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        times.set(name, { ms, tries: test.results.length });
      }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites) walk(suite, [suite.title]);
  return times;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { before: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help || positionals.length > 1) {
  console.info('usage: npm run e2e:slowest -- [--before <report.json>] [<report.json>]');
  process.exit(values.help ? 0 : 2);
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report;
const after = read(positionals[0] ?? join(__dirname, 'test-results/report.json'));
const before = values.before ? read(values.before) : undefined;
const afterTimes = testTimes(after);
const beforeTimes = before ? testTimes(before) : undefined;
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
const slowest = (times: Map<string, { ms: number; tries: number }>) =>
  [...times].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10);

const tried = (entry?: { ms: number; tries: number }) =>
  entry ? `${seconds(entry.ms)}${entry.tries > 1 ? ` (${entry.tries} tries)` : ''}` : '–';
const summary = (report: Report, label: string) =>
  `${label}: ${minutes(report.stats.duration)}, ${report.stats.expected} passed, ${report.stats.flaky} flaky, ${report.stats.unexpected} failed (${report.stats.startTime.slice(0, 16).replace('T', ' ')} UTC)`;

const lines = [
  ...(before ? [`- ${summary(before, 'before')}`] : []),
  `- ${summary(after, before ? 'after' : 'run')}`,
  '',
];
if (before && beforeTimes) {
  lines.push('Ten slowest before, and the same tests after:', '', '| test | before s | after s |', '|:--|--:|--:|');
  for (const [name, entry] of slowest(beforeTimes)) lines.push(`| ${name} | ${tried(entry)} | ${tried(afterTimes.get(name))} |`);
  lines.push('', 'Ten slowest after:', '');
}
lines.push('| test | s |', '|:--|--:|');
for (const [name, entry] of slowest(afterTimes)) lines.push(`| ${name} | ${tried(entry)} |`);

const readme = join(__dirname, 'README.md');
const text = readFileSync(readme, 'utf8');
const start = '<!-- slowest: written by npm run e2e:slowest -->';
const end = '<!-- /slowest -->';
if (!text.includes(start) || !text.includes(end)) throw new Error(`${readme} has no ${start} … ${end} markers`);
writeFileSync(
  readme,
  `${text.slice(0, text.indexOf(start) + start.length)}\n${lines.join('\n')}\n${text.slice(text.indexOf(end))}`,
);
console.info(lines.join('\n'));
