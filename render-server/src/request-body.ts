// A request body read whole up to a limit, for the render server's two POSTs (a form's, a field beacon's): the
// declared length refused before anything is read, the bytes counted as they come.
import type { IncomingMessage } from 'node:http';

export type BodyRead = { ok: true; body: Buffer } | { ok: false; status: 400 | 413 };

export async function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    req.resume(); // not read: the connection closes after the answer
    return { ok: false, status: 413 };
  }
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
  return { ok: true, body: Buffer.concat(chunks) };
}
