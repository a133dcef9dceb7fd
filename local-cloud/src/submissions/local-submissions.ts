// The host's submissions store and rate limiter of @stallions/shared-config/actions over local-cloud's SQLite
// store (../firestore/store.ts), what the render server lends the forms' actions under `npm start`; production
// lends the same over Firestore (@stallions/render-server/submissions). Both share the window arithmetic, the
// key lifetime and the document check, so they decide alike.
//
//   create  one write transaction: the key's reference when it was stored within the day; else a new reference
//           (another on a taken id), the document with `reference` and `timestamp` (this clock, ISO 8601) under
//           it, and the key → reference with its expiry. Then, for a new document, its messages into the outbox
//           (awaited, as the Cloud Function does in production; a failure is logged, the answer stays).
//   take    one write transaction over the `limits` rows of the hits: all counted or none.
//
// Write transactions (BEGIN IMMEDIATE) make both hold across several stores opened on one data directory.
import type {
  LimitHit,
  NewSubmission,
  RateLimiter,
  SubmissionStore as SubmissionStoreCapability,
} from '@stallions/shared-config/actions';
import type { MessageConfig } from '@stallions/functions/messages';
import { newSubmissionReference, type SubmissionCollection } from '@stallions/submissions/rules';
import {
  checkStoreKey,
  checkSubmissionCollection,
  decideHits,
  documentToStore,
  limitWindowOf,
  maxReferenceAttempts,
  submissionKeyLifetimeMs,
  type LimitWindow,
} from '@stallions/render-server/submissions';
import { localMessageConfig, queueStoredMessages } from '../firestore/messages';
import type { SubmissionStore } from '../firestore/store';

export interface LocalSubmissionsOptions {
  /** Where a stored submission's messages go (default localMessageConfig(), i.e. from the environment). */
  messages?: MessageConfig;
  /** One line per skipped or failed message (reasons only, never addresses). Default: silent. */
  log?: (line: string) => void;
  /** The store's clock: the documents' `timestamp` and the keys' expiry (default: the system's). */
  now?: () => Date;
  /** Makes a reference (default newSubmissionReference); tests inject collisions. */
  newReference?: () => string;
}

type Created = { reference: string; created: true; data: Record<string, unknown> };

const upsertLimit = `INSERT INTO limits (key, window_start, count, expires_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (key) DO UPDATE SET
    window_start = excluded.window_start, count = excluded.count, expires_at = excluded.expires_at`;

const upsertKey = `INSERT INTO submission_keys (collection, key, reference, expires_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (collection, key) DO UPDATE SET reference = excluded.reference, expires_at = excluded.expires_at`;

const selectKey = 'SELECT reference FROM submission_keys WHERE collection = ? AND key = ? AND expires_at > ?';

/** Both capabilities over one SQLite store. */
export class LocalSubmissions implements SubmissionStoreCapability, RateLimiter {
  private readonly messages: MessageConfig;
  private readonly log: (line: string) => void;
  private readonly now: () => Date;
  private readonly newReference: () => string;

  constructor(
    private readonly store: SubmissionStore,
    options: LocalSubmissionsOptions = {},
  ) {
    this.messages = options.messages ?? localMessageConfig();
    this.log = options.log ?? (() => undefined);
    this.now = options.now ?? (() => new Date());
    this.newReference = options.newReference ?? (() => newSubmissionReference());
  }

  async find(collection: SubmissionCollection, key: string): Promise<string | undefined> {
    checkSubmissionCollection(collection);
    checkStoreKey(key);
    const result = await this.store.execute({ sql: selectKey, args: [collection, key, this.now().getTime()] });
    const row = result.rows[0];
    return row ? String(row.reference) : undefined;
  }

