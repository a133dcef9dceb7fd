// `npm run -s field -- report [options]`: what visitors lived through, per remote and release
// (field/report.ts says what is in it); every option is in the usage below (`--help`).
// Which release is current or a canary comes from the remotes' pointers (RELEASES_DIR, default .releases/).
import { writeFileSync } from 'node:fs';
import {
  apps,
  fromInvocation,
  noPositionals,
  parseOptions,
  releasesDir,
  runCommand,
  UsageError,
  type Command,
} from '@stallions/site-registry';
import { buildReport, reportLines } from './field/report';
import { reportHtml } from './field/report-html';
import { sourceArgument, type NamedSource } from './field/sources';
import { readPointer } from './release-store';

const fieldUsage = `usage: npm run -s field -- report [--since 24h|30m|7d|<ISO date>] [--json] [--html FILE]
                                  [--source local|bigquery|FILE] [--table project.dataset.table]

report: what visitors lived through, per remote and release: page views (and from how many clients), p75 of LCP,
INP and CLS with their 95% intervals, error and island-failure rates; the worst pages, the scripts behind the
slowest interactions, the errors.
  --since <d>     the window: 24h (default), 30m, 7d, or a date (ISO 8601)
  --json          the report as JSON on stdout (instead of the text tables)
  --html <file>   also writes the report as an HTML page with its charts (works offline)
  --source <s>    local (default: local-cloud's store under DATA_DIR), bigquery (with --table or
                  FIELD_BIGQUERY_TABLE), or a file of records / Cloud Logging entries (JSONL or JSON)
  --table <t>     the BigQuery table of --source bigquery (project.dataset.table)
Exit code: 0 done, 1 the command failed, 2 a wrong argument (one line on stderr).
`;

export interface FieldArgs {
  since: Date;
  until: Date;
  json: boolean;
  html?: string;
  source: NamedSource;
}

/** A window's start: `<n>m`, `<n>h`, `<n>d` before `now`, or a date. */
export function sinceOf(text: string, now = new Date()): Date {
  const relative = /^(\d+(?:\.\d+)?)(m|h|d)$/.exec(text);
  if (relative) {
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[relative[2] as 'm' | 'h' | 'd'];
    return new Date(now.getTime() - Number(relative[1]) * unit);
  }
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--since ${text}: a duration (24h, 30m, 7d) or a date`);
  return date;
}

/** `report` and its options, read and checked before anything is read; the window ends now (`now`). */
export function fieldArguments(argv: readonly string[], now = new Date()): FieldArgs {
  const { values, positionals } = parseOptions(argv, {
    since: { type: 'string', default: '24h' },
    json: { type: 'boolean' },
    html: { type: 'string' },
    source: { type: 'string', default: 'local' },
    table: { type: 'string' },
  });
  const [command, ...rest] = positionals;
  if (command !== 'report')
    throw new UsageError(
      `${command === undefined ? 'which command?' : `unknown command '${command}':`} report is the only one`,
    );
  noPositionals(rest);
  return {
    since: sinceOf(values.since, now),
    until: now,
    json: values.json ?? false,
    html: values.html,
    source: sourceArgument(values.source, values.table),
  };
}

export const fieldCommand: Command<FieldArgs> = {
  name: 'field',
  usage: fieldUsage,
  parse: (argv) => fieldArguments(argv),
};

async function main({ since, until, json, html, source }: FieldArgs) {
  const records = await source.read({ since, until });
  const pointers = Object.fromEntries(
    apps.filter((app) => app.name !== 'shell').map((app) => [app.name, readPointer(releasesDir(app))]),
  );
  const report = buildReport(records, { since, until, source: source.name }, pointers);
  if (html) {
    const file = fromInvocation(html);
    writeFileSync(file, reportHtml(report));
    console.error(`field: the HTML report is ${file}`);
  }
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : `${reportLines(report).join('\n')}\n`);
}

if (require.main === module) runCommand(fieldCommand, async (args) => (await main(args), 0));
