// Slow clients cannot hold the door (issue 46). Node's HTTP server waits 60 s for a request's headers and 300 s
// for the whole request by default: a client that trickles its headers or its body holds a socket (and a file
// descriptor) for minutes, and a few hundred such clients hold them all. Every HTTP server the site runs (the
// render server on Cloud Run, local-cloud's shell, remotes and cloud port) is made here, with the one set of
// numbers below:
//   - the headers within 10 s of the connection's request starting (`headersTimeout`: 408, then closed);
//   - the body (at most 32 KB, a form's) within 10 s of the headers (`requestTimeout`, counted by Node from the
//     request's start: headers + body, so 20 s);
//   - an idle keep-alive connection closed after 5 s (`keepAliveTimeout`);
//   - at most 64 connections at a time from one client address (by the socket's peer); beyond that a new
//     connection is destroyed as it arrives. A browser opens at most 6 per origin; `npm run load`'s 50 fit.
// Node checks the first two every `connectionsCheckingInterval` (30 s by default, far later than the deadline):
// here a quarter of the shorter deadline, at most 1 s.
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** From a request's first byte to the end of its headers. */
  headersTimeoutMs: number;
  /** From the end of the headers to the end of the body. */
  bodyTimeoutMs: number;
  /** An idle keep-alive connection's life after its last answer. */
  keepAliveTimeoutMs: number;
  /** Connections open at a time from one client address; 0: no cap (the peer is a proxy for everyone). */
  maxConnectionsPerClient: number;
}

export const connectionLimits: Readonly<ConnectionLimits> = Object.freeze({
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerClient: 64,
});

/**
 * The limits with a deployment's changes: `MAX_CONNECTIONS_PER_CLIENT` (a whole number, 0 for no cap) moves the
 * cap; the deadlines are the site's and move only with this module.
 */
export function connectionLimitsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  base: ConnectionLimits = connectionLimits,
): ConnectionLimits {
  const cap = env.MAX_CONNECTIONS_PER_CLIENT;
  const parsed = cap === undefined || cap.trim() === '' ? NaN : Number(cap);
  return Number.isInteger(parsed) && parsed >= 0 ? { ...base, maxConnectionsPerClient: parsed } : { ...base };
}

/** The socket's peer, an IPv4 address in IPv6 form written as IPv4 (one client, one key). */
const peerOf = (socket: Socket) => {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
};

/**
 * Counts each client address's open connections and destroys a new one past `max`. Returns the count of an
 * address (for tests and logs).
 */
function capConnectionsPerClient(server: Server, max: number): (address: string) => number {
  const open = new Map<string, number>();
  if (max > 0)
    server.on('connection', (socket: Socket) => {
      const peer = peerOf(socket);
      const count = open.get(peer) ?? 0;
      if (count >= max) {
        socket.destroy();
        return;
      }
      open.set(peer, count + 1);
      socket.once('close', () => {
        const left = (open.get(peer) ?? 1) - 1;
        if (left > 0) open.set(peer, left);
        else open.delete(peer);
      });
    });
  return (address) => open.get(address) ?? 0;
}

/** An HTTP server with the site's deadlines and per-client cap (`limits` changes them: tests, a deployment). */
export function createGuardedServer(
  handler: RequestListener<typeof IncomingMessage, typeof ServerResponse>,
  limits: Partial<ConnectionLimits> = {},
): Server {
  const { headersTimeoutMs, bodyTimeoutMs, keepAliveTimeoutMs, maxConnectionsPerClient } = {
    ...connectionLimits,
    ...limits,
  };
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: headersTimeoutMs + bodyTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1_000, Math.floor(Math.min(headersTimeoutMs, bodyTimeoutMs) / 4)),
      ),
    },
    handler,
  );
  capConnectionsPerClient(server, maxConnectionsPerClient);
  return server;
}