  async create({ collection, key, document }: NewSubmission): Promise<{ reference: string; created: boolean }> {
    checkSubmissionCollection(collection);
    checkStoreKey(key);
    // Refused before anything is read: a document the schema refuses is never stored, repeat or not.
    const checked = documentToStore(collection, document, this.newReference(), this.now());
    const outcome = await this.store.writeTransaction(
      async (transaction): Promise<Created | { reference: string; created: false }> => {
        const now = this.now();
        const existing = await transaction.execute({ sql: selectKey, args: [collection, key, now.getTime()] });
        if (existing.rows[0]) return { reference: String(existing.rows[0].reference), created: false };
        for (let attempt = 0; attempt < maxReferenceAttempts; attempt += 1) {
          const reference = attempt === 0 ? String(checked.reference) : this.newReference();
          const taken = await transaction.execute({
            sql: 'SELECT 1 FROM submissions WHERE collection = ? AND id = ?',
            args: [collection, reference],
          });
          if (taken.rows.length > 0) continue;
          const timestamp = now.toISOString();
          const data = { ...checked, reference, timestamp };
          await transaction.execute({
            sql: 'INSERT INTO submissions (collection, id, json, created_at) VALUES (?, ?, ?, ?)',
            args: [collection, reference, JSON.stringify(data), timestamp],
          });
          await transaction.execute({
            sql: upsertKey,
            args: [collection, key, reference, now.getTime() + submissionKeyLifetimeMs],
          });
          // Expired keys go lazily (production: a TTL policy).
          await transaction.execute({
            sql: 'DELETE FROM submission_keys WHERE expires_at <= ?',
            args: [now.getTime()],
          });
          return { reference, created: true, data };
        }
        throw new Error(`No free reference in ${collection} after ${maxReferenceAttempts} attempts`);
      },
    );
    if (outcome.created) await this.queueMessages(collection, outcome);
    return { reference: outcome.reference, created: outcome.created };
  }

  /** Awaited, so a reader of the outbox sees the messages once the form has its answer; never throws. */
  private async queueMessages(collection: SubmissionCollection, { reference, data }: Created) {
    const log = { info: this.log, warn: this.log, error: this.log };
    try {
      await queueStoredMessages(this.store, [{ collection, id: reference, data }], this.messages, log);
    } catch (error) {
      this.log(`messages: ${collection}/${reference}: ${String(error)}`);
    }
  }

  async take(hits: readonly LimitHit[], now: Date): ReturnType<RateLimiter['take']> {
    if (hits.length === 0) return { ok: true };
    const keys = [...new Set(hits.map((hit) => hit.key))];
    keys.forEach(checkStoreKey);
    const nowMs = now.getTime();
    return this.store.writeTransaction(async (transaction) => {
      const result = await transaction.execute({
        sql: `SELECT key, window_start, count FROM limits WHERE key IN (${keys.map(() => '?').join(', ')})`,
        args: keys,
      });
      const stored = new Map<string, LimitWindow | undefined>(
        result.rows.map((row) => [String(row.key), limitWindowOf(Number(row.window_start), Number(row.count))]),
      );
      const decision = decideHits(stored, hits, nowMs);
      if (!decision.ok) return decision;
      for (const [key, { window, expiresAt }] of decision.writes) {
        await transaction.execute({ sql: upsertLimit, args: [key, window.windowStart, window.count, expiresAt] });
      }
      // Passed windows go lazily (production: a TTL policy); a passed window left behind counts as none anyway.
      await transaction.execute({ sql: 'DELETE FROM limits WHERE expires_at <= ?', args: [nowMs] });
      return { ok: true as const };
    });
  }
}

/**
 * The store and the limiter to lend the forms' actions, over local-cloud's SQLite store (e.g. the cloud
 * server's `store`): `localSubmissions(cloud.store, { messages: localMessageConfig(env), log })`.
 */
export function localSubmissions(
  store: SubmissionStore,
  options?: LocalSubmissionsOptions,
): { store: SubmissionStoreCapability; limiter: RateLimiter } {
  const submissions = new LocalSubmissions(store, options);
  return { store: submissions, limiter: submissions };
}
