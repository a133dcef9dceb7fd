// local-cloud's cloud port (8080 by default): the Remote Config template, and nothing else. node:http only.
//
// No browser or SDK talks to a database: a form posts to its page and the render server stores the submission
// through the store it lends the form's action (@stallions/submissions' SQLite adapter here, firebase-admin in
// production). So there is no Firestore endpoint here; a request for one finds a 404.
//
//   GET, HEAD /remote-config/template   remoteconfig.template.json, re-read per request, no-cache; readable from
//                                       any origin (the remotes' standalone pages fetch it: Access-Control-Allow-
//                                       Origin *, a simple GET, no preflight)
//   any other method on it              405
//   GET /                               what this is, as JSON
//   anything else                       404 JSON, without any Access-Control-* header
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGuardedServer, type ConnectionLimits } from '@stallions/render-server';

export interface TemplateServerOptions {
  /** 0 picks a free port; see the returned url. */
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** The Remote Config template served at GET /remote-config/template; without it that path is a 404. */
  templatePath?: string;
  /** Receives one line per request that failed inside local-cloud. Default: silent. */
  log?: (line: string) => void;
  /** Deadlines and the per-client cap (render-server's connection-guard: the site's numbers by default). */
  connections?: Partial<ConnectionLimits>;
}

export interface TemplateServer {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  close(): Promise<void>;
}

const templateAddress = '/remote-config/template';

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
) {
  // A body this server does not read: discarded rather than left on the connection.
  request.resume();
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

export async function startTemplateServer(options: TemplateServerOptions): Promise<TemplateServer> {
  const { port, host = '127.0.0.1', templatePath, log = () => undefined } = options;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let path: string;
    try {
      path = new URL(request.url ?? '/', 'http://local-cloud').pathname;
    } catch {
      return sendJson(request, response, 400, { error: 'invalid request target' });
    }
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (path === templateAddress && templatePath) {
      if (!isRead) return sendJson(request, response, 405, { error: 'method not allowed' });
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
    if (path === '/' && isRead) {
      return sendJson(request, response, 200, { service: 'local-cloud', template: !!templatePath });
    }
    return sendJson(request, response, 404, { error: 'not found', path: path.slice(0, 200) });
  }

  const server = createGuardedServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`internal error: ${error instanceof Error ? error.message : String(error)}`);
      if (response.headersSent) response.destroy();
      else sendJson(request, response, 500, { error: 'local-cloud failed to handle the request' });
    });
  }, options.connections);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const address = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${address.port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    return closing;
  };
  return { url, close };
}
