// Where field records go, and where they are read from: one interface, two engines.
// - Production: each record is one JSON line on stdout, which Cloud Run turns into a structured Cloud Logging
//   entry (`severity`, `message`, the record's fields in jsonPayload); a log sink routes the entries whose
//   message is `field` to a BigQuery dataset (docs/releases.md, "Field data in production"). Nothing to run or
//   scale of ours: Logging and BigQuery are managed, and the render server only prints. A write never waits on
//   a network call, so a beacon costs the request nothing but a line.
// - Locally: local-cloud's SQLite store (its `@stallions/local-cloud/field-records` export), the same records.
// The release command and the field report read them back through a FieldRecordSource (delivery/src/field/sources.ts:
// the local store, a JSONL export, or BigQuery with @google-cloud/bigquery) and compute everything themselves,
// so the one query each engine answers is "the records received since a time".
import type { FieldRecord } from '@stallions/shared-config/field';

export interface FieldRecordSink {
  /** Keeps the records (a beacon's: usually one). */
  append(records: readonly FieldRecord[]): Promise<void>;
}

export interface FieldRecordQuery {
  /** Records received at or after this time. */
  since: Date;
  /** …and before this one (default: now). */
  until?: Date;
}

export interface FieldRecordSource {
  /** The records received in the window, oldest first. */
  read(query: FieldRecordQuery): Promise<FieldRecord[]>;
}

export interface FieldRecords extends FieldRecordSink, FieldRecordSource {}

/** The Cloud Logging entry's `message` of a field record: what the log sink routes to BigQuery. */
const fieldLogMessage = 'field';

/** One structured log line per record, for Cloud Logging (Cloud Run reads stdout). */
export const cloudLoggingLine = (record: FieldRecord) =>
  `${JSON.stringify({ severity: 'INFO', message: fieldLogMessage, ...record })}\n`;

/** Production's sink: structured entries on stdout. */
export function cloudLoggingSink(
  write: (line: string) => void = (line) => process.stdout.write(line),
): FieldRecordSink {
  return {
    async append(records) {
      for (const record of records) write(cloudLoggingLine(record));
    },
  };
}

/** Records kept in memory (tests). */
export function memoryFieldRecords(): FieldRecords & { records: FieldRecord[] } {
  const records: FieldRecord[] = [];
  return {
    records,
    async append(more) {
      records.push(...more);
    },
    async read({ since, until = new Date() }) {
      return records.filter((record) => {
        const at = Date.parse(record.at);
        return at >= since.getTime() && at < until.getTime();
      });
    },
  };
}
