// The render server's view of each remote's deploys: a hash of its server entry (remoteEntry.js names its
// content-hashed chunks, so any change to the remote changes it). A changed remote is registered afresh, so
// the next render loads its new code: a remote deployed alone shows without a shell build or a restart.
// Each check is a conditional request (conditionalGet): an unchanged entry answers 304 with no body, not its
// whole 230 KB.
import { createHash } from 'node:crypto';
import type { RemoteName, RuntimeConfig } from '@stallions/shared-config';
import { conditionalGet, type ConditionalGet } from '@stallions/shared-config/conditional-get';
import { remoteEntry, resetRemote } from '../federation/remotes';

export function createRemoteVersions(remotes: RuntimeConfig['remotes'], fetchImpl: typeof fetch = fetch) {
  const versions: Partial<Record<RemoteName, string>> = {};
  const entries = new Map<RemoteName, ConditionalGet>();
  const entryOf = (name: RemoteName) => {
    let entry = entries.get(name);
    if (!entry) entries.set(name, (entry = conditionalGet(remoteEntry(name, remotes[name]).entry, fetchImpl)));
    return entry;
  };

  /** Checks one remote; its version afterwards: a hash of its entry, or 'down'. */
  async function check(name: RemoteName): Promise<string> {
    const entry = entryOf(name);
    try {
      const response = await entry.get();
      const known = versions[name];
      if (response === 'unchanged' && known && known !== 'down') return known;
      if (response === 'unchanged') throw new Error('304 for an entry never read');
      const version = createHash('sha256')
        .update(await response.text())
        .digest('hex')
        .slice(0, 16);
      if (known !== undefined && known !== version) resetRemote(name);
      return (versions[name] = version);
    } catch {
      // Down: its pages render the section's fallback until it answers again (a new version then).
      if (versions[name] !== undefined && versions[name] !== 'down') resetRemote(name);
      entry.forget();
      return (versions[name] = 'down');
    }
  }

  return { versions: () => ({ ...versions }), check };
}
