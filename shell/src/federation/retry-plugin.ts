// Federation runtime plugin: retries a remote's manifest and entry a few times with a growing pause before
// the fallback takes over, so a slow or briefly restarting remote does not fail a visitor's page.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const retryTimes = 2;
const retryDelayMs = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'stallions-retry-plugin',
    // Manifest (mf-manifest.json) requests go through here.
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retryTimes; attempt++) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.ok) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < retryTimes) await sleep(retryDelayMs * (attempt + 1));
      }
      throw lastError;
    },
  };
}
