// `npm run -s field -- report [--since 24h] [--json] [--html FILE] [--source local|bigquery|FILE] [--table T]`:
// what visitors lived through, per remote and release (scripts/field/report.ts says what is in it).
//   --since <d>     the window: 24h (default), 30m, 7d, or a date (ISO 8601)
//   --json          the report as JSON on stdout (instead of the text tables)
//   --html <file>   also writes the report as an HTML page with its charts (works offline)
//   --source <s>    local (default: local-cloud's store under DATA_DIR), bigquery (with --table or
//                   FIELD_BIGQUERY_TABLE), or a file of records / Cloud Logging entries (JSONL or JSON)
// Which release is current or a canary comes from the remotes' pointers (RELEASES_DIR, default .releases/).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { apps, fromInvocation, releasesDir } from '@stallions/site-registry';
import { buildReport, reportLines } from './field/report';
import { reportHtml } from './field/report-html';
import { sourceFrom } from './field/sources';
import { readPointer } from './release-store';

const usage =
  'usage: npm run -s field -- report [--since 24h|30m|7d|<ISO date>] [--json] [--html FILE] [--source local|bigquery|FILE] [--table project.dataset.table]';

class UsageError extends Error {}

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

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      since: { type: 'string', default: '24h' },
      json: { type: 'boolean' },
      html: { type: 'string' },
      source: { type: 'string', default: 'local' },
      table: { type: 'string' },
    },
  });
  if (positionals[0] !== 'report' || positionals.length > 1) throw new UsageError(usage);
  const until = new Date();
  const since = sinceOf(values.since!, until);
  const source = sourceFrom(values.source, values.table ?? process.env.FIELD_BIGQUERY_TABLE);
  const records = await source.read({ since, until });
  const pointers = Object.fromEntries(
    apps.filter((app) => app.name !== 'shell').map((app) => [app.name, readPointer(releasesDir(app))]),
  );
  const report = buildReport(records, { since, until, source: source.name }, pointers);
  if (values.html) {
    const file = fromInvocation(values.html);
    writeFileSync(file, reportHtml(report));
    console.error(`field: the HTML report is ${file}`);
  }
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : `${reportLines(report).join('\n')}\n`);
}

if (require.main === module)
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof UsageError || error instanceof TypeError ? error.message : error);
      process.exit(1);
    },
  );
