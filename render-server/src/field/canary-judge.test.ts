import type { ReleasePointer } from '@stallions/shared-config/releases';
import { autoCanariesOf, dueForJudgement, fetchPointers, startCanaryJudging, type JudgeSchedule } from './canary-judge';

const pointer = (canary?: ReleasePointer['canary']): ReleasePointer => ({
  current: 'g1',
  previous: [],
  releases: [{ id: 'g1', publishedAt: '2026-12-01T10:00:00.000Z' }],
  ...(canary ? { canary } : {}),
});

const minute = 60_000;
const fresh = (): JudgeSchedule => ({ seen: new Map(), judged: new Map(), running: new Set() });

describe('which canaries are judged', () => {
  it('only those whose pointer asks for it', () => {
    expect(
      autoCanariesOf({
        getInvolved: pointer({ id: 'g2', percent: 10, auto: true }),
        about: pointer({ id: 'a2', percent: 10 }),
        news: pointer(),
        causes: undefined,
      }),
    ).toEqual([{ remote: 'getInvolved', id: 'g2' }]);
  });

  it('an interval after first seen, then an interval after each judgement, one at a time per remote', () => {
    const schedule = fresh();
    const canary = { remote: 'getInvolved', id: 'g2' };
    expect(dueForJudgement([canary], schedule, 0, 5 * minute)).toEqual([]); // just seen: its data is yet to come
    expect(dueForJudgement([canary], schedule, 4 * minute, 5 * minute)).toEqual([]);
    expect(dueForJudgement([canary], schedule, 5 * minute, 5 * minute)).toEqual([canary]);
    schedule.running.add('getInvolved');
    expect(dueForJudgement([canary], schedule, 6 * minute, 5 * minute)).toEqual([]);
    schedule.running.clear();
    schedule.judged.set('getInvolved@g2', 6 * minute);
    expect(dueForJudgement([canary], schedule, 10 * minute, 5 * minute)).toEqual([]);
    expect(dueForJudgement([canary], schedule, 11 * minute, 5 * minute)).toEqual([canary]);
  });

  it('a new canary of the same remote starts its own clock; an ended one is forgotten', () => {
    const schedule = fresh();
    dueForJudgement([{ remote: 'getInvolved', id: 'g2' }], schedule, 0, 5 * minute);
    expect(dueForJudgement([{ remote: 'getInvolved', id: 'g3' }], schedule, 10 * minute, 5 * minute)).toEqual([]);
    expect([...schedule.seen.keys()]).toEqual(['getInvolved@g3']);
  });
});

describe('the schedule', () => {
  it('runs the judgement of a due canary and logs its verdict; a failing run is logged and tried again later', async () => {
    let now = 0;
    const lines: string[] = [];
    const judge = jest.fn<Promise<string>, [string]>().mockRejectedValueOnce(new Error('exited 1'));
    judge.mockResolvedValue('fail (getInvolved: canary g2 rolled back; current: g1)');
    const judging = startCanaryJudging({
      judge,
      everyMs: 5 * minute,
      pointers: async () => ({ getInvolved: pointer({ id: 'g2', percent: 10, auto: true }) }),
      now: () => now,
      log: (line) => lines.push(line),
      timer: false,
    });
    await judging.tick();
    expect(judge).not.toHaveBeenCalled();
    now = 5 * minute;
    await judging.tick();
    expect(judge).toHaveBeenCalledWith('getInvolved');
    expect(lines.at(-1)).toMatch(/could not be judged: Error: exited 1/);
    now = 10 * minute;
    await judging.tick();
    expect(lines.at(-1)).toBe(
      "render-server: getInvolved's canary g2 judged on its schedule: fail (getInvolved: canary g2 rolled back; current: g1)",
    );
    judging.stop();
  });
});

describe('fetchPointers', () => {
  it('reads each remote’s pointer beside its manifest; none where it is missing or unreadable', async () => {
    const fetchImpl = jest.fn(async (url: string) => {
      if (url === 'http://localhost:3002/releases/pointer.json')
        return new Response(JSON.stringify(pointer({ id: 'g2', percent: 10, auto: true })));
      if (url === 'http://localhost:3001/releases/pointer.json') return new Response('{', { status: 200 });
      return new Response('', { status: 404 });
    }) as unknown as typeof fetch;
    const pointers = await fetchPointers(
      {
        getInvolved: 'http://localhost:3002/mf-manifest.json',
        about: 'http://localhost:3001/mf-manifest.json',
        news: 'http://localhost:3004/mf-manifest.json',
      },
      fetchImpl,
    );
    expect(pointers.getInvolved?.canary).toEqual({ id: 'g2', percent: 10, auto: true });
    expect(pointers.about).toBeUndefined();
    expect(pointers.news).toBeUndefined();
  });
});
