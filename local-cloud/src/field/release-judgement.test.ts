// The scheduled judgement as local-cloud wires it (the render server's schedule running the release command,
// `release <remote> --judge --act`, in this repository) on a canary flooded from one client with failing page
// views: "not enough trustworthy data", nothing moves, and the render server's log says why. Then the same
// figures from thirty clients a side: a fail, and the canary rolled back, so the first outcome is the client
// rules' doing, not a judgement that never acts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldRecord } from '@stallions/shared-config/field';
import { startCanaryJudging } from '@stallions/render-server/field';
import { LocalDatabase } from '../database/local-database';
import { localFieldRecords } from './local-field-records';
import { releaseJudgement } from './release-judgement';

let dir: string;
const began = new Date(Date.now() - 60 * 60 * 1000);
const pointer = {
  current: 'rel-a',
  canary: { id: 'rel-flood', percent: 50, auto: true, startedAt: began.toISOString() },
  previous: [],
  releases: [
    { id: 'rel-a', publishedAt: new Date(began.getTime() - 60_000).toISOString() },
    { id: 'rel-flood', publishedAt: began.toISOString() },
  ],
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-judgement-'));
  const store = join(dir, 'releases', 'getInvolved');
  mkdirSync(store, { recursive: true });
  writeFileSync(join(store, 'pointer.json'), `${JSON.stringify(pointer, null, 2)}\n`);
  // A few page views a side are enough to judge here; the client rules are the defaults (10% a client, 20 clients).
  writeFileSync(join(store, 'policy.json'), JSON.stringify({ minPageViews: 5, minMetricValues: 5 }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Page views on the join page, `count` a side, each from `clients(i)`; the canary's all fail. */
function pageViews(count: number, clients: (i: number) => string): FieldRecord[] {
  const view = (i: number, side: 'canary' | 'current'): FieldRecord => {
    const release = side === 'canary' ? 'rel-flood' : 'rel-a';
    return {
      at: new Date(began.getTime() + 1000 * (i + 1) + (side === 'canary' ? 500 : 0)).toISOString(),
      kind: 'view',
      address: '/get-involved/join',
      lng: 'en',
      remote: 'getInvolved',
      release,
      side,
      releases: [{ remote: 'getInvolved', release }],
      client: clients(i),
      navigation_type: 'navigate',
      lcp: side === 'canary' ? 59_000 : 900 + i,
      cls: 0,
      islands: [{ remote: 'getInvolved', release, name: 'JoinForm', ok: side === 'current' }],
      errors: side === 'canary' ? 3 : 0,
    };
  };
  return Array.from({ length: count }, (_, i) => [view(i, 'canary'), view(i, 'current')]).flat();
}

/** One scheduled round that judges the canary (the schedule's first sight of it, then one interval later). */
async function judgedOnSchedule(records: FieldRecord[]): Promise<string[]> {
  const data = join(dir, '.data');
  const store = await LocalDatabase.open(data);
  try {
    await localFieldRecords(store).append(records);
  } finally {
    await store.close();
  }
  const lines: string[] = [];
  let now = 0;
  const judging = startCanaryJudging({
    judge: releaseJudgement({ ...process.env, RELEASES_DIR: join(dir, 'releases'), DATA_DIR: data }),
    everyMs: 1000,
    pointers: async () => ({ getInvolved: pointer }),
    now: () => now,
    log: (line) => lines.push(line),
    timer: false,
  });
  await judging.tick();
  now = 1000;
  await judging.tick();
  judging.stop();
  return lines;
}

const pointerNow = () =>
  JSON.parse(readFileSync(join(dir, 'releases', 'getInvolved', 'pointer.json'), 'utf8')) as typeof pointer;

it('never acts on a canary flooded from one client, and logs why', async () => {
  const lines = await judgedOnSchedule(pageViews(20, () => 'one-client'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    /^render-server: getInvolved's canary rel-flood judged on its schedule: not enough trustworthy data \(getInvolved: not enough trustworthy data \(canary: 0 clients counted; the policy asks for 20 a side; .*\): the canary stays, nothing is promoted or rolled back\)$/,
  );
  expect(pointerNow()).toEqual(pointer);
}, 120_000);

it('rolls back the same figures from thirty clients a side (the control)', async () => {
  const lines = await judgedOnSchedule(pageViews(30, (i) => `client-${i}`));
  expect(lines[0]).toBe(
    "render-server: getInvolved's canary rel-flood judged on its schedule: fail (getInvolved: canary rel-flood rolled back; current: rel-a)",
  );
  expect(pointerNow()).toMatchObject({ current: 'rel-a' });
  expect(pointerNow().canary).toBeUndefined();
}, 120_000);

it('fails on a wrong argument (exit code 2 like a fail, but no verdict on stdout)', async () => {
  await expect(releaseJudgement({ ...process.env, RELEASES_DIR: join(dir, 'releases') })('nope')).rejects.toThrow(
    /^release nope --judge --act exited 2: release: "nope" is not a remote: /,
  );
}, 60_000);
