// Federation runtime plugin: retries a remote's manifest (mf-manifest.json), its entry (remoteEntry.js) and
// its exposed modules a few times before the fallback takes over, so a slow or briefly restarting remote
// does not fail a visitor's page. The retrying is @module-federation/retry-plugin's; this sets its numbers.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

const retryTimes = 2;
// The entry's pause; the plugin waits 1 s between manifest attempts whatever it is given (0.17.1).
const retryDelayMs = 300;

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    // A manifest is served no-cache; ask the browser not to answer a retry from its cache either.
    fetch: { retryTimes, options: { cache: 'no-cache' } },
    script: { retryTimes, retryDelay: retryDelayMs },
  }) as ModuleFederationRuntimePlugin;
}
