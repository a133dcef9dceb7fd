// A file polled for changes, the one way the servers do it (a remote's server entry, the Remote Config template):
// each GET after the first is conditional (the last answer's ETag or Last-Modified), so an unchanged file
// answers 304 with no body. Node only; not shared: bundled by whoever uses it.

/** A check that has no answer by then fails. */
const timeoutMs = 5_000;

/** The server answered, but not with the file (a 404: it is not there). */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`HTTP ${status} from ${url}`);
  }
}

export interface ConditionalGet {
  /** The file, or 'unchanged' when the server says it has not changed since the last answer. Throws on a failure. */
  get(): Promise<Response | 'unchanged'>;
  /** Drops the validators: the next get() asks for the whole file (after a failure, or a body that could not be used). */
  forget(): void;
}

export function conditionalGet(url: string, fetchImpl: typeof fetch = fetch): ConditionalGet {
  let validators: Record<string, string> = {};
  return {
    async get() {
      const response = await fetchImpl(url, {
        cache: 'no-store',
        headers: validators,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && Object.keys(validators).length > 0) return 'unchanged';
      if (!response.ok) throw new HttpStatusError(response.status, url);
      const etag = response.headers.get('etag');
      const modified = response.headers.get('last-modified');
      validators = {
        ...(etag ? { 'If-None-Match': etag } : {}),
        ...(modified ? { 'If-Modified-Since': modified } : {}),
      };
      return response;
    },
    forget() {
      validators = {};
    },
  };
}
