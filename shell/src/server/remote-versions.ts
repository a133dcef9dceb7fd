// The render server's view of each remote's deploys: a hash of its server entry (remoteEntry.js names its
// content-hashed chunks, so any change to the remote changes it). A changed remote is registered afresh, so
// the next render loads its new code: a remote deployed alone shows without a shell build or a restart.
import { createHash } from 'node:crypto';
import type { RemoteName, RuntimeConfig } from '@stallions/shared-config';
import { remoteEntry, resetRemote } from '../federation/remotes';

export function createRemoteVersions(remotes: RuntimeConfig['remotes'], fetchImpl: typeof fetch = fetch) {
  const versions: Record<string, string> = {};
  let changed = new Set<RemoteName>();
  async function check(name: RemoteName, manifest: string) {
    const { entry } = remoteEntry(name, manifest);
    try {
      const response = await fetchImpl(entry, { cache: 'no-store', signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const version = createHash('sha256')
        .update(await response.text())
        .digest('hex')
        .slice(0, 16);
      if (versions[name] !== version) {
        if (versions[name] !== undefined) resetRemote(name);
        changed.add(name);
      }
      versions[name] = version;
    } catch {
      // Down: its pages render the section's fallback until it answers again (a new version then).
      if (versions[name] !== undefined && versions[name] !== 'down') resetRemote(name);
      versions[name] = 'down';
    }
  }
  return {
    versions: () => ({ ...versions }),
    /** Checks every remote; resolves with those that have a new version since the last check (all, at first). */
    check: async (): Promise<RemoteName[]> => {
      changed = new Set();
      await Promise.all(Object.entries(remotes).map(([name, manifest]) => check(name as RemoteName, manifest)));
      return [...changed];
    },
  };
}
