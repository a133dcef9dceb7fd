// The rate limiter's arithmetic, shared by every store that keeps the counts (Firestore: the render server's
// limiter and the Cloud Functions' count of a donation's later messages; local-cloud's SQLite): a fixed window per
// key. A key's window starts with its first hit and lasts `windowMs`; within it at most `limit` hits count; once
// it has passed, the next hit starts a new one. Pure: the stores read the windows in a transaction, ask
// decideHits (or decideWindow, one hit at a time), and write what it answers (or nothing) in the same transaction.
// Here, with the submissions, so the render server, local-cloud and functions/ share one copy.

/** One count against a limit: at most `limit` within `windowMs` for `key` (shared-config/actions' LimitHit). */
export interface LimitHit {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Firestore's collection of the windows, `limits/{key}` (a TTL policy on `expiresAt`); local-cloud's table of the
 * same name. The render server's limiter writes them, and so does the Cloud Function that counts a donation's
 * later messages (functions/src/donation-status.ts).
 */
export const limitsCollection = 'limits';

/** A window as a Firestore document of `limits` keeps it. */
export const limitDocument = (window: LimitWindow, expiresAt: number) => ({
  windowStart: new Date(window.windowStart),
  count: window.count,
  expiresAt: new Date(expiresAt),
});

/** A key's window as a store keeps it (milliseconds since the epoch). */
export interface LimitWindow {
  windowStart: number;
  count: number;
}

/** One hit against one window: the window to store, or how long until the full window frees. */
export type WindowDecision =
  | {
      ok: true;
      window: LimitWindow;
      /** When the window ends and its record may go (the TTL field). */ expiresAt: number;
    }
  | { ok: false; retryAfterMs: number };

function checkRule({ limit, windowMs }: Pick<LimitHit, 'limit' | 'windowMs'>) {
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`A limit is a whole number ≥ 0, not ${limit}`);
  if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError(`A window is a duration > 0, not ${windowMs}`);
}

/**
 * The fixed-window decision for one hit: `stored` is the key's window as kept (undefined when there is none),
 * `now` in milliseconds. A window that has passed is no window: the hit starts a new one. A window that starts
 * after `now` (another instance's clock ahead of this one) still counts, and the wait answered never exceeds one
 * window. A limit of 0 refuses every hit.
 */
export function decideWindow(
  stored: LimitWindow | undefined,
  rule: Pick<LimitHit, 'limit' | 'windowMs'>,
  now: number,
): WindowDecision {
  checkRule(rule);
  const { limit, windowMs } = rule;
  const current = stored !== undefined && now < stored.windowStart + windowMs ? stored : { windowStart: now, count: 0 };
  if (current.count >= limit) {
    return { ok: false, retryAfterMs: Math.min(windowMs, Math.max(1, current.windowStart + windowMs - now)) };
  }
  const window = { windowStart: current.windowStart, count: current.count + 1 };
  return { ok: true, window, expiresAt: window.windowStart + windowMs };
}

/** What a take writes: each key's new window and its expiry; or, refused, the wait and the full keys. */
export type HitsDecision =
  | { ok: true; writes: Map<string, { window: LimitWindow; expiresAt: number }> }
  | { ok: false; retryAfterMs: number; full: string[] };

/**
 * All hits or none: decides each hit against the stored windows (`stored`: key → window, missing or undefined
 * when the key has none) and answers the windows to write, or — when any hit's window is full — nothing to write,
 * the longest wait among the full ones and their keys (each once, in the hits' order). Hits on the same key count
 * one after the other.
 */
export function decideHits(
  stored: ReadonlyMap<string, LimitWindow | undefined>,
  hits: readonly LimitHit[],
  now: number,
): HitsDecision {
  const windows = new Map(stored);
  const writes = new Map<string, { window: LimitWindow; expiresAt: number }>();
  const full: string[] = [];
  let retryAfterMs = 0;
  for (const hit of hits) {
    const decision = decideWindow(windows.get(hit.key), hit, now);
    if (!decision.ok) {
      retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs);
      if (!full.includes(hit.key)) full.push(hit.key);
      continue;
    }
    windows.set(hit.key, decision.window);
    const expiresAt = Math.max(writes.get(hit.key)?.expiresAt ?? 0, decision.expiresAt);
    writes.set(hit.key, { window: decision.window, expiresAt });
  }
  return full.length === 0 ? { ok: true, writes } : { ok: false, retryAfterMs, full };
}

/** A stored window read back, or undefined when the record is not one (then the key starts afresh). */
export function limitWindowOf(windowStart: unknown, count: unknown): LimitWindow | undefined {
  const start = millisOf(windowStart);
  if (start === undefined || typeof count !== 'number' || !Number.isInteger(count) || count < 0) return undefined;
  return { windowStart: start, count };
}

/** Milliseconds since the epoch of a stored time: a number, a Date or a Firestore Timestamp (toMillis). */
export function millisOf(value: unknown): number | undefined {
  let millis: unknown;
  if (typeof value === 'number') millis = value;
  else if (value instanceof Date) millis = value.getTime();
  else if (typeof (value as { toMillis?: unknown } | null)?.toMillis === 'function')
    millis = (value as { toMillis(): unknown }).toMillis();
  return typeof millis === 'number' && Number.isFinite(millis) ? millis : undefined;
}
