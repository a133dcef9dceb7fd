// The local adapter: the submissions store and rate limiter over a SQLite database (local-cloud's, through
// @libsql/client; this module only needs the two calls below, so the driver stays local-cloud's). Its tables,
// which the database creates from `sqliteSubmissionsSchema`:
//   submissions      (collection, id, json, created_at)         the stored documents (Firestore's collections)
//   submission_keys  (collection, key, reference, expires_at)  idempotency keys (Firestore's submissionKeys)
//   limits           (key, window_start, count, expires_at)    rate-limit windows (Firestore's limits)
// (expires_at and window_start in milliseconds since the epoch; keys are keyed hashes: no address in clear.)
// Expired keys and passed windows are deleted lazily (production: a TTL policy). Transactions are write
// transactions (BEGIN IMMEDIATE), so the decisions hold across several databases opened on one file.
import { limitWindowOf, type LimitWindow } from '../limit-window';
import type { AdapterTransaction, RateLimiter, StoreAdapter, SubmissionStore } from './contract';
import { submissionsOver, type SubmissionsOptions } from './submissions';

/** One statement with positional arguments. */
interface SqliteStatement {
  sql: string;
  args: (string | number)[];
}

/** What the adapter needs of a SQLite connection: one statement at a time. */
interface SqliteExecutor {
  execute(statement: SqliteStatement): Promise<{ rows: Record<string, unknown>[] }>;
}

/** What the adapter needs of a SQLite database (local-cloud's LocalDatabase): statements and write transactions. */
export interface SqliteDatabase extends SqliteExecutor {
  /** Runs `work` in a write transaction and commits it; `work` may run again when the database was busy. */
  writeTransaction<T>(work: (transaction: SqliteExecutor) => Promise<T>): Promise<T>;
}

export const sqliteSubmissionsSchema = [
  `CREATE TABLE IF NOT EXISTS submissions (
     collection TEXT NOT NULL,
     id TEXT NOT NULL,
     json TEXT NOT NULL,
     created_at TEXT NOT NULL,
     PRIMARY KEY (collection, id)
   )`,
  `CREATE TABLE IF NOT EXISTS submission_keys (
     collection TEXT NOT NULL,
     key TEXT NOT NULL,
     reference TEXT NOT NULL,
     expires_at INTEGER NOT NULL,
     PRIMARY KEY (collection, key)
   )`,
  `CREATE TABLE IF NOT EXISTS limits (
     key TEXT PRIMARY KEY,
     window_start INTEGER NOT NULL,
     count INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   )`,
];

const selectKey = 'SELECT reference FROM submission_keys WHERE collection = ? AND key = ? AND expires_at > ?';

const upsertKey = `INSERT INTO submission_keys (collection, key, reference, expires_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (collection, key) DO UPDATE SET reference = excluded.reference, expires_at = excluded.expires_at`;

const upsertLimit = `INSERT INTO limits (key, window_start, count, expires_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (key) DO UPDATE SET
    window_start = excluded.window_start, count = excluded.count, expires_at = excluded.expires_at`;

async function referenceIn(sql: SqliteExecutor, collection: string, key: string, nowMs: number) {
  const row = (await sql.execute({ sql: selectKey, args: [collection, key, nowMs] })).rows[0];
  return row ? String(row.reference) : undefined;
}

class SqliteSubmissions implements StoreAdapter {
  constructor(private readonly db: SqliteDatabase) {}

  referenceOf(collection: string, key: string, nowMs: number) {
    return referenceIn(this.db, collection, key, nowMs);
  }

  transaction<T>(work: (transaction: AdapterTransaction) => Promise<T>): Promise<T> {
    return this.db.writeTransaction((sql) => work(inTransaction(sql)));
  }
}

function inTransaction(sql: SqliteExecutor): AdapterTransaction {
  return {
    referenceOf: (collection, key, nowMs) => referenceIn(sql, collection, key, nowMs),
    isTaken: async (collection, reference) =>
      (
        await sql.execute({
          sql: 'SELECT 1 FROM submissions WHERE collection = ? AND id = ?',
          args: [collection, reference],
        })
      ).rows.length > 0,
    windowsOf: async (keys) => {
      const result = await sql.execute({
        sql: `SELECT key, window_start, count FROM limits WHERE key IN (${keys.map(() => '?').join(', ')})`,
        args: [...keys],
      });
      return new Map<string, LimitWindow | undefined>(
        result.rows.map((row) => [String(row.key), limitWindowOf(Number(row.window_start), Number(row.count))]),
      );
    },
    writeSubmission: async ({ collection, reference, document, key, keyExpiresAt, now }) => {
      const timestamp = now.toISOString();
      const stored = { ...document, timestamp };
      await sql.execute({
        sql: 'INSERT INTO submissions (collection, id, json, created_at) VALUES (?, ?, ?, ?)',
        args: [collection, reference, JSON.stringify(stored), timestamp],
      });
      await sql.execute({ sql: upsertKey, args: [collection, key, reference, keyExpiresAt] });
      await sql.execute({ sql: 'DELETE FROM submission_keys WHERE expires_at <= ?', args: [now.getTime()] });
      return stored;
    },
    writeWindows: async (writes, nowMs) => {
      for (const [key, { window, expiresAt }] of writes) {
        await sql.execute({ sql: upsertLimit, args: [key, window.windowStart, window.count, expiresAt] });
      }
      // A passed window left behind counts as none anyway.
      await sql.execute({ sql: 'DELETE FROM limits WHERE expires_at <= ?', args: [nowMs] });
    },
  };
}

/** The store and the limiter to lend the forms' actions, over one SQLite database. */
export function sqliteSubmissions(
  db: SqliteDatabase,
  options?: SubmissionsOptions,
): { store: SubmissionStore; limiter: RateLimiter } {
  return submissionsOver(new SqliteSubmissions(db), options);
}
