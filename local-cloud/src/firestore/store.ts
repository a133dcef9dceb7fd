// The local submission store: one SQLite file (through @libsql/client) under the data directory, two tables:
// submissions (collection, id, json, created_at) and outbox, the messages the submissions called for (what
// production writes to Firestore's `mail` collection); neither is reachable from the Firestore endpoint's clients. WAL journal with synchronous=FULL: a commit is on disk before the
// Firestore endpoint answers. One connection, so every write is serialized (the client's pool queues them).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fromInvocation, repoRoot } from '../apps';
import { createClient, LibsqlError, type Client, type InStatement } from '@libsql/client';

export const databaseFileName = 'local-cloud.db';

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
  /** The stored document, including its `timestamp`. */
  data: Record<string, unknown>;
  /** When it was stored (ISO 8601); equals the document's timestamp for documents written by the endpoint. */
  createdAt: string;
}

export interface NewSubmission {
  collection: string;
  id: string;
  data: Record<string, unknown>;
  createdAt?: string;
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

export class AlreadyExistsError extends Error {
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`Document already exists: ${collection}/${id}`);
    this.name = 'AlreadyExistsError';
  }
}

const isPrimaryKeyViolation = (error: unknown) =>
  error instanceof LibsqlError &&
  (error.extendedCode === 'SQLITE_CONSTRAINT_PRIMARYKEY' || error.extendedCode === 'SQLITE_CONSTRAINT_UNIQUE');

export class SubmissionStore {
  private closed = false;

  private constructor(
    private readonly client: Client,
    /** The SQLite file. */
    readonly file: string,
  ) {}

  /** Opens (creating the directory, the file and the table when missing) the store under `dataDir`. */
  static async open(dataDir: string): Promise<SubmissionStore> {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    const file = resolve(dir, databaseFileName);
    const client = createClient({ url: `file:${file}`, concurrency: 1, timeout: 5000 });
    try {
      await client.execute('PRAGMA journal_mode = WAL');
      await client.execute('PRAGMA synchronous = FULL');
      await client.execute(
        `CREATE TABLE IF NOT EXISTS submissions (
           collection TEXT NOT NULL,
           id TEXT NOT NULL,
           json TEXT NOT NULL,
           created_at TEXT NOT NULL,
           PRIMARY KEY (collection, id)
         )`,
      );
      await client.execute(
        `CREATE TABLE IF NOT EXISTS outbox (
           id TEXT PRIMARY KEY,
           collection TEXT NOT NULL,
           submission_id TEXT NOT NULL,
           json TEXT NOT NULL,
           created_at TEXT NOT NULL
         )`,
      );
    } catch (error) {
      client.close();
      throw error;
    }
    return new SubmissionStore(client, file);
  }

  /** Stores several documents in one transaction: all of them, or (on any error) none. */
  async insertAll(submissions: readonly NewSubmission[]): Promise<void> {
    if (submissions.length === 0) return;
    const now = new Date().toISOString();
    const statements: InStatement[] = submissions.map(({ collection, id, data, createdAt }) => ({
      sql: 'INSERT INTO submissions (collection, id, json, created_at) VALUES (?, ?, ?, ?)',
      args: [collection, id, JSON.stringify(data), createdAt ?? now],
    }));
    try {
      await this.client.batch(statements, 'write');
    } catch (error) {
      if (!isPrimaryKeyViolation(error)) throw error;
      // Name the offending document (the batch was rolled back as a whole).
      for (const { collection, id } of submissions) {
        if (await this.has(collection, id)) throw new AlreadyExistsError(collection, id);
      }
      const first = submissions[0]!;
      throw new AlreadyExistsError(first.collection, first.id);
    }
  }

  async has(collection: string, id: string): Promise<boolean> {
    const result = await this.client.execute({
      sql: 'SELECT 1 FROM submissions WHERE collection = ? AND id = ?',
      args: [collection, id],
    });
    return result.rows.length > 0;
  }

  /** Every document of a collection, in the order they were stored. */
  async list(collection: string): Promise<StoredSubmission[]> {
    const result = await this.client.execute({
      sql: 'SELECT collection, id, json, created_at FROM submissions WHERE collection = ? ORDER BY rowid',
      args: [collection],
    });
    return result.rows.map(toSubmission);
  }

  /** Queues a message unless one with its id is there already (the same submission never sends twice). */
  async createMail(collection: string, submissionId: string, mail: OutboxMessage & { id: string }) {
    const { id, ...message } = mail;
    const result = await this.client.execute({
      sql: `INSERT INTO outbox (id, collection, submission_id, json, created_at) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (id) DO NOTHING`,
      args: [id, collection, submissionId, JSON.stringify(message), new Date().toISOString()],
    });
    return result.rowsAffected === 1 ? ('created' as const) : ('exists' as const);
  }

  /** Every queued message, in the order they were queued. */
  async listOutbox(): Promise<(OutboxMessage & { id: string })[]> {
    const result = await this.client.execute('SELECT id, json FROM outbox ORDER BY rowid');
    return result.rows.map((row) => ({ id: String(row.id), ...(JSON.parse(String(row.json)) as OutboxMessage) }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.client.close();
  }
}

function toSubmission(row: Record<string, unknown>): StoredSubmission {
  return {
    collection: String(row.collection),
    id: String(row.id),
    data: JSON.parse(String(row.json)) as Record<string, unknown>,
    createdAt: String(row.created_at),
  };
}
