import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldRecord } from '@stallions/shared-config/field';
import { actionFor, capClients, judgeCanary, judgementLines, sidesOf, type CanaryUnderJudgement } from './judge';
import { defaultPolicy, parsePolicy, readPolicy } from './policy';

// A fixed generator: every run draws the same visitors.
function generator(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const subject: CanaryUnderJudgement = {
  remote: 'getInvolved',
  canary: 'g2',
  current: 'g1',
  since: new Date('2026-12-01T10:00:00.000Z'),
};
const pages = ['/get-involved/join', '/fr/get-involved/join', '/get-involved/donate'];

interface Side {
  side: 'canary' | 'current';
  release: string;
  count: number;
  lcpScale?: number;
  errorRate?: number;
  islandFailureRate?: number;
  seed: number;
  /** How many clients the page views come from, in turn (50: three page views each of 150). */
  clients?: number;
}

function views({ side, release, count, lcpScale = 1, errorRate = 0, islandFailureRate = 0, seed, clients = 50 }: Side) {
  const random = generator(seed);
  return Array.from({ length: count }, (_, i): FieldRecord => ({
    at: new Date(subject.since.getTime() + 1000 * (i + 1)).toISOString(),
    kind: 'view',
    address: pages[i % pages.length]!,
    lng: 'en',
    remote: 'getInvolved',
    release,
    side,
    client: `${side}-${i % clients}`,
    releases: [
      { remote: 'about', release: 'a1' },
      { remote: 'getInvolved', release },
    ],
    navigation_type: 'navigate',
    lcp: (800 + 1200 * random()) * lcpScale,
    cls: random() < 0.7 ? 0 : Math.round(random() * 100) / 1000,
    inp: 40 + 160 * random(),
    islands: [{ remote: 'getInvolved', release, name: 'JoinForm', ok: !(random() < islandFailureRate) }],
    errors: random() < errorRate ? 1 : 0,
  }));
}

const current = (changes: Partial<Side> = {}) =>
  views({ side: 'current', release: 'g1', count: 150, seed: 1, ...changes });
const canary = (changes: Partial<Side> = {}) =>
  views({ side: 'canary', release: 'g2', count: 150, seed: 2, ...changes });

describe('judgeCanary', () => {
  it('passes a canary whose visitors live what the current’s do', () => {
    const judgement = judgeCanary([...current(), ...canary()], subject, defaultPolicy);
    expect(judgement).toMatchObject({ verdict: 'pass', pageViews: { canary: 150, current: 150 }, reasons: [] });
    expect(judgement.clients.canary).toEqual({
      clients: 50,
      pageViews: 150,
      perClient: 3,
      leftOut: 0,
      unattributed: 0,
    });
    expect(judgement.timings.map((timing) => timing.outcome)).toEqual(['pass', 'pass', 'pass']);
  });

  it('fails a canary whose island throws: its error rate is past the current’s', () => {
    const judgement = judgeCanary([...current(), ...canary({ errorRate: 0.3 })], subject, defaultPolicy);
    expect(judgement.verdict).toBe('fail');
    expect(judgement.rates[0]).toMatchObject({ metric: 'errors', outcome: 'regressed', current: { count: 0 } });
    expect(judgement.reasons).toEqual([expect.stringMatching(/^error rate \d+\.\d% against 0\.0%/)]);
  });

  it('fails a canary whose islands fail to load', () => {
    const judgement = judgeCanary([...current(), ...canary({ islandFailureRate: 0.2 })], subject, defaultPolicy);
    expect(judgement.verdict).toBe('fail');
    expect(judgement.rates[1]).toMatchObject({ metric: 'islandFailures', outcome: 'regressed' });
  });

  it('fails a canary whose LCP p75 is 40% worse, and passes one 5% worse (inside the tolerance)', () => {
    const worse = judgeCanary([...current(), ...canary({ lcpScale: 1.4 })], subject, defaultPolicy);
    expect(worse.verdict).toBe('fail');
    expect(worse.timings[0]).toMatchObject({ metric: 'lcp', outcome: 'regressed' });
    expect(worse.timings[0]!.test!.p).toBeLessThan(0.02);
    // Many page views make a 5% shift significant; the tolerance keeps it a pass.
    const many = { count: 3000 };
    const slight = judgeCanary([...current(many), ...canary({ ...many, lcpScale: 1.05 })], subject, defaultPolicy);
    expect(slight.timings[0]!.test!.p).toBeLessThan(0.02);
    expect(slight.verdict).toBe('pass');
  });

  it('never fails a canary for being better', () => {
    expect(judgeCanary([...current({ lcpScale: 1.5 }), ...canary()], subject, defaultPolicy).verdict).toBe('pass');
  });

  it('has not enough data below the policy’s page views a side, whatever the figures', () => {
    const judgement = judgeCanary([...current(), ...canary({ count: 99, errorRate: 0.5 })], subject, defaultPolicy);
    expect(judgement.verdict).toBe('not enough data');
    expect(judgement.reasons[0]).toBe(
      '99 canary and 150 current page views on the same pages; the policy asks for 100 a side',
    );
    expect(
      judgeCanary([...current(), ...canary({ count: 99 })], subject, parsePolicy({ minPageViews: 50 })).verdict,
    ).toBe('pass');
  });

  it('compares only the same pages, the remote’s, the right releases and sides, since the canary began', () => {
    const others: FieldRecord[] = [
      // A page only the canary's visitors saw.
      { ...canary()[0]!, address: '/get-involved/volunteer' },
      // Before the canary.
      { ...canary()[0]!, at: '2026-12-01T09:00:00.000Z' },
      // Another remote's page without its islands.
      { ...current()[0]!, remote: 'about', address: '/about/history', islands: [] },
      // No side (no canary ran for that visitor), or the current side on the canary's release.
      { ...current()[0]!, side: undefined },
      { ...current()[0]!, releases: [{ remote: 'getInvolved', release: 'g2' }] },
      // An error record.
      { ...canary()[0]!, kind: 'error' },
    ];
    const sides = sidesOf([...current({ count: 10 }), ...canary({ count: 10 }), ...others], subject);
    expect(sides.canary).toHaveLength(10);
    expect(sides.current).toHaveLength(10);
    expect(sides.pages).toEqual(['/fr/get-involved/join', '/get-involved/donate', '/get-involved/join']);
    // A page of another remote's section that holds one of the remote's islands counts.
    const home = { ...current()[0]!, remote: 'shell', address: '/' };
    expect(
      sidesOf(
        [home, { ...home, side: 'canary' as const, releases: [{ remote: 'getInvolved', release: 'g2' }] }],
        subject,
      ).pages,
    ).toEqual(['/']);
  });

  it('leaves a timing metric with too few values untested', () => {
    const noInp = (records: FieldRecord[]) =>
      records.map(({ inp: _inp, ...record }, i) => (i < 10 ? { ...record, inp: 100 } : record));
    const judgement = judgeCanary([...noInp(current()), ...noInp(canary())], subject, defaultPolicy);
    expect(judgement.timings[1]).toMatchObject({ metric: 'inp', outcome: 'too few values' });
    expect(judgement.verdict).toBe('pass');
  });

  it('prints the verdict first, then the figures behind it', () => {
    const lines = judgementLines(judgeCanary([...current(), ...canary({ errorRate: 0.3 })], subject, defaultPolicy));
    expect(lines[0]).toBe('fail');
    expect(lines[3]).toBe(
      'clients: canary 50 (150 page views counted, at most 3 a client, 0 left out), current 50 (150 page views counted, at most 3 a client, 0 left out)',
    );
    expect(lines.join('\n')).toMatch(/LCP +p75 canary \d+ ms \(\d+ ms–\d+ ms, n 150\)/);
    expect(lines.join('\n')).toMatch(/errors +canary \d+\.\d% \(\d+\/150\) +current 0\.0% \(0\/150\)/);
  });
});

/** A client's page views: `count` of them, at one address, from `from` seconds after the canary began. */
const fromOne = (client: string, count: number, changes: Partial<FieldRecord> = {}, from = 0): FieldRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    ...canary()[0]!,
    at: new Date(subject.since.getTime() + 1000 * (from + i + 1)).toISOString(),
    address: pages[0]!,
    client,
    ...changes,
  }));

