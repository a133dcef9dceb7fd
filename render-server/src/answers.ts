// The kinds of answer the request handler writes (a body, plain text, JSON, a redirect, the "unavailable"
// notice), each with the shell origin's security headers; a body goes through send.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendAnswer, type ContentCoding } from './send';

/** The answer writers over these security headers and this "unavailable" notice. */
export function createAnswers(security: Record<string, string>, unavailablePage: Buffer) {
  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: Buffer,
    headers: Record<string, string>,
    encoded?: Partial<Record<ContentCoding, Buffer>>,
    etag?: string,
  ) {
    sendAnswer(req, res, {
      status,
      body,
      headers: { ...security, ...headers },
      ...(encoded ? { encoded } : {}),
      ...(etag ? { etag } : {}),
    });
  }
  const text = (req: IncomingMessage, res: ServerResponse, status: number, body: string, extra = {}) =>
    send(req, res, status, Buffer.from(body), {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...extra,
    });
  const json = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra = {}) =>
    send(req, res, status, Buffer.from(JSON.stringify(body)), {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    });
  const redirect = (res: ServerResponse, status: number, location: string, headers: Record<string, string>) => {
    res.writeHead(status, { ...security, Location: location, ...headers });
    res.end();
  };

  /** A render that failed: the notice, 503 with Retry-After, kept by no cache. */
  function sendUnavailable(req: IncomingMessage, res: ServerResponse) {
    send(req, res, 503, unavailablePage, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
    });
  }

  return { send, text, json, redirect, sendUnavailable };
}

export type Answers = ReturnType<typeof createAnswers>;
