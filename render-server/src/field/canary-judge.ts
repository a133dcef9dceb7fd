// The canary judged on a schedule: a canary published with `--canary <n> --auto` says so in its
// pointer (`canary.auto`); every few minutes the render server reads the remotes' pointers and, for each such
// canary, runs the release command's own judgement with --act (`npm run -s release -- <remote> --judge --act`,
// injected as `judge`): a pass promotes it, a fail rolls it back, not enough data leaves it for the next time, and
// so does "not enough trustworthy data" (too few clients, or a client's share capped away: the figures could be
// one sender's), which is never acted on; the log line carries the command's reason.
// The judgement is the command's, so a scheduled one and one a person runs decide alike and move the pointer
// the same way. A canary is first judged one interval after the render server first sees it (its visitors'
// page views need time to come in), and one judgement per remote runs at a time.
// Locally local-cloud wires it (the command runs in the repository). On Cloud Run the image holds no release
// command and a pointer moves with a Hosting deploy: production schedules the same command elsewhere
// (docs/releases.md, "Judged on a schedule").
import type { RuntimeConfig } from '@stallions/shared-config';
import { parseReleasePointer, releasePointerUrl, type ReleasePointer } from '@stallions/shared-config/releases';
import type { PageServerPlugin } from '../plugins';

export interface AutoCanary {
  remote: string;
  /** The canary's release. */
  id: string;
}

/** The canaries whose pointer asks for a scheduled judgement. */
export function autoCanariesOf(pointers: Record<string, ReleasePointer | undefined>): AutoCanary[] {
  return Object.entries(pointers).flatMap(([remote, pointer]) =>
    pointer?.canary?.auto ? [{ remote, id: pointer.canary.id }] : [],
  );
}

/** What the schedule remembers of each canary: when it was first seen and last judged. */
export interface JudgeSchedule {
  seen: Map<string, number>;
  judged: Map<string, number>;
  running: Set<string>;
}

const canaryKey = ({ remote, id }: AutoCanary) => `${remote}@${id}`;

/**
 * The canaries due for a judgement now: asking for one, not being judged, and an interval past when they were
 * first seen or last judged. Records a canary seen for the first time (it is due one interval later).
 */
export function dueForJudgement(
  canaries: readonly AutoCanary[],
  schedule: JudgeSchedule,
  now: number,
  everyMs: number,
): AutoCanary[] {
  const live = new Set(canaries.map(canaryKey));
  for (const known of [...schedule.seen.keys()]) if (!live.has(known)) schedule.seen.delete(known);
  for (const known of [...schedule.judged.keys()]) if (!live.has(known)) schedule.judged.delete(known);
  return canaries.filter((canary) => {
    const key = canaryKey(canary);
    if (!schedule.seen.has(key)) {
      schedule.seen.set(key, now);
      return false;
    }
    if (schedule.running.has(canary.remote)) return false;
    const since = schedule.judged.get(key) ?? schedule.seen.get(key)!;
    return now - since >= everyMs;
  });
}

/** Each remote's pointer as its origin serves it (the runtime config's manifests); undefined where there is none. */
export async function fetchPointers(
  manifests: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<Record<string, ReleasePointer | undefined>> {
  const entries = await Promise.all(
    Object.entries(manifests).map(async ([remote, manifest]) => {
      try {
        const response = await fetchImpl(releasePointerUrl(manifest), { cache: 'no-store' });
        return [remote, response.ok ? parseReleasePointer(await response.json()) : undefined] as const;
      } catch {
        return [remote, undefined] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

export interface CanaryJudgeOptions {
  /** Runs `release <remote> --judge --act`; resolves with what it printed first (the verdict). */
  judge: (remote: string) => Promise<string>;
  /** How often the pointers are read and a due canary judged: 5 minutes by default. */
  everyMs?: number;
}

export interface CanaryJudging {
  /** One round: read the pointers, judge the canaries due (the timer calls it; tests call it). */
  tick(): Promise<void>;
  stop(): void;
}

export function startCanaryJudging(
  options: CanaryJudgeOptions & {
    pointers: () => Promise<Record<string, ReleasePointer | undefined>>;
    now?: () => number;
    log?: (line: string) => void;
    /** Whether to start the timer (tests call tick themselves). */
    timer?: boolean;
  },
): CanaryJudging {
  const { judge, pointers, everyMs = 5 * 60_000, now = Date.now, log = (line) => console.warn(line) } = options;
  const schedule: JudgeSchedule = { seen: new Map(), judged: new Map(), running: new Set() };

  async function run(canary: AutoCanary) {
    schedule.running.add(canary.remote);
    try {
      const verdict = await judge(canary.remote);
      log(`render-server: ${canary.remote}'s canary ${canary.id} judged on its schedule: ${verdict}`);
    } catch (error) {
      log(`render-server: ${canary.remote}'s canary ${canary.id} could not be judged: ${String(error)}`);
    } finally {
      schedule.judged.set(canaryKey(canary), now());
      schedule.running.delete(canary.remote);
    }
  }

  async function tick() {
    let canaries: AutoCanary[];
    try {
      canaries = autoCanariesOf(await pointers());
    } catch {
      return;
    }
    await Promise.all(dueForJudgement(canaries, schedule, now(), everyMs).map(run));
  }

  // A round a fifth of the interval: a canary is judged within that of its time.
  const timer = options.timer === false ? undefined : setInterval(() => void tick(), Math.max(1000, everyMs / 5));
  timer?.unref();
  return { tick, stop: () => clearInterval(timer) };
}

/** The judgement on a schedule as the page server's plugin: started with the server, stopped with it. */
export function canaryJudgePlugin(
  options: CanaryJudgeOptions,
  config: RuntimeConfig,
  log: (line: string) => void,
): PageServerPlugin {
  const manifests = Object.fromEntries(Object.entries(config.remotes).map(([name, entry]) => [name, entry.manifest]));
  const judging = startCanaryJudging({ ...options, pointers: () => fetchPointers(manifests), log });
  return { name: 'canary judge', close: judging.stop };
}
