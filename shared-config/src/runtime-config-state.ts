// The runtime config loaded at boot, and the three ways to it (loadRuntimeConfig in the browser, adoptRuntimeConfig on
// the server, getRuntimeConfig afterwards). `loaded` is in this module, not in the package's entry (which re-exports
// only the three functions by name), so that ./testing.ts can set it for tests without the entry exporting a
// test-only function.
import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config';

export const loaded: { config?: RuntimeConfig } = {};

/** Fetches and validates /config.json once; later calls return the same object. */
export async function loadRuntimeConfig(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (loaded.config) return loaded.config;
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  loaded.config = parseRuntimeConfig(await response.json());
  return loaded.config;
}

/** The config a server-rendered page carries (no request): validated as /config.json is, then kept. */
export function adoptRuntimeConfig(input: unknown): RuntimeConfig {
  loaded.config ??= parseRuntimeConfig(input);
  return loaded.config;
}

/** The config loaded at boot. Throws if called before loadRuntimeConfig resolved. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!loaded.config) throw new Error('Runtime config read before it was loaded');
  return loaded.config;
}