describe('capClients: no client weighs more than its share of a side', () => {
  const counts = (records: FieldRecord[]) => {
    const byClient: Record<string, number> = {};
    for (const record of records) byClient[record.client!] = (byClient[record.client!] ?? 0) + 1;
    return byClient;
  };

  it('100 clients with one page view and one with 55, at 10%: 11 of the 55 kept (11 ≤ 0.1 × 111; 12 > 0.1 × 112)', () => {
    const records = [
      ...Array.from({ length: 100 }, (_, i) => fromOne(`visitor-${i}`, 1, {}, i)).flat(),
      ...fromOne('flooder', 55, {}, 200),
    ];
    const capped = capClients(records, 0.1);
    expect(capped).toMatchObject({ clients: 101, pageViews: 111, perClient: 11, leftOut: 44, unattributed: 0 });
    expect(counts(capped.kept).flooder).toBe(11);
    // The flooder's earliest page views are the ones kept.
    expect(capped.kept.filter((record) => record.client === 'flooder').map((record) => record.at)).toEqual(
      fromOne('flooder', 11, {}, 200).map((record) => record.at),
    );
  });

  it('10 clients with 10 each, at 10%: all kept (each exactly 10%); 9 clients: none (a tenth of 9c is below c)', () => {
    const ten = Array.from({ length: 10 }, (_, i) => fromOne(`c${i}`, 10)).flat();
    expect(capClients(ten, 0.1)).toMatchObject({ clients: 10, pageViews: 100, perClient: 10, leftOut: 0 });
    const nine = ten.filter((record) => record.client !== 'c9');
    expect(capClients(nine, 0.1)).toMatchObject({ clients: 0, pageViews: 0, perClient: 0, leftOut: 90 });
  });

  it('20 clients with 5 each and one with 100, at 10%: the large one keeps 11 (11 ≤ 0.1 × 111)', () => {
    const records = [...Array.from({ length: 20 }, (_, i) => fromOne(`c${i}`, 5)).flat(), ...fromOne('big', 100)];
    const capped = capClients(records, 0.1);
    expect(capped).toMatchObject({ clients: 21, pageViews: 111, perClient: 11, leftOut: 89 });
    expect(counts(capped.kept).big! / capped.kept.length).toBeLessThanOrEqual(0.1);
  });

  it('at 100%, keeps everything; a record without a client is never kept', () => {
    const records = [...fromOne('one', 30), ...fromOne('two', 3), { ...fromOne('x', 1)[0]!, client: undefined }];
    expect(capClients(records, 1)).toMatchObject({
      clients: 2,
      pageViews: 33,
      perClient: 30,
      leftOut: 0,
      unattributed: 1,
    });
  });
});

