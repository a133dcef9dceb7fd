// Federation runtime plugin: when a remote cannot be loaded (manifest, entry or module), answer with a
// marker module instead of throwing, so the section shows its fallback and the rest of the site runs on.
// It imports nothing from React: runtime plugins load before shared modules are negotiated.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface FailedRemoteModule {
  default: null;
  loadError: unknown;
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && 'loadError' in value;
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'stallions-fallback-plugin',
    async errorLoadRemote({ id, error }) {
      console.error(`Remote module ${id} could not be loaded:`, error);
      const fallback: FailedRemoteModule = { default: null, loadError: error };
      return fallback;
    },
  };
}
