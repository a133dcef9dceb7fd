// Whether a section's remote is worth waiting for. A section that failed (loading or rendering) is reset, so the
// next request loads it afresh; while it keeps failing, its pages render the fallback at once for a while (0.5 s
// after the first failure, doubling to 10 s), so a remote that is down does not hold up every page of it.
import type { ComponentType } from 'react';
import { withTimeout, type RemoteName } from '@stallions/shared-config';
import type { SectionOutcome } from '../federation/RemoteSection';
import { loadRemoteModule, resetRemote } from '../federation/remotes';

/** A page waits this long for its section's remote (retries included) before it renders the fallback. */
export const sectionTimeoutMs = 6_000;
/** A remote that just failed is not waited for again this soon (doubling while it keeps failing, up to the max). */
const firstBackOffMs = 500;
const maxBackOffMs = 10_000;

export interface SectionHealth {
  /** The section's routes, or 'failed' (its remote down, failing, or backed off). */
  load(name: RemoteName): Promise<SectionOutcome>;
  /** The section threw while rendering: counted as a failure, its remote reset. */
  failed(name: RemoteName, error: unknown): void;
  /** The section rendered: its failures are forgotten. */
  rendered(name: RemoteName): void;
}

export function createSectionHealth(): SectionHealth {
  const failures = new Map<RemoteName, { count: number; at: number }>();
  const backOffMs = (count: number) => Math.min(maxBackOffMs, firstBackOffMs * 2 ** (count - 1));
  function failed(name: RemoteName, error: unknown) {
    console.error(`render: section ${name} falls back:`, error);
    failures.set(name, { count: (failures.get(name)?.count ?? 0) + 1, at: Date.now() });
    resetRemote(name); // its entry, chunks and module-level state (lazy pages, translations) are loaded anew
  }
  async function load(name: RemoteName): Promise<SectionOutcome> {
    const failure = failures.get(name);
    if (failure && Date.now() - failure.at < backOffMs(failure.count)) return 'failed';
    try {
      const module = await withTimeout(
        loadRemoteModule<{ default: ComponentType }>(name, 'routes'),
        sectionTimeoutMs,
        `Remote ${name}`,
      );
      return { Routes: module.default };
    } catch (error) {
      failed(name, error);
      return 'failed';
    }
  }
  return { load, failed, rendered: (name) => void failures.delete(name) };
}
