import { decideHits, decideWindow, limitWindowOf, millisOf, type LimitWindow } from './limit-window';

const minute = 60_000;
const rule = { limit: 3, windowMs: 10 * minute };
const t0 = Date.UTC(2025, 0, 1, 12);

describe('decideWindow (a fixed window per key)', () => {
  it.each<[string, LimitWindow | undefined, number, ReturnType<typeof decideWindow>]>([
    [
      'no window: the hit starts one',
      undefined,
      t0,
      { ok: true, window: { windowStart: t0, count: 1 }, expiresAt: t0 + 10 * minute },
    ],
    [
      'a window with room: counted in it, same start and expiry',
      { windowStart: t0, count: 1 },
      t0 + minute,
      { ok: true, window: { windowStart: t0, count: 2 }, expiresAt: t0 + 10 * minute },
    ],
    [
      'the last one the limit allows',
      { windowStart: t0, count: 2 },
      t0 + 9 * minute,
      { ok: true, window: { windowStart: t0, count: 3 }, expiresAt: t0 + 10 * minute },
    ],
    [
      'a full window: refused until it ends',
      { windowStart: t0, count: 3 },
      t0 + 4 * minute,
      { ok: false, retryAfterMs: 6 * minute },
    ],
    [
      'a full window, its last millisecond',
      { windowStart: t0, count: 3 },
      t0 + 10 * minute - 1,
      { ok: false, retryAfterMs: 1 },
    ],
    [
      'a full window that has just passed: a new one',
      { windowStart: t0, count: 3 },
      t0 + 10 * minute,
      { ok: true, window: { windowStart: t0 + 10 * minute, count: 1 }, expiresAt: t0 + 20 * minute },
    ],
    [
      'a window long passed (its record not yet deleted): a new one',
      { windowStart: t0, count: 99 },
      t0 + 3 * 24 * 60 * minute,
      {
        ok: true,
        window: { windowStart: t0 + 3 * 24 * 60 * minute, count: 1 },
        expiresAt: t0 + 3 * 24 * 60 * minute + 10 * minute,
      },
    ],
    [
      'a window starting after now (a clock ahead): still counts',
      { windowStart: t0 + minute, count: 1 },
      t0,
      { ok: true, window: { windowStart: t0 + minute, count: 2 }, expiresAt: t0 + 11 * minute },
    ],
    [
      'a full window starting after now: the wait is at most one window',
      { windowStart: t0 + 5 * minute, count: 3 },
      t0,
      { ok: false, retryAfterMs: 10 * minute },
    ],
    [
      'a count past the limit (the limit was lowered): refused',
      { windowStart: t0, count: 7 },
      t0 + minute,
      { ok: false, retryAfterMs: 9 * minute },
    ],
  ])('%s', (_, stored, now, expected) => {
    expect(decideWindow(stored, rule, now)).toEqual(expected);
  });

  it('refuses every hit under a limit of 0, for a whole window', () => {
    expect(decideWindow(undefined, { limit: 0, windowMs: minute }, t0)).toEqual({ ok: false, retryAfterMs: minute });
  });

  it.each([
    { limit: -1, windowMs: minute },
    { limit: 1.5, windowMs: minute },
    { limit: Number.NaN, windowMs: minute },
    { limit: 1, windowMs: 0 },
    { limit: 1, windowMs: Number.POSITIVE_INFINITY },
  ])('throws on a rule that is no rule: %j', (bad) => {
    expect(() => decideWindow(undefined, bad, t0)).toThrow(RangeError);
  });
});

describe('decideHits (all or nothing)', () => {
  const perClient = { key: 'client', limit: 2, windowMs: 10 * minute };
  const perRecipient = { key: 'recipient', limit: 3, windowMs: 24 * 60 * minute };

  it('counts every hit when all have room', () => {
    const decision = decideHits(
      new Map([['client', { windowStart: t0, count: 1 }]]),
      [perClient, perRecipient],
      t0 + minute,
    );
    expect(decision).toEqual({
      ok: true,
      writes: new Map([
        ['client', { window: { windowStart: t0, count: 2 }, expiresAt: t0 + 10 * minute }],
        ['recipient', { window: { windowStart: t0 + minute, count: 1 }, expiresAt: t0 + minute + 24 * 60 * minute }],
      ]),
    });
  });

  it('writes nothing when one is full, and answers its wait and key', () => {
    const stored = new Map([['client', { windowStart: t0, count: 2 }]]);
    expect(decideHits(stored, [perClient, perRecipient], t0 + minute)).toEqual({
      ok: false,
      retryAfterMs: 9 * minute,
      full: ['client'],
    });
    expect(decideHits(new Map([['recipient', { windowStart: t0, count: 3 }]]), [perClient, perRecipient], t0)).toEqual({
      ok: false,
      retryAfterMs: 24 * 60 * minute,
      full: ['recipient'],
    });
  });

  it('answers the longest wait among the full ones', () => {
    const stored = new Map([
      ['client', { windowStart: t0, count: 2 }],
      ['recipient', { windowStart: t0, count: 3 }],
    ]);
    expect(decideHits(stored, [perClient, perRecipient], t0 + minute)).toEqual({
      ok: false,
      retryAfterMs: 24 * 60 * minute - minute,
      full: ['client', 'recipient'],
    });
  });

  it('counts hits on one key one after the other', () => {
    expect(decideHits(new Map(), [perClient, perClient], t0)).toEqual({
      ok: true,
      writes: new Map([['client', { window: { windowStart: t0, count: 2 }, expiresAt: t0 + 10 * minute }]]),
    });
    expect(decideHits(new Map(), [perClient, perClient, perClient], t0)).toEqual({
      ok: false,
      retryAfterMs: 10 * minute,
      full: ['client'],
    });
  });

  it('takes nothing for no hits', () => {
    expect(decideHits(new Map(), [], t0)).toEqual({ ok: true, writes: new Map() });
  });
});

describe('reading stored windows back', () => {
  it('reads milliseconds, Dates and Timestamps (toMillis)', () => {
    expect(millisOf(t0)).toBe(t0);
    expect(millisOf(new Date(t0))).toBe(t0);
    expect(millisOf({ toMillis: () => t0 })).toBe(t0);
    expect([millisOf('2025-01-01'), millisOf(null), millisOf(Number.NaN), millisOf({})]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes a record that is not a window for none (the key starts afresh)', () => {
    expect(limitWindowOf(new Date(t0), 2)).toEqual({ windowStart: t0, count: 2 });
    expect(limitWindowOf(undefined, 2)).toBeUndefined();
    expect(limitWindowOf(t0, -1)).toBeUndefined();
    expect(limitWindowOf(t0, '2')).toBeUndefined();
  });
});