describe('a sample one client could have made', () => {
  // What an adversary measured on the landed code: page views forged from one client, LCP 59 s, every island
  // failed, on the canary's side.
  const forged = (count: number, changes: Partial<FieldRecord> = {}) =>
    fromOne('forger', count, {
      lcp: 59_000,
      islands: [{ remote: 'getInvolved', release: 'g2', name: 'JoinForm', ok: false, code: 'RUNTIME-008' }],
      errors: 3,
      ...changes,
    });

  it('is not enough trustworthy data, never a fail: 20 forged page views a side from one client', () => {
    const current = forged(20, {
      side: 'current',
      release: 'g1',
      lcp: 900,
      islands: [],
      errors: 0,
      releases: [{ remote: 'getInvolved', release: 'g1' }],
    });
    const policy = parsePolicy({ minPageViews: 5, minMetricValues: 5 });
    const judgement = judgeCanary([...forged(20), ...current], subject, policy);
    expect(judgement.verdict).toBe('not enough trustworthy data');
    expect(judgement.pageViews).toEqual({ canary: 20, current: 20 });
    expect(judgement.clients.canary).toEqual({ clients: 0, pageViews: 0, perClient: 0, leftOut: 20, unattributed: 0 });
    expect(judgement.reasons).toEqual([
      'canary: 0 clients counted; the policy asks for 20 a side',
      'canary: 0 of 20 page views counted (at most 10.0% of a side from one client); the policy asks for 5',
      'current: 0 clients counted; the policy asks for 20 a side',
      'current: 0 of 20 page views counted (at most 10.0% of a side from one client); the policy asks for 5',
    ]);
    expect(actionFor(judgement.verdict)).toBe('none');
    // With the client rules off (one machine is every visitor), the same records would fail the canary.
    expect(
      judgeCanary(
        [...forged(20), ...current],
        subject,
        parsePolicy({ minPageViews: 5, minMetricValues: 5, maxClientShare: 1, minClients: 1 }),
      ).verdict,
    ).toBe('fail');
  });

  it('is not enough trustworthy data when a side has fewer clients than the policy asks, whatever their share', () => {
    // 150 page views a side from 19 clients, the canary's every island failing: the figures would fail it.
    const judgement = judgeCanary(
      [...current({ clients: 19 }), ...canary({ clients: 19, islandFailureRate: 1 })],
      subject,
      defaultPolicy,
    );
    expect(judgement.verdict).toBe('not enough trustworthy data');
    expect(judgement.reasons).toEqual([
      'canary: 19 clients counted; the policy asks for 20 a side',
      'current: 19 clients counted; the policy asks for 20 a side',
    ]);
    expect(
      judgeCanary(
        [...current({ clients: 20 }), ...canary({ clients: 20, islandFailureRate: 1 })],
        subject,
        defaultPolicy,
      ).verdict,
    ).toBe('fail');
  });

  it('bounds a flood among real visitors to 10% of the side: 16 of 55 forged page views kept among 150', () => {
    const judgement = judgeCanary([...current(), ...canary(), ...forged(55)], subject, defaultPolicy);
    // 50 clients of 3 and one of 55 at 10%: c ≤ 0.1 × (150 + c) → 16 kept (16 ≤ 16.6; 17 > 16.7).
    expect(judgement.clients.canary).toMatchObject({ clients: 51, pageViews: 166, perClient: 16, leftOut: 39 });
    expect(judgement.pageViews.canary).toBe(205);
    // A tenth still moves the figures: 16 of 166 page views with a failed island (9.6%) against none is far past
    // the rate's 0.5-point tolerance, and 10% of values at 59 s lift the LCP p75 from the 75th to about the 83rd
    // percentile of the rest. The cap bounds one client's weight; it does not make it negligible: this canary
    // fails (docs/releases.md, "What the client rules do not stop").
    expect(judgement.rates[1]).toMatchObject({
      metric: 'islandFailures',
      outcome: 'regressed',
      canary: { count: 16, of: 166 },
    });
    expect(judgement.verdict).toBe('fail');
    // Uncapped, all 55 count: 27% of the canary's page views.
    const uncapped = judgeCanary(
      [...current(), ...canary(), ...forged(55)],
      subject,
      parsePolicy({ maxClientShare: 1 }),
    );
    expect(uncapped.rates[1]).toMatchObject({ canary: { count: 55, of: 205 } });
  });

  it('leaves out records written before page views were signed (no client)', () => {
    const unsigned = (records: FieldRecord[]) => records.map(({ client: _client, ...record }) => record);
    const judgement = judgeCanary(
      [...current(), ...canary(), ...unsigned(canary({ seed: 3 }))],
      subject,
      defaultPolicy,
    );
    expect(judgement.clients.canary).toMatchObject({ pageViews: 150, unattributed: 150 });
    expect(judgement.verdict).toBe('pass');
    expect(judgementLines(judgement)[3]).toContain('150 without a client left out');
  });
});

