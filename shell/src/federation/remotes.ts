// The shell's only link to its remotes: their manifest URLs come from /config.json at runtime, never from
// the build, so a remote moves or redeploys without the shell being rebuilt.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@stallions/shared-config';
import { isFailedRemoteModule } from './fallback-plugin';

let manifests: RuntimeConfig['remotes'] | undefined;

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
  manifests = remotes;
  registerRemotes(Object.entries(remotes).map(([name, manifest]) => remoteEntry(name, manifest)));
}

type RoutesModule = { default: ComponentType };
const preloaded = new Map<RemoteName, Promise<RoutesModule>>();

/**
 * Starts loading a section's routes at boot, while React builds the page around it, instead of when the
 * section first renders. RemoteSection takes the result (success or failure) once; later loads go direct.
 */
export function preloadSectionRoutes(name: RemoteName): void {
  const routes = loadRemoteModule<RoutesModule>(name, 'routes');
  routes.catch(() => undefined); // Reported by RemoteSection when it takes this promise.
  preloaded.set(name, routes);
}

/** The section's routes: the boot-time preload if there is one left, else a fresh load. */
export function loadSectionRoutes(name: RemoteName): Promise<RoutesModule> {
  const routes = preloaded.get(name);
  preloaded.delete(name);
  return routes ?? loadRemoteModule<RoutesModule>(name, 'routes');
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
