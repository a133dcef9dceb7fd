// The site's servers against slow and greedy clients, with real sockets on port 0 and deadlines shortened to a
// fraction of a second (the numbers are the module's; what is tested is that each deadline is enforced at all).
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { readBody } from './request-body';
import {
  connectionLimits,
  connectionLimitsFromEnv,
  createGuardedServer,
  type ConnectionLimits,
} from './connection-guard';

const short: Partial<ConnectionLimits> = { headersTimeoutMs: 150, bodyTimeoutMs: 150, keepAliveTimeoutMs: 150 };
const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A server answering "ok" after reading the whole body, listening on a free port. */
async function listen(limits: Partial<ConnectionLimits>): Promise<number> {
  const server = createGuardedServer(async (req, res) => {
    const read = await readBody(req, 32 * 1024);
    res.writeHead(read.ok ? 200 : read.status, { 'Content-Type': 'text/plain' }).end('ok');
  }, limits);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

/** A raw connection, with what it received and a promise of its closing. */
async function open(port: number) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  await new Promise<void>((done, fail) => {
    socket.once('connect', done);
    socket.once('error', fail);
  });
  return { socket, closed, received: () => received };
}

type Connection = Awaited<ReturnType<typeof open>>;
/** Whether the connection is answered "ok" (true) or closed first (false). */
const answered = (connection: Connection) =>
  new Promise<boolean>((done) => {
    const look = setInterval(() => {
      if (!connection.received().includes('ok')) return;
      clearInterval(look);
      done(true);
    }, 5);
    void connection.closed.then(() => {
      clearInterval(look);
      done(connection.received().includes('ok'));
    });
  });

it('cuts off a client that never finishes its headers (408, closed)', async () => {
  const port = await listen(short);
  const slow = await open(port);
  slow.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
  await slow.closed;
  expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
});

it('cuts off a client that trickles its body, while a client that sends it is answered', async () => {
  const port = await listen(short);
  const slow = await open(port);
  slow.socket.write(
    'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n0123456789',
  );
  const trickle = setInterval(() => slow.socket.writable && slow.socket.write('x'), 40);
  await slow.closed;
  clearInterval(trickle);
  expect(slow.received()).not.toContain('ok');

  const prompt = await open(port);
  prompt.socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello');
  expect(await answered(prompt)).toBe(true);
  expect(prompt.received()).toMatch(/^HTTP\/1\.1 200 /);
});

it('closes an idle keep-alive connection after its answer', async () => {
  const port = await listen(short);
  const idle = await open(port);
  idle.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
  expect(await answered(idle)).toBe(true);
  expect(idle.received().toLowerCase()).toContain('keep-alive');
  await idle.closed;
});

it('closes a connection beyond the cap of one client address; the others keep working, and a closed one frees a place', async () => {
  const port = await listen({
    ...short,
    keepAliveTimeoutMs: 60_000,
    headersTimeoutMs: 60_000,
    maxConnectionsPerClient: 2,
  });
  const first = await open(port);
  const second = await open(port);
  const third = await open(port);
  await third.closed;
  expect(third.received()).toBe('');
  for (const kept of [first, second]) {
    kept.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await answered(kept)).toBe(true);
  }
  first.socket.destroy();
  await first.closed;
  // The server sees the close a moment later; from then on a new connection gets a place.
  let placed = false;
  for (let tries = 0; tries < 50 && !placed; tries++) {
    const next = await open(port);
    next.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    placed = await answered(next);
  }
  expect(placed).toBe(true);
});

it('has the site’s numbers, and MAX_CONNECTIONS_PER_CLIENT moves only the cap', () => {
  expect(connectionLimits).toEqual({
    headersTimeoutMs: 10_000,
    bodyTimeoutMs: 10_000,
    keepAliveTimeoutMs: 5_000,
    maxConnectionsPerClient: 64,
  });
  expect(connectionLimitsFromEnv({ MAX_CONNECTIONS_PER_CLIENT: '0' }).maxConnectionsPerClient).toBe(0);
  expect(connectionLimitsFromEnv({ MAX_CONNECTIONS_PER_CLIENT: '200' })).toEqual({
    ...connectionLimits,
    maxConnectionsPerClient: 200,
  });
  for (const wrong of ['', 'many', '-1', '1.5'])
    expect(connectionLimitsFromEnv({ MAX_CONNECTIONS_PER_CLIENT: wrong })).toEqual(connectionLimits);
});

it('gives a real server the deadlines (Node’s defaults are 60 s and 300 s)', () => {
  const server = createGuardedServer(() => undefined);
  expect(server.headersTimeout).toBe(10_000);
  expect(server.requestTimeout).toBe(20_000);
  expect(server.keepAliveTimeout).toBe(5_000);
});
