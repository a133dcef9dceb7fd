// local-cloud's cloud port (8080 by default, the official emulator's): a Firestore endpoint that denies every
// client, and the Remote Config template. node:http only.
//
// No browser writes to a store any more: a form posts to its page, the render server stores the submission
// through the store it lends the form's action (../submissions/local-submissions.ts here, firebase-admin in
// production), and firestore.rules deny every client read and write. This endpoint answers a Firestore client
// what those rules answer, so code still calling the SDK fails here as it would in production:
//
//   a request with an Origin header, or Sec-Fetch-Site cross-site/same-site     403 PERMISSION_DENIED, no CORS
//     (a browser's fetch; the template's GET excepted, below)
//   OPTIONS *                                                                   403 PERMISSION_DENIED: no preflight
//   POST /v1/projects/{p}/databases/{d}/documents:{method}                      body checked, then 403 PERMISSION_DENIED
//   GET, HEAD, POST, PATCH, DELETE /v1/projects/{p}/databases/{d}/documents/…   403 PERMISSION_DENIED
//   malformed: a bad percent-encoding in the path, an unknown :method or HTTP method, a body that is no JSON
//     object or over 1 MiB                                                      400 INVALID_ARGUMENT
//   GET  /remote-config/template     remoteconfig.template.json, no-cache; readable from any origin (the remotes'
//                                    standalone pages fetch it: Access-Control-Allow-Origin *, no preflight)
//   anything else                                                               404 JSON
//
// The server also opens the SQLite store under dataDir (`store`), which the render server's submissions use.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGuardedServer, type ConnectionLimits } from '@stallions/render-server';
import { SubmissionStore } from './store';

export interface FirestoreServerOptions {
  /** 0 picks a free port; see the returned url. */
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Where the SQLite file lives (created when missing). */
  dataDir: string;
  /** The Remote Config template served at GET /remote-config/template; without it that path is a 404. */
  templatePath?: string;
  /** Receives one line per request that failed inside local-cloud. Default: silent. */
  log?: (line: string) => void;
  /** Deadlines and the per-client cap (render-server's connection-guard: the site's numbers by default). */
  connections?: Partial<ConnectionLimits>;
}

export interface FirestoreServer {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  close(): Promise<void>;
  /** The SQLite store under dataDir, for the render server's submissions (closed with the server). */
  store: SubmissionStore;
}

/** The google.rpc.Code names this endpoint answers with, and the HTTP status Firestore's REST API uses. */
const httpStatusOf = {
  INVALID_ARGUMENT: 400,
  PERMISSION_DENIED: 403,
  INTERNAL: 500,
} as const;
type FirestoreStatus = keyof typeof httpStatusOf;

/** Firestore's REST API refuses bodies over 10 MiB; nothing legitimate comes here at all. */
const maxBodyBytes = 1024 * 1024;

/** The custom methods of Firestore's v1 REST API on `…/documents:{method}`. */
const firestoreMethods = new Set([
  'batchGet',
  'batchWrite',
  'beginTransaction',
  'commit',
  'listCollectionIds',
  'listen',
  'partitionQuery',
  'rollback',
  'runAggregationQuery',
  'runQuery',
  'write',
]);

/** The HTTP methods of the REST API on a document or collection path (get, list, create, patch, delete). */
const documentPathMethods = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']);

const documentsPath = /^\/v1\/projects\/([^/]*)\/databases\/([^/]*)\/documents(?::([^/]*)|(\/.*))?$/;

const permissionDenied = 'Missing or insufficient permissions.';

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
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

const sendJson = (request: IncomingMessage, response: ServerResponse, status: number, value: unknown) =>
  send(request, response, status, JSON.stringify(value));

/** The error body of Firestore's REST API; the SDK maps the HTTP status to its error code. */
function sendError(request: IncomingMessage, response: ServerResponse, status: FirestoreStatus, message: string) {
  const code = httpStatusOf[status];
  // A request whose body is not read: discard it rather than leave it on the connection.
  request.resume();
  sendJson(request, response, code, { error: { code, message: `${status}: ${message}`, status } });
}

