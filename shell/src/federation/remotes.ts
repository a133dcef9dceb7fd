// The shell's only link to its remotes: their manifest URLs come from /config.json at runtime, never from
// the build, so a remote moves or redeploys without the shell being rebuilt.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { manifestsOf, type RemoteName, type RuntimeConfig } from '@stallions/shared-config';
import { isFailedRemoteModule } from './fallback-plugin';

let manifests: Record<RemoteName, string> | undefined;

/**
 * A remote as the federation runtime loads it: in the browser from its manifest; on the render server from its
 * server build's entry beside it (server/remoteEntry.js, a CommonJS container the node runtime fetches).
 */
export function remoteEntry(name: string, manifest: string) {
  return typeof window === 'undefined'
    ? { name, entry: new URL('server/remoteEntry.js', manifest).href, type: 'commonjs-module' as const }
    : { name, entry: manifest };
}

export function registerSectionRemotes(remotes: RuntimeConfig['remotes']): void {
  manifests = manifestsOf(remotes);
  registerRemotes(Object.entries(manifests).map(([name, manifest]) => remoteEntry(name, manifest)));
}

/** The render server: loads a remote from another of its releases (its manifest) from the next load on. */
export function pinRemote(name: RemoteName, manifest: string): void {
  if (manifests) manifests[name] = manifest;
  registerRemotes([remoteEntry(name, manifest)], { force: true });
}

/** Forgets a remote that failed, so the next load fetches its manifest and entry afresh. */
export function resetRemote(name: RemoteName): void {
  const manifest = manifests?.[name];
  if (manifest) registerRemotes([remoteEntry(name, manifest)], { force: true });
}

/** A remote's module could not be loaded (after the retry plugin gave up). */
export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/** Loads `<remote>/<expose>`; rejects with a RemoteUnavailableError when the remote is unavailable. */
export async function loadRemoteModule<T>(name: RemoteName, expose: string): Promise<T> {
  const module = await loadRemote<T>(`${name}/${expose}`);
  if (!module || isFailedRemoteModule(module)) {
    throw new RemoteUnavailableError(`Remote ${name}/${expose} is unavailable`, {
      cause: isFailedRemoteModule(module) ? module.loadError : undefined,
    });
  }
  return module;
}
