// The render server's view of each remote's deploys: a hash of its server entry (remoteEntry.js names its
// content-hashed chunks, so any change to the remote changes it). A changed remote is registered afresh, so
// the next render loads its new code: a remote deployed alone shows without a shell build or a restart.
// Each check is a conditional request (the entry's ETag or Last-Modified, as local-cloud and Hosting send
// them): an unchanged entry answers 304 with no body, not its whole 230 KB.
import { createHash } from 'node:crypto';
import type { RemoteName, RuntimeConfig } from '@stallions/shared-config';
import { remoteEntry, resetRemote } from '../federation/remotes';

/** A check that has no answer by then counts as the remote being down. */
const checkTimeoutMs = 5_000;

export function createRemoteVersions(remotes: RuntimeConfig['remotes'], fetchImpl: typeof fetch = fetch) {
  const versions: Partial<Record<RemoteName, string>> = {};
  const validators = new Map<RemoteName, Record<string, string>>();

  /** Checks one remote; its version afterwards: a hash of its entry, or 'down'. */
  async function check(name: RemoteName): Promise<string> {
    const { entry } = remoteEntry(name, remotes[name]);
    try {
      const response = await fetchImpl(entry, {
        cache: 'no-store',
        headers: validators.get(name) ?? {},
        signal: AbortSignal.timeout(checkTimeoutMs),
      });
      if (response.status === 304 && versions[name] && versions[name] !== 'down') return versions[name];
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const version = createHash('sha256')
        .update(await response.text())
        .digest('hex')
        .slice(0, 16);
      const etag = response.headers.get('etag');
      const modified = response.headers.get('last-modified');
      validators.set(name, {
        ...(etag ? { 'If-None-Match': etag } : {}),
        ...(modified ? { 'If-Modified-Since': modified } : {}),
      });
      if (versions[name] !== undefined && versions[name] !== version) resetRemote(name);
      return (versions[name] = version);
    } catch {
      // Down: its pages render the section's fallback until it answers again (a new version then).
      if (versions[name] !== undefined && versions[name] !== 'down') resetRemote(name);
      validators.delete(name);
      return (versions[name] = 'down');
    }
  }

  return { versions: () => ({ ...versions }), check };
}