describe('actionFor', () => {
  it('promotes on a pass, rolls back on a fail, does nothing without enough data, trustworthy or not', () => {
    expect(actionFor('pass')).toBe('promote');
    expect(actionFor('fail')).toBe('rollback');
    expect(actionFor('not enough data')).toBe('none');
    expect(actionFor('not enough trustworthy data')).toBe('none');
  });
});

describe('the policy file', () => {
  it('defaults to 98% confidence, 10% on a p75, 0.5 points of a rate, 100 page views and 20 clients a side, 10% a client', () => {
    expect(defaultPolicy).toEqual({
      confidence: 0.98,
      p75Tolerance: 0.1,
      minimumChange: { lcp: 20, inp: 8, cls: 0.005 },
      rateTolerance: 0.005,
      minPageViews: 100,
      minMetricValues: 30,
      maxClientShare: 0.1,
      minClients: 20,
    });
  });

  it('takes what a team sets and defaults the rest', () => {
    expect(parsePolicy({ minPageViews: 20, minimumChange: { inp: 16 } })).toMatchObject({
      minPageViews: 20,
      confidence: 0.98,
      minimumChange: { lcp: 20, inp: 16, cls: 0.005 },
    });
  });

  it.each([
    [{ confidence: 1.5 }, 'confidence'],
    [{ minPageViews: 0 }, 'minPageViews'],
    [{ p75Tolerance: '10%' }, 'p75Tolerance'],
    [{ minimumChange: { ttfb: 5 } }, 'minimumChange'],
    [{ minSamples: 10 }, '(root)|minSamples'],
    [{ maxClientShare: 0 }, 'maxClientShare'],
    [{ maxClientShare: 1.5 }, 'maxClientShare'],
    [{ minClients: 0 }, 'minClients'],
  ])('refuses %j, naming the field', (policy, field) => {
    expect(() => parsePolicy(policy)).toThrow(new RegExp(`The canary policy is not one: .*(${field})`));
  });

  it('reads <store>/policy.json, or the defaults where there is none', () => {
    const store = mkdtempSync(join(tmpdir(), 'policy-'));
    try {
      expect(readPolicy(store)).toEqual(defaultPolicy);
      writeFileSync(join(store, 'policy.json'), JSON.stringify({ minPageViews: 40 }));
      expect(readPolicy(store).minPageViews).toBe(40);
      writeFileSync(join(store, 'policy.json'), '{ minPageViews: 40 }');
      expect(() => readPolicy(store)).toThrow(/policy\.json is not JSON/);
    } finally {
      rmSync(store, { recursive: true, force: true });
    }
  });
});
