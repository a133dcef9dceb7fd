// A POST to a form page, read as the host reads it: the body (urlencoded, at most maxFormBodyBytes, one
// submission: of a name sent twice, the first), whether it came from a native submit or the island's fetch,
// and the client's address from the request, never from the body.
import type { IncomingMessage } from 'node:http';
import { maxFormBodyBytes, type FormPost } from '@stallions/shared-config/actions';
import { readBody } from './request-body';

export type ReadPost = { ok: true; post: Omit<FormPost, 'language'> } | { ok: false; status: 413 | 415 | 400 };

/** Reads and parses a form page's POST body; refuses other media types (415) and bodies past the limit (413). */
export async function readFormPost(req: IncomingMessage, maxBytes = maxFormBodyBytes): Promise<ReadPost> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    req.resume(); // not read: the connection closes after the answer
    return { ok: false, status: 415 };
  }
  const read = await readBody(req, maxBytes);
  if (!read.ok) return read;
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(read.body.toString('utf8')))
    if (!(name in fields)) fields[name] = value;
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
