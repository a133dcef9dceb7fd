// Where the field and release commands read field records from (`--source`), each answering the one query the
// statistics need, "the records received in a window" (render-server/src/field/records.ts):
// - `local` (default): local-cloud's SQLite store under DATA_DIR (.data/), where `npm start` writes them;
// - `bigquery`: the BigQuery table the production log sink fills (`--table project.dataset.table`, or
//   FIELD_BIGQUERY_TABLE), through @google-cloud/bigquery with Application Default Credentials
//   (`gcloud auth application-default login`); each row's jsonPayload is the record (docs/releases.md);
// - a file: records one JSON object a line (JSONL), or Cloud Logging entries (`gcloud logging read … --format
//   json`, an array, or one entry a line): each entry's jsonPayload is the record.
import { existsSync, readFileSync } from 'node:fs';
import { readFieldRecord, type FieldRecord } from '@stallions/shared-config/field';
import { localFieldRecords } from '@stallions/local-cloud/field-records';
import { defaultDataDir, LocalDatabase } from '@stallions/local-cloud/store';
import type { FieldRecordQuery, FieldRecordSource } from '@stallions/render-server/field';
import { fromInvocation, UsageError } from '@stallions/site-registry';

export interface NamedSource extends FieldRecordSource {
  /** What the report says it read. */
  name: string;
}

/** The local store (opened for each read, closed after). */
function localSource(dataDir = defaultDataDir()): NamedSource {
  return {
    name: `local store (${dataDir})`,
    async read(query) {
      const store = await LocalDatabase.open(dataDir);
      try {
        return await localFieldRecords(store).read(query);
      } finally {
        await store.close();
      }
    },
  };
}

const inWindow = (record: FieldRecord, { since, until = new Date() }: FieldRecordQuery) => {
  const at = Date.parse(record.at);
  return at >= since.getTime() && at < until.getTime();
};

/** A record, or a Cloud Logging entry holding one in its jsonPayload. */
const recordIn = (value: unknown) =>
  readFieldRecord(
    value && typeof value === 'object' && 'jsonPayload' in value
      ? (value as { jsonPayload: unknown }).jsonPayload
      : value,
  );

/** Records of a JSONL file or a JSON array (an export of the records or of their log entries). */
export function parseExport(text: string): FieldRecord[] {
  const trimmed = text.trim();
  const values: unknown[] = trimmed.startsWith('[')
    ? (JSON.parse(trimmed) as unknown[])
    : trimmed
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => {
          try {
            return JSON.parse(line) as unknown;
          } catch {
            return undefined;
          }
        });
  return values.flatMap((value) => {
    const record = recordIn(value);
    return record ? [record] : [];
  });
}

export function fileSource(file: string): NamedSource {
  return {
    name: file,
    async read(query) {
      return parseExport(readFileSync(file, 'utf8'))
        .filter((record) => inWindow(record, query))
        .sort((a, b) => a.at.localeCompare(b.at));
    },
  };
}

const tablePattern = /^[A-Za-z0-9-]+\.[A-Za-z0-9_]+\.[A-Za-z0-9_]+$/;

/** The BigQuery query: the log sink's entries of field records in the window (the table is partitioned by day). */
export const bigQuerySql = (table: string) =>
  `SELECT TO_JSON_STRING(jsonPayload) AS record FROM \`${table}\`
   WHERE timestamp >= @since AND timestamp < @until AND jsonPayload.message = 'field'
   ORDER BY timestamp`;

export function bigQuerySource(table: string): NamedSource {
  if (!tablePattern.test(table))
    throw new Error(
      `"${table}" is not a BigQuery table: project.dataset.table (e.g. stallions-club.site_field.run_googleapis_com_stdout)`,
    );
  return {
    name: `BigQuery ${table}`,
    async read({ since, until = new Date() }) {
      // Loaded only here: the local report needs no Google client.
      const { BigQuery } = await import('@google-cloud/bigquery');
      const client = new BigQuery();
      const [rows] = await client.query({
        query: bigQuerySql(table),
        params: { since: BigQuery.timestamp(since), until: BigQuery.timestamp(until) },
      });
      return (rows as { record: string }[]).flatMap((row) => {
        const record = readFieldRecord(JSON.parse(row.record));
        return record ? [record] : [];
      });
    },
  };
}

/**
 * The source `--source` and `--table` name on a command line (field, release --judge), checked before anything is
 * read: a BigQuery source without a table or with a malformed one, a file that is not there, or a table beside any
 * other source is a UsageError.
 */
export function sourceArgument(
  source = 'local',
  table: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): NamedSource {
  if (table !== undefined && source !== 'bigquery') throw new UsageError('--table goes with --source bigquery');
  if (source === 'local') return localSource();
  if (source === 'bigquery') {
    const named = table ?? env.FIELD_BIGQUERY_TABLE;
    if (!named) throw new UsageError('--source bigquery needs --table project.dataset.table (or FIELD_BIGQUERY_TABLE)');
    try {
      return bigQuerySource(named);
    } catch (error) {
      // Not a table's name.
      throw new UsageError((error as Error).message);
    }
  }
  const file = fromInvocation(source, env);
  if (!existsSync(file))
    throw new UsageError(`--source ${source}: local, bigquery or a file of records (there is no such file)`);
  return fileSource(file);
}
