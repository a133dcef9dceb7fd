// The shell's only link to its remotes: their manifest URLs come from /config.json at runtime, never from
// the build, so a remote moves or redeploys without the shell being rebuilt.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@stallions/shared-config';
import { isFailedRemoteModule } from './fallback-plugin';

let manifests: RuntimeConfig['remotes'] | undefined;

export function registerSectionRemotes(remotes: RuntimeConfig['remotes']): void {
  manifests = remotes;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a remote that failed, so the next load fetches its manifest and entry afresh. */
export function resetRemote(name: RemoteName): void {
  const entry = manifests?.[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Loads `<remote>/<expose>`; rejects when the remote is unavailable (after the retry plugin gave up). */
export async function loadRemoteModule<T>(name: RemoteName, expose: string): Promise<T> {
  const module = await loadRemote<T>(`${name}/${expose}`);
  if (!module || isFailedRemoteModule(module)) {
    throw new Error(`Remote ${name}/${expose} is unavailable`, {
      cause: isFailedRemoteModule(module) ? module.loadError : undefined,
    });
  }
  return module;
}
