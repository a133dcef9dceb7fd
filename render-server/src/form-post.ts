// A POST to a form page, read as the host reads it: the body (urlencoded, at most maxFormBodyBytes, one
// submission: of a name sent twice, the first), whether it came from a native submit or the island's fetch,
// and the client's address from the request, never from the body.
import type { IncomingMessage } from 'node:http';
import { maxFormBodyBytes, type FormPost } from '@stallions/shared-config/actions';

export type ReadPost = { ok: true; post: Omit<FormPost, 'language'> } | { ok: false; status: 413 | 415 | 400 };

/** Reads and parses a form page's POST body; refuses other media types (415) and bodies past the limit (413). */
export async function readFormPost(req: IncomingMessage, maxBytes = maxFormBodyBytes): Promise<ReadPost> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const declared = Number(req.headers['content-length'] ?? 0);
  if (type !== 'application/x-www-form-urlencoded') return drain(req, 415);
  if (declared > maxBytes) return drain(req, 413);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > maxBytes) return { ok: false, status: 413 };
      chunks.push(buffer);
    }
  } catch {
    return { ok: false, status: 400 };
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
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

/** Refuses without reading a body we will not use (the socket is closed after the answer). */
function drain(req: IncomingMessage, status: 413 | 415): ReadPost {
  req.resume();
  return { ok: false, status };
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
