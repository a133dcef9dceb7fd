// local-cloud's database: one SQLite file (through @libsql/client) under the data directory, with these tables:
//   submissions, submission_keys, limits   the submissions store's (@stallions/submissions/sqlite owns them and
//                                          their statements; production's Firestore collections)
//   outbox           (id, collection, submission_id, json, ...)     the messages (production's `mail`)
//   field_records    (at, kind, remote, release, side, json)         field measurement (production's BigQuery;
//                                                                    ../field/local-field-records.ts)
// No client reaches any of them: only the render server (through ../submissions/local-submissions.ts and the
// field records) and the `submissions` command use the database.
//
// WAL journal with synchronous=FULL: a write is on disk before it is answered. One connection per database, used
// by one operation at a time (a queue in this class). Decisions are write transactions (BEGIN IMMEDIATE), so
// they hold across several stores opened on the same file, in one process or several. SQLite waits for a lock
// synchronously, which would stall this process while another store of it holds the lock; so the connection
// never waits (busy timeout 0) and a busy operation is tried again, on a new connection, after a short
// asynchronous pause.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fromInvocation, repoRoot } from '@stallions/site-registry';
import { sqliteSubmissionsSchema } from '@stallions/submissions/sqlite';
import {
  createClient,
  LibsqlError,
  type Client,
  type InStatement,
  type ResultSet,
  type Transaction,
} from '@libsql/client';

export const databaseFileName = 'local-cloud.db';

/** How long an operation keeps trying while another store holds the write lock. */
const busyTimeoutMs = 5000;

/**
 * DATA_DIR, else `.data/` at the repository root (git-ignored). A relative DATA_DIR is taken from where the
 * command was typed (INIT_CWD): `npm run -w` itself runs in local-cloud/.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ? fromInvocation(env.DATA_DIR, env) : resolve(repoRoot, '.data');
}

export interface StoredSubmission {
  collection: string;
  id: string;
  /** The stored document, including its `reference` and `timestamp`. */
  data: Record<string, unknown>;
  /** When it was stored (ISO 8601); equals the document's timestamp. */
  createdAt: string;
}

/** A queued message as the outbox keeps it (and the `outbox` command prints it). */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  reference: string;
  kind: string;
}

const schema = [
  ...sqliteSubmissionsSchema,
  `CREATE TABLE IF NOT EXISTS outbox (
     id TEXT PRIMARY KEY,
     collection TEXT NOT NULL,
     submission_id TEXT NOT NULL,
     json TEXT NOT NULL,
     created_at TEXT NOT NULL
   )`,
  // at: ISO 8601 (UTC, milliseconds: sorts as text); json: the whole record (shared-config/field's FieldRecord).
  `CREATE TABLE IF NOT EXISTS field_records (
     at TEXT NOT NULL,
     kind TEXT NOT NULL,
     remote TEXT NOT NULL,
     release TEXT,
     side TEXT,
     json TEXT NOT NULL
   )`,
  'CREATE INDEX IF NOT EXISTS field_records_at ON field_records (at)',
];

/** SQLITE_BUSY and its extended codes (the primary code is the low byte). */
const isBusy = (error: unknown) =>
  error instanceof LibsqlError &&
  (error.code.startsWith('SQLITE_BUSY') || (error.rawCode !== undefined && (error.rawCode & 0xff) === 5));

/**
 * Runs `work`, again after a short random pause while the database is busy, for up to busyTimeoutMs. A statement
 * that failed busy stays active on its connection (SQLite keeps it for a retry, and COMMIT then fails with "SQL
 * statements in progress"), so the client's connection is replaced (`fresh`) before the next try.
 */
async function whileBusy<T>(client: Client, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + busyTimeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      await sleep(Math.min(2 ** attempt, 40) * (0.5 + Math.random()));
      await fresh(client);
    }
  }
}

/** Replaces the client's connection (closed now, a new one opened at its next use) and sets it up. */
async function fresh(client: Client) {
  await client.reconnect();
  await client.execute('PRAGMA synchronous = FULL');
}

export class LocalDatabase {
  private closed = false;
  /** The operation before the next one: one at a time on the one connection. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly client: Client,
    /** The SQLite file. */
    readonly file: string,
  ) {}

  /** Opens (creating the directory, the file and the tables when missing) the store under `dataDir`. */
  static async open(dataDir: string): Promise<LocalDatabase> {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    const file = resolve(dir, databaseFileName);
    // timeout: SQLite's busy timeout, 0: never wait synchronously (see whileBusy).
    const client = createClient({ url: `file:${file}`, concurrency: 1, timeout: 0 });
    try {
      await whileBusy(client, () => client.execute('PRAGMA journal_mode = WAL'));
      await client.execute('PRAGMA synchronous = FULL');
      await whileBusy(client, () => client.batch(schema, 'write'));
    } catch (error) {
      client.close();
      throw error;
    }
    return new LocalDatabase(client, file);
  }

  /** Runs `work` once the operations before it are done. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One statement (a read, or a single write). */
  execute(statement: InStatement): Promise<ResultSet> {
    return this.exclusive(() => whileBusy(this.client, () => this.client.execute(statement)));
  }

  /**
   * Runs `work` in a write transaction (BEGIN IMMEDIATE: no other store, of this process or another, writes
   * until it ends) and commits what it did; on an error, rolls back and rethrows. `work` may run more than once
   * (when the database was busy), so it must do nothing but its statements.
   */
  writeTransaction<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    return this.exclusive(() =>
      whileBusy(this.client, async () => {
        const transaction = await this.client.transaction('write');
        try {
          const result = await work(transaction);
          await transaction.commit();
          return result;
        } finally {
          transaction.close();
        }
      }),
    );
  }

  /** Every document of a collection, in the order they were stored. */
  async list(collection: string): Promise<StoredSubmission[]> {
    const result = await this.execute({
      sql: 'SELECT collection, id, json, created_at FROM submissions WHERE collection = ? ORDER BY rowid',
      args: [collection],
    });
    return result.rows.map(toSubmission);
  }

  /** Queues a message unless one with its id is there already (the same submission never sends twice). */
  async createMail(collection: string, submissionId: string, mail: OutboxMessage & { id: string }) {
    const result = await this.execute(createMailStatement(collection, submissionId, mail));
    return result.rowsAffected === 1 ? ('created' as const) : ('exists' as const);
  }

  /** Every queued message, in the order they were queued. */
  async listOutbox(): Promise<(OutboxMessage & { id: string })[]> {
    const result = await this.execute('SELECT id, json FROM outbox ORDER BY rowid');
    return result.rows.map((row) => ({ id: String(row.id), ...(JSON.parse(String(row.json)) as OutboxMessage) }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // After what is under way (a write transaction must not lose its connection midway).
    await this.queue;
    this.client.close();
  }
}

/**
 * The statement that queues a message unless one with its id is there (one row affected: queued), for
 * createMail and for a write transaction that queues messages with other writes.
 */
export function createMailStatement(
  collection: string,
  submissionId: string,
  { id, ...message }: OutboxMessage & { id: string },
): InStatement {
  return {
    sql: `INSERT INTO outbox (id, collection, submission_id, json, created_at) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (id) DO NOTHING`,
    args: [id, collection, submissionId, JSON.stringify(message), new Date().toISOString()],
  };
}

function toSubmission(row: Record<string, unknown>): StoredSubmission {
  return {
    collection: String(row.collection),
    id: String(row.id),
    data: JSON.parse(String(row.json)) as Record<string, unknown>,
    createdAt: String(row.created_at),
  };
}