/** A browser's request from a page of another origin (or site): it carries Origin, or says so in Sec-Fetch-Site. */
function fromBrowserPage(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site'];
  return request.headers.origin !== undefined || site === 'cross-site' || site === 'same-site';
}

class BadRequest extends Error {}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > maxBodyBytes) throw new BadRequest('Request payload size exceeds the limit');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body as a JSON object (what every Firestore REST call sends); an empty body is an empty object. */
async function readJsonObject(request: IncomingMessage): Promise<void> {
  const text = await readBody(request);
  if (text.trim() === '') return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequest('Invalid JSON payload');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequest('The request body must be a JSON object');
  }
}

/** Decodes a path segment; a malformed percent-encoding is a bad request. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new BadRequest('Invalid percent-encoding in the request path');
  }
}

export async function startFirestoreServer(options: FirestoreServerOptions): Promise<FirestoreServer> {
  const { port, host = '127.0.0.1', dataDir, templatePath, log = () => undefined } = options;
  const store = await SubmissionStore.open(dataDir);

  /** Checks the request as Firestore would, then denies it as the rules do. */
  async function handleDocuments(
    request: IncomingMessage,
    response: ServerResponse,
    [, project, database, method, documentPath]: RegExpExecArray,
  ) {
    decodeSegment(project!);
    decodeSegment(database!);
    if (method !== undefined) {
      if (!firestoreMethods.has(method)) throw new BadRequest(`Unknown method documents:${method.slice(0, 50)}`);
      if (request.method !== 'POST') throw new BadRequest(`documents:${method} takes POST`);
      await readJsonObject(request);
    } else {
      (documentPath ?? '').split('/').forEach(decodeSegment);
      if (!documentPathMethods.has(request.method ?? '')) {
        throw new BadRequest(`${String(request.method).slice(0, 20)} is no method of the documents API`);
      }
      if (request.method === 'POST' || request.method === 'PATCH') await readJsonObject(request);
    }
    // Every read and every write: firestore.rules deny them all.
    sendError(request, response, 'PERMISSION_DENIED', permissionDenied);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let path: string;
    try {
      path = new URL(request.url ?? '/', 'http://local-cloud').pathname;
    } catch {
      return sendError(request, response, 'INVALID_ARGUMENT', 'Invalid request target');
    }
    const isRead = request.method === 'GET' || request.method === 'HEAD';

    if (path === '/remote-config/template' && templatePath && isRead) {
      // Public and read-only: the remotes' standalone pages fetch it from their origins (a simple GET, no preflight).
      let template: string;
      try {
        template = await readFile(templatePath, 'utf8');
      } catch {
        return sendJson(request, response, 404, { error: 'no remote config template' });
      }
      return send(request, response, 200, template, {
        'Cache-Control': 'no-cache',
        'Access-Control-Allow-Origin': '*',
      });
    }
    // Nothing else answers a page of another origin, nor any preflight: no CORS, no Private Network Access.
    if (request.method === 'OPTIONS' || fromBrowserPage(request)) {
      return sendError(request, response, 'PERMISSION_DENIED', permissionDenied);
    }

    const documents = documentsPath.exec(path);
    if (documents) {
      try {
        return await handleDocuments(request, response, documents);
      } catch (error) {
        if (!(error instanceof BadRequest)) throw error;
        return sendError(request, response, 'INVALID_ARGUMENT', error.message);
      }
    }
    if (path === '/remote-config/template' && templatePath) {
      return sendJson(request, response, 405, { error: 'method not allowed' });
    }
    if (path === '/' && isRead) {
      return sendJson(request, response, 200, {
        service: 'local-cloud',
        firestore: 'denies every client',
        template: !!templatePath,
      });
    }
    request.resume();
    return sendJson(request, response, 404, { error: 'not found', path: path.slice(0, 200) });
  }

  const server = createGuardedServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendError(request, response, 'INTERNAL', 'local-cloud failed to handle the request');
    });
  }, options.connections);

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
