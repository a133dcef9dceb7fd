// A POST to a form page, read as the host reads it: the body (urlencoded, at most maxFormBodyBytes, one
// submission: of a name sent twice, the first; a malformed percent-escape anywhere is a 400, as in a path), whether it came from a native submit or the island's fetch,
// and the client's address from the request, never from the body.
import type { IncomingMessage } from 'node:http';
import { maxFormBodyBytes, type FormPost } from '@stallions/shared-config/actions';
import { readBody } from './request-body';

/** The post as its body and headers say; its language and its token's verdict are the handler's (request-handler.ts). */
export type ReadPost =
  { ok: true; post: Omit<FormPost, 'language' | 'formToken'> } | { ok: false; status: 400 | 408 | 413 | 415 };

/** Reads and parses a form page's POST body; refuses other media types (415) and bodies past the limit (413). */
export async function readFormPost(req: IncomingMessage, maxBytes = maxFormBodyBytes): Promise<ReadPost> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    req.resume(); // not read: the connection closes after the answer
    return { ok: false, status: 415 };
  }
  const read = await readBody(req, maxBytes);
  if (!read.ok) return read;
  const fields = parseFormBody(read.body.toString('utf8'));
  if (!fields) return { ok: false, status: 400 };
  const accept = req.headers.accept ?? '';
  const token = req.headers['x-firebase-appcheck'];
  return {
    ok: true,
    post: {
      fields,
      via: accept.includes('application/json') ? 'fetch' : 'document',
      ...(typeof token === 'string' && token !== '' ? { appCheckToken: token } : {}),
    },
  };
}

/**
 * An `application/x-www-form-urlencoded` body as URLSearchParams reads it (pairs split on `&`, the name at the
 * first `=`, `+` a space; of a name sent twice, the first), except that a malformed percent-escape (`%ZZ`, a `%`
 * at the end, an escape that is not UTF-8 such as `%FF`) makes the whole body unreadable: undefined (a 400).
 * URLSearchParams would keep `Sec%ZZ` as typed and `%FF` as U+FFFD, so a value nobody typed could be stored.
 */
export function parseFormBody(body: string): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const [rawName, rawValue] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    let name: string;
    let value: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
    // Defined, not assigned: a field named __proto__ is a field like any other.
    if (!Object.hasOwn(fields, name))
      Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return fields;
}

/**
 * The client's address. Behind Firebase Hosting the socket's peer is Google's front end; Fastly, in front of it,
 * sets `Fastly-Client-IP` from the connection it accepted and replaces any value a client sent, so that is the
 * one read. `X-Forwarded-For` is not: its first entry is whatever the client wrote there. Locally (no proxy) the
 * socket's address.
 */
export function clientAddressOf(req: IncomingMessage, behindHosting: boolean): string {
  if (behindHosting) {
    const fastly = req.headers['fastly-client-ip'];
    if (typeof fastly === 'string' && fastly.trim() !== '') return fastly.trim();
  }
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}
