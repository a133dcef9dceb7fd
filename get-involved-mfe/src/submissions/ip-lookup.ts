// The visitor's public IP address, attached to each submission (../shared/spec/website-spec.md, "The calls it makes").
// The lookup is best effort: no URL configured → no request; any failure or a slow answer (3 s) → logged,
// and the address stays ''.
import { getRuntimeConfig } from '@stallions/shared-config';
import { normalizeIpAddress } from '@stallions/shared-config/submissions';

/** How long the IP lookup may take before the submission goes on without it. */
export const ipLookupTimeoutMs = 3000;

export interface IpLookupOptions {
  /** GET → JSON `{ ip }`. Defaults to the runtime config's `ipLookupUrl`; null means no lookup. */
  url?: string | null;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

function configuredUrl(): string | null {
  try {
    return getRuntimeConfig().ipLookupUrl;
  } catch (error) {
    // No runtime config (should not happen once the app has booted): carry on without an address.
    console.error('IP lookup failed:', error);
    return null;
  }
}

export async function lookupIpAddress({
  url = configuredUrl(),
  timeoutMs = ipLookupTimeoutMs,
  fetchImpl = globalThis.fetch,
}: IpLookupOptions = {}): Promise<string> {
  if (!url) return '';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('IP lookup timed out', 'TimeoutError')), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const ip = typeof body === 'object' && body !== null ? (body as { ip?: unknown }).ip : undefined;
    const address = normalizeIpAddress(ip);
    if (!address) throw new Error('The answer holds no IP address');
    return address;
  } catch (error) {
    console.error('IP lookup failed:', error);
    return '';
  } finally {
    clearTimeout(timer);
  }
}
