// The submissions store as its users see it (the forms' actions, through the host's ActionHost), and what an
// adapter (./firestore.ts, ./sqlite.ts) gives the one algorithm (./submissions.ts) to decide with. Types only.
import type { SubmissionCollection } from '../rules';
import type { LimitHit, LimitWindow } from '../limit-window';

export type { LimitHit };

/** One submission to store once per idempotency key. */
export interface NewSubmission {
  collection: SubmissionCollection;
  /**
   * The same for a repeat of one submission (a double click, a retried fetch, a replayed request): the action
   * derives it from the submission's content.
   */
  key: string;
  /**
   * The document without `reference` and `timestamp`, which the store adds: the reference is made by the store
   * (unique: on a collision it makes another) and is the document's id; the timestamp is the store's clock.
   */
  document: Record<string, unknown>;
}

/** The submissions store the host lends an action (Firestore through firebase-admin; SQLite locally). */
export interface SubmissionStore {
  /** The reference stored under an idempotency key within the last day, if any. */
  find(collection: SubmissionCollection, key: string): Promise<string | undefined>;
  /**
   * Stores the document under a new reference unless its key was stored within the last day; answers the
   * reference and whether this call stored it. Once it is stored, its messages are written (the outbox: a Cloud
   * Function's trigger in production, the same code after the commit locally).
   */
  create(submission: NewSubmission): Promise<{ reference: string; created: boolean }>;
}

/** Limits that hold across server instances (kept in the store, each count with an expiry). */
export interface RateLimiter {
  /**
   * Counts one against every hit's limit, all or nothing: when any is reached nothing is counted and the answer
   * is how long until they all free, and which keys are full.
   */
  take(
    hits: readonly LimitHit[],
    now: Date,
  ): Promise<{ ok: true } | { ok: false; retryAfterMs: number; /** the keys whose limit is reached */ full: string[] }>;
}

/** A submission as an adapter writes it: the checked document, its reference, and its key's expiry. */
interface SubmissionToWrite {
  collection: SubmissionCollection;
  reference: string;
  /** The checked document with its `reference` (the adapter adds `timestamp`). */
  document: Record<string, unknown>;
  key: string;
  /** Milliseconds since the epoch. */
  keyExpiresAt: number;
  now: Date;
}

/**
 * One transaction of an adapter. The algorithm reads first and writes last (Firestore's transactions require it);
 * everything it does in one transaction commits together, or not at all.
 */
export interface AdapterTransaction {
  /** The reference stored under the key, when the key's expiry is after `nowMs`. */
  referenceOf(collection: SubmissionCollection, key: string, nowMs: number): Promise<string | undefined>;
  /** Whether a document of the collection has this id. */
  isTaken(collection: SubmissionCollection, reference: string): Promise<boolean>;
  /** The stored window of each key (undefined: none). */
  windowsOf(keys: readonly string[]): Promise<Map<string, LimitWindow | undefined>>;
  /** Writes the submission with its timestamp, and its key; answers the document as stored. */
  writeSubmission(submission: SubmissionToWrite): Promise<Record<string, unknown>>;
  /** Writes each key's window with its expiry; `nowMs` lets an adapter drop the passed ones. */
  writeWindows(writes: ReadonlyMap<string, { window: LimitWindow; expiresAt: number }>, nowMs: number): Promise<void>;
}

/** A store's adapter: transactions over its database, and a key's reference read outside one. */
export interface StoreAdapter {
  referenceOf: AdapterTransaction['referenceOf'];
  transaction<T>(work: (transaction: AdapterTransaction) => Promise<T>): Promise<T>;
}
