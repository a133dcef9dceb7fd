// local-cloud's cloud port (8080 by default, the official emulator's): the Firestore endpoint that the real
// firebase/firestore/lite SDK talks to after connectFirestoreEmulator(db, '127.0.0.1', port), the IP echo
// and the Remote Config template. node:http only.
//
//   OPTIONS *                                                   CORS preflight, any origin
//   POST /v1/projects/{p}/databases/{d}/documents:commit        addDoc → validated → SQLite → messages → answer
//   POST /v1/projects/{p}/databases/{d}/documents:{other}       reads and queries: PERMISSION_DENIED
//   GET  /v1/projects/{p}/databases/{d}/documents/...           reads: PERMISSION_DENIED
//   GET  /ip                                                    { "ip": "<caller's address>" }
//   GET  /remote-config/template                                remoteconfig.template.json, no-cache
//   anything else                                               404 JSON
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { commit } from './commit';
import { FirestoreError, httpStatusOf, type FirestoreStatus } from './encoding';
import type { MessageConfig } from '@stallions/functions/messages';
import { localMessageConfig, queueStoredMessages } from './messages';
import { SubmissionStore } from './store';

export interface FirestoreServerOptions {
  /** 0 picks a free port; see the returned url. */
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Where the SQLite file lives (created when missing). */
  dataDir: string;
  /** Answer GET /ip (default true). */
  ipEcho?: boolean;
  /** The Remote Config template served at GET /remote-config/template; without it that path is a 404. */
  templatePath?: string;
  /** Receives one line per refused or failed request (field paths only, never values). Default: silent. */
  log?: (line: string) => void;
  /**
   * Where the messages of a stored submission go (functions/src/messages, into the outbox table); default
   * localMessageConfig(). Skipped messages and failures are reported through `log`.
   */
  messages?: MessageConfig;
}

export interface FirestoreServer {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  close(): Promise<void>;
  store: SubmissionStore;
}

/** Firestore's REST API refuses bodies over 10 MiB; a submission is a few KiB. */
const maxBodyBytes = 1024 * 1024;

const defaultAllowedHeaders = [
  'content-type',
  'authorization',
  'x-goog-api-client',
  'x-goog-request-params',
  'x-goog-authuser',
  'x-goog-iam-authorization-token',
  'x-firebase-gmpid',
  'x-firebase-appcheck',
  'x-firebase-client',
  'google-cloud-resource-prefix',
].join(', ');

const documentsPath = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents(?::([A-Za-z]+)|\/.*)?$/;

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return {
    // The SDK sends no credentials, so echoing the origin (or '*') is all a browser needs.
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Expose-Headers': 'Content-Type',
    Vary: 'Origin',
  };
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...corsHeaders(request),
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

const sendJson = (request: IncomingMessage, response: ServerResponse, status: number, value: unknown) =>
  send(request, response, status, JSON.stringify(value));

/** The error body of Firestore's REST API; the SDK maps the HTTP status to its error code. */
function sendError(request: IncomingMessage, response: ServerResponse, status: FirestoreStatus, message: string) {
  const code = httpStatusOf[status];
  sendJson(request, response, code, { error: { code, message: `${status}: ${message}`, status } });
}

function preflight(request: IncomingMessage, response: ServerResponse) {
  const requested = request.headers['access-control-request-headers'];
  const headers: Record<string, string> = {
    ...corsHeaders(request),
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, OPTIONS',
    'Access-Control-Allow-Headers': requested && requested.trim() !== '' ? requested : defaultAllowedHeaders,
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Private-Network',
    'Content-Length': '0',
  };
  // Chrome's Private Network Access: a public page calling 127.0.0.1 asks first.
  if (request.headers['access-control-request-private-network'] === 'true') {
    headers['Access-Control-Allow-Private-Network'] = 'true';
  }
  response.writeHead(204, headers);
  response.end();
}

class BodyTooLarge extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > maxBodyBytes) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The caller's address, without the IPv4-mapped IPv6 prefix. */
export function callerAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

export async function startFirestoreServer(options: FirestoreServerOptions): Promise<FirestoreServer> {
  const { port, host = '127.0.0.1', dataDir, ipEcho = true, templatePath, log = () => undefined } = options;
  const messages = options.messages ?? localMessageConfig();
  const messageLog = { info: log, warn: log, error: log };
  const store = await SubmissionStore.open(dataDir);

  async function handleDocuments(
    request: IncomingMessage,
    response: ServerResponse,
    [, project, database, method]: RegExpExecArray,
  ) {
    const projectId = decodeURIComponent(project!);
    const databaseId = decodeURIComponent(database!);
    if (method === undefined) {
      // A document or collection path: reads, updates and deletes are all denied by the rules.
      return sendError(request, response, 'PERMISSION_DENIED', 'Missing or insufficient permissions.');
    }
    if (request.method !== 'POST') {
      return sendError(request, response, 'NOT_FOUND', `${request.method} is not supported on :${method}`);
    }
    if (method !== 'commit') {
      // batchGet, runQuery, runAggregationQuery, ...: the rules allow no reads.
      await readBody(request).catch(() => '');
      return sendError(request, response, 'PERMISSION_DENIED', 'Missing or insufficient permissions.');
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch (error) {
      const message = error instanceof BodyTooLarge ? 'Request payload size exceeds the limit' : 'Invalid JSON payload';
      return sendError(request, response, 'INVALID_ARGUMENT', message);
    }
    try {
      const result = await commit(store, body, {
        projectId,
        databaseId,
        requestTime: new Date(),
        onStored: (stored) => queueStoredMessages(store, stored, messages, messageLog),
      });
      sendJson(request, response, 200, result);
    } catch (error) {
      if (!(error instanceof FirestoreError)) throw error;
      log(`commit refused: ${error.status}: ${error.message}`);
      sendError(request, response, error.status, error.message);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'OPTIONS') return preflight(request, response);
    const url = new URL(request.url ?? '/', 'http://local-cloud');
    const path = url.pathname;

    const documents = documentsPath.exec(path);
    if (documents) return handleDocuments(request, response, documents);

    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/ip' && ipEcho) {
      if (!isRead) return sendJson(request, response, 405, { error: 'method not allowed' });
      return sendJson(request, response, 200, { ip: callerAddress(request) });
    }
    if (path === '/remote-config/template' && templatePath) {
      if (!isRead) return sendJson(request, response, 405, { error: 'method not allowed' });
      let template: string;
      try {
        template = await readFile(templatePath, 'utf8');
      } catch {
        return sendJson(request, response, 404, { error: 'no remote config template' });
      }
      return send(request, response, 200, template, { 'Cache-Control': 'no-cache' });
    }
    if (path === '/' && isRead) {
      return sendJson(request, response, 200, {
        service: 'local-cloud',
        firestore: true,
        ipEcho,
        template: !!templatePath,
      });
    }
    return sendJson(request, response, 404, { error: 'not found', path });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendError(request, response, 'INTERNAL', 'local-cloud failed to handle the request');
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await store.close();
    throw error;
  }

  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    }).then(() => store.close());
    return closing;
  };

  return { url, close, store };
}
