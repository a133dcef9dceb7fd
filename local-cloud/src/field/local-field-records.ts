// The field records locally: the field_records table of local-cloud's SQLite store (store.ts), the
// same records production writes to Cloud Logging for BigQuery. The render server appends a beacon's records
// (local-cloud's serve.ts hands this to createPageServer); the field and release commands read them back, in
// another process, through the same store file (WAL: a reader never waits for the writer).
import { readFieldRecord, type FieldRecord } from '@stallions/shared-config/field';
import type { FieldRecords } from '@stallions/render-server/field';
import type { LocalDatabase } from '../database/local-database';

export function localFieldRecords(store: LocalDatabase): FieldRecords {
  return {
    async append(records) {
      if (records.length === 0) return;
      await store.execute({
        sql: `INSERT INTO field_records (at, kind, remote, release, side, json) VALUES ${records
          .map(() => '(?, ?, ?, ?, ?, ?)')
          .join(', ')}`,
        args: records.flatMap((record) => [
          record.at,
          record.kind,
          record.remote,
          record.release ?? null,
          record.side ?? null,
          JSON.stringify(record),
        ]),
      });
    },
    async read({ since, until = new Date() }) {
      const result = await store.execute({
        sql: 'SELECT json FROM field_records WHERE at >= ? AND at < ? ORDER BY at, rowid',
        args: [since.toISOString(), until.toISOString()],
      });
      return result.rows.flatMap((row): FieldRecord[] => {
        try {
          const record = readFieldRecord(JSON.parse(String(row.json)));
          return record ? [record] : [];
        } catch {
          return [];
        }
      });
    },
  };
}
