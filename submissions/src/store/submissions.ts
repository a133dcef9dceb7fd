// The one algorithm of the submissions store and the rate limiter, over either adapter (./firestore.ts in
// production, ./sqlite.ts locally), so both modes decide alike:
//
//   create  the document checked (./stored-document.ts) before anything is read; then one transaction: the key's
//           reference when it was stored within the day (created: false); else a new reference (another on a
//           taken id, up to maxReferenceAttempts), the document under it and the key with its expiry. After the
//           commit, a new submission is handed to `afterCreate` (local mode's outbox; production's is a trigger).
//   find    the reference stored under a key within the day.
//   take    one transaction over the hits' windows: all counted (decideHits) or none.
import { decideHits } from '../limit-window';
import { newSubmissionReference, type SubmissionCollection } from '../rules';
import type { LimitHit, NewSubmission, RateLimiter, StoreAdapter, SubmissionStore } from './contract';
import {
  checkStoreKey,
  checkSubmissionCollection,
  documentToStore,
  maxReferenceAttempts,
  submissionKeyLifetimeMs,
} from './stored-document';

/** A submission just committed: its collection, its id (its reference) and the document as stored. */
interface CreatedSubmission {
  collection: SubmissionCollection;
  id: string;
  data: Record<string, unknown>;
}

export interface SubmissionsOptions {
  /** The store's clock: the keys' expiry, and a local document's `timestamp` (default: the system's). */
  now?: () => Date;
  /** Makes a reference (default newSubmissionReference); tests inject collisions. */
  newReference?: () => string;
  /** Awaited after a new submission's commit, before `create` answers; it must not throw. */
  afterCreate?: (created: CreatedSubmission) => Promise<void>;
}

type Outcome =
  { reference: string; created: false } | { reference: string; created: true; data: Record<string, unknown> };

class Submissions implements SubmissionStore, RateLimiter {
  private readonly now: () => Date;
  private readonly newReference: () => string;

  constructor(
    private readonly adapter: StoreAdapter,
    private readonly options: SubmissionsOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.newReference = options.newReference ?? (() => newSubmissionReference());
  }

  async find(collection: SubmissionCollection, key: string): Promise<string | undefined> {
    checkSubmissionCollection(collection);
    checkStoreKey(key);
    return this.adapter.referenceOf(collection, key, this.now().getTime());
  }

  async create({ collection, key, document }: NewSubmission): Promise<{ reference: string; created: boolean }> {
    checkSubmissionCollection(collection);
    checkStoreKey(key);
    // Refused before anything is read: a document the schema refuses is never stored, repeat or not.
    const checked = documentToStore(collection, document, this.newReference(), this.now());
    const outcome = await this.adapter.transaction(async (transaction): Promise<Outcome> => {
      const now = this.now();
      // Every read before the first write, as Firestore's transactions require.
      const existing = await transaction.referenceOf(collection, key, now.getTime());
      if (existing !== undefined) return { reference: existing, created: false };
      for (let attempt = 0; attempt < maxReferenceAttempts; attempt += 1) {
        const reference = attempt === 0 ? String(checked.reference) : this.newReference();
        if (await transaction.isTaken(collection, reference)) continue;
        const keyExpiresAt = now.getTime() + submissionKeyLifetimeMs;
        const toWrite = { collection, reference, document: { ...checked, reference }, key, keyExpiresAt, now };
        return { reference, created: true, data: await transaction.writeSubmission(toWrite) };
      }
      throw new Error(`No free reference in ${collection} after ${maxReferenceAttempts} attempts`);
    });
    if (outcome.created) await this.options.afterCreate?.({ collection, id: outcome.reference, data: outcome.data });
    return { reference: outcome.reference, created: outcome.created };
  }

  async take(hits: readonly LimitHit[], now: Date): ReturnType<RateLimiter['take']> {
    if (hits.length === 0) return { ok: true };
    const keys = [...new Set(hits.map((hit) => hit.key))];
    keys.forEach(checkStoreKey);
    const nowMs = now.getTime();
    return this.adapter.transaction(async (transaction) => {
      const decision = decideHits(await transaction.windowsOf(keys), hits, nowMs);
      if (!decision.ok) return decision;
      await transaction.writeWindows(decision.writes, nowMs);
      return { ok: true as const };
    });
  }
}

/** The store and the limiter to lend the forms' actions, over one adapter. */
export function submissionsOver(
  adapter: StoreAdapter,
  options: SubmissionsOptions = {},
): { store: SubmissionStore; limiter: RateLimiter } {
  const submissions = new Submissions(adapter, options);
  return { store: submissions, limiter: submissions };
}
