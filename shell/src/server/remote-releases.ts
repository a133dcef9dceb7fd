// The render server's view of each remote's releases (shared-config/releases). Every few seconds it reads the
// remote's release pointer; when the pointer names another release for this renderer's track (the current one,
// or the canary's), the remote is registered afresh at that release's files, so the next render loads its code.
// A remote with no pointer (404) serves one unversioned build: that build's server entry is read instead, and a
// change to it (a copy over the last one) is a new version, as before releases.
// Each read is a conditional request (conditionalGet): an unchanged file answers 304 with no body.
// A preview's renderer pins a remote at one release (`pins`): that remote is registered at the release's files
// whatever its pointer says, and its pointer is not read; the other remotes follow the track as above.
import { createHash } from 'node:crypto';
import type { RemoteName } from '@stallions/shared-config';
import { conditionalGet, HttpStatusError, type ConditionalGet } from '@stallions/shared-config/conditional-get';
import {
  parseReleasePointer,
  releaseManifestUrl,
  releasePointerUrl,
  type Canary,
  type ReleasePointer,
} from '@stallions/shared-config/releases';
import { pinRemote, remoteEntry, resetRemote } from '../federation/remotes';

/** Which release of each remote a renderer follows: the pointer's current one, or its canary where there is one. */
export type ReleaseTrack = 'current' | 'canary';

/** What a renderer renders a remote with: a release id (or `unreleased-<hash>`) and the manifest its files are under. */
export interface PinnedRelease {
  id: string;
  manifest: string;
}

export function createRemoteReleases(
  /** Each remote's manifest, by name (the runtime config's registry). */
  remotes: Record<RemoteName, string>,
  track: ReleaseTrack,
  fetchImpl: typeof fetch = fetch,
  /** Remotes held at one release each (a preview's): by name, the release id. */
  pins: Partial<Record<RemoteName, string>> = {},
) {
  const names = Object.keys(remotes);
  const manifestOf = (name: RemoteName) => remotes[name]!;
  /** The release each remote is registered at; 'down' when it could not be read. */
  const pinned: Partial<Record<RemoteName, PinnedRelease | 'down'>> = {};
  const pointers: Partial<Record<RemoteName, ReleasePointer>> = {};
  const files = new Map<string, ConditionalGet>();
  const fileAt = (url: string) => {
    let file = files.get(url);
    if (!file) files.set(url, (file = conditionalGet(url, fetchImpl)));
    return file;
  };
  const unreleasedEntry = (name: RemoteName) => fileAt(remoteEntry(name, manifestOf(name)).entry);

  /** The pointer's choice for this track; undefined when the remote has no pointer; 'unchanged' on a 304. */
  async function readPointer(name: RemoteName): Promise<ReleasePointer | undefined | 'unchanged'> {
    const file = fileAt(releasePointerUrl(manifestOf(name)));
    try {
      const response = await file.get();
      if (response === 'unchanged') return pointers[name] ? 'unchanged' : undefined;
      const json: unknown = await response.json().catch(() => undefined);
      try {
        return (pointers[name] = parseReleasePointer(json));
      } catch (error) {
        // A pointer written wrong moves nothing: the remote stays at the release it is at (if it is at one).
        console.error(`render: ${name}'s release pointer is refused:`, error);
        if (pointers[name]) return 'unchanged';
        throw error;
      }
    } catch (error) {
      file.forget();
      if (error instanceof HttpStatusError && error.status === 404) {
        delete pointers[name];
        return undefined;
      }
      throw error;
    }
  }

  /** The unversioned build's id: a hash of its server entry (which names its content-hashed chunks). */
  async function unreleasedId(name: RemoteName): Promise<string> {
    const known = pinned[name];
    const entry = unreleasedEntry(name);
    const response = await entry.get();
    if (response === 'unchanged' && known && known !== 'down' && known.manifest === manifestOf(name)) return known.id;
    if (response === 'unchanged') {
      entry.forget();
      return unreleasedId(name);
    }
    const hash = createHash('sha256')
      .update(await response.text())
      .digest('hex')
      .slice(0, 12);
    return `unreleased-${hash}`;
  }

  /** Checks one remote; the release it is registered at afterwards, or 'down'. */
  async function check(name: RemoteName): Promise<PinnedRelease | 'down'> {
    const known = pinned[name];
    const pin = pins[name];
    if (pin) {
      if (known && known !== 'down' && known.id === pin) return known;
      const next = { id: pin, manifest: releaseManifestUrl(manifestOf(name), pin) };
      pinRemote(name, next.manifest);
      return (pinned[name] = next);
    }
    try {
      const pointer = await readPointer(name);
      if (pointer === 'unchanged' && known && known !== 'down') return known;
      const current = pointer === 'unchanged' ? pointers[name] : pointer;
      // The release this track gets; none: the unversioned build (no pointer, or its first release rolled back).
      const release = current ? (track === 'canary' && current.canary ? current.canary.id : current.current) : null;
      const id = release ?? (await unreleasedId(name));
      const next = { id, manifest: release ? releaseManifestUrl(manifestOf(name), release) : manifestOf(name) };
      if (known && known !== 'down' && known.id === next.id) return known;
      // Another release (or the first one named): its files from now on; the one before is no longer loaded.
      if (known || next.manifest !== manifestOf(name)) pinRemote(name, next.manifest);
      return (pinned[name] = next);
    } catch {
      // Down: its pages render the section's fallback until it answers again.
      if (known && known !== 'down') resetRemote(name);
      unreleasedEntry(name).forget();
      return (pinned[name] = 'down');
    }
  }

  return {
    check,
    /** Each remote's release id, or 'down' (part of the page cache's key). */
    versions: (): Record<string, string> =>
      Object.fromEntries(names.map((name) => [name, releaseOf(pinned[name])?.id ?? 'down'])),
    /** The manifest of each remote's release: the browser loads a page's islands from exactly these. */
    manifests: (): Record<RemoteName, string> =>
      Object.fromEntries(names.map((name) => [name, releaseOf(pinned[name])?.manifest ?? manifestOf(name)])),
    /** The canaries the pointers name now (whatever this renderer's track). */
    canaries: (): Canary[] =>
      names.flatMap((remote) => {
        const canary = pointers[remote]?.canary;
        return canary ? [{ remote, id: canary.id, percent: canary.percent }] : [];
      }),
  };
}

const releaseOf = (pinned: PinnedRelease | 'down' | undefined) => (pinned === 'down' ? undefined : pinned);
