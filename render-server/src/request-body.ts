// A request body read whole up to a limit, for the render server's two POSTs (a form's, a field beacon's): the
// declared length refused before anything is read, the bytes counted as they come, and the whole body due within
// a deadline of the reader's own (connection-guard's bodyTimeoutMs, 10 s): a client that trickles it gets a 408.
// The server's requestTimeout stands behind it (the headers' 10 s and the body's together).
import type { IncomingMessage } from 'node:http';
import { connectionLimits } from './connection-guard';

export type BodyRead = { ok: true; body: Buffer } | { ok: false; status: 400 | 408 | 413 };

export function readBody(
  req: IncomingMessage,
  maxBytes: number,
  deadlineMs: number = connectionLimits.bodyTimeoutMs,
): Promise<BodyRead> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    req.resume(); // not read: the connection closes after the answer
    return Promise.resolve({ ok: false, status: 413 });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      // What is left is not read: the answer closes the connection.
      if (!result.ok) req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += buffer.length;
      if (size > maxBytes) settle({ ok: false, status: 413 });
      else chunks.push(buffer);
    };
    const onEnd = () => settle({ ok: true, body: Buffer.concat(chunks) });
    const onError = () => settle({ ok: false, status: 400 });
    // Closed before its end: the client went away mid-body.
    const onClose = () => settle({ ok: false, status: 400 });
    const deadline = setTimeout(() => settle({ ok: false, status: 408 }), deadlineMs);
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
