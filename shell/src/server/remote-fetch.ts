// The federation node runtime fetches a remote's server entry and chunks with the global fetch: no time limit,
// and no status check (a 500's error page would be evaluated as code). On the render server every fetch of a
// remote's files gets both, so a hanging chunk fails its render within the limit (the section's fallback) and
// an error answer fails it at once; the render server then resets that remote (renderer.tsx).

/** A remote's file that has not arrived by then fails the render that needs it. */
const remoteFetchTimeoutMs = 5_000;

export class RemoteFetchError extends Error {
  override name = 'RemoteFetchError';
}

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** `base`, with a time limit and a status check on what it fetches from the remotes' origins. */
export function guardRemoteFetch(
  remoteOrigins: readonly string[],
  base: typeof fetch,
  timeoutMs = remoteFetchTimeoutMs,
): typeof fetch {
  const origins = new Set(remoteOrigins);
  return async (input, init) => {
    const url = urlOf(input);
    if (!origins.has(new URL(url).origin)) return base(input, init);
    const limit = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit;
    const response = await base(input, { ...init, signal });
    if (!response.ok) throw new RemoteFetchError(`${url} answered HTTP ${response.status}`);
    return response;
  };
}

let unguarded: typeof fetch | undefined;

/** Installs the guard on this process's fetch (the one the node runtime calls); returns the unguarded one. */
export function installRemoteFetchGuard(remoteOrigins: readonly string[]): typeof fetch {
  unguarded ??= globalThis.fetch;
  globalThis.fetch = guardRemoteFetch(remoteOrigins, unguarded);
  return unguarded;
}
