import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldRecord } from '@stallions/shared-config/field';
import { actionFor, judgeCanary, judgementLines, sidesOf, type CanaryUnderJudgement } from './judge';
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
}

function views({ side, release, count, lcpScale = 1, errorRate = 0, islandFailureRate = 0, seed }: Side) {
  const random = generator(seed);
  return Array.from({ length: count }, (_, i): FieldRecord => ({
    at: new Date(subject.since.getTime() + 1000 * (i + 1)).toISOString(),
    kind: 'view',
    address: pages[i % pages.length]!,
    lng: 'en',
    remote: 'getInvolved',
    release,
    side,
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
    expect(lines.join('\n')).toMatch(/LCP +p75 canary \d+ ms \(\d+ ms–\d+ ms, n 150\)/);
    expect(lines.join('\n')).toMatch(/errors +canary \d+\.\d% \(\d+\/150\) +current 0\.0% \(0\/150\)/);
  });
});

describe('actionFor', () => {
  it('promotes on a pass, rolls back on a fail, does nothing without enough data', () => {
    expect(actionFor('pass')).toBe('promote');
    expect(actionFor('fail')).toBe('rollback');
    expect(actionFor('not enough data')).toBe('none');
  });
});

describe('the policy file', () => {
  it('defaults to 98% confidence, 10% on a p75, 0.5 points of a rate, 100 page views a side', () => {
    expect(defaultPolicy).toEqual({
      confidence: 0.98,
      p75Tolerance: 0.1,
      minimumChange: { lcp: 20, inp: 8, cls: 0.005 },
      rateTolerance: 0.005,
      minPageViews: 100,
      minMetricValues: 30,
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
