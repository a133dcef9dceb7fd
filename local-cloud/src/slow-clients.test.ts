// local-cloud's servers (the shell's and each remote's static server, the cloud port) are made with the render
// server's connection guard: a client that never finishes its headers is cut off (short deadlines injected
// here), one past the per-client cap is closed, and by default each has the site's numbers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTemplateServer, type TemplateServer } from './remote-config/template-server';
import { startSite } from './static/site-server';

const short = { headersTimeoutMs: 150, bodyTimeoutMs: 150, keepAliveTimeoutMs: 150, maxConnectionsPerClient: 2 };
let folder: string;
const sites: Server[] = [];
let cloud: TemplateServer | undefined;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'slow-clients-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>x</title>');
});
afterEach(async () => {
  await Promise.all(sites.splice(0).map((server) => new Promise((done) => server.close(done))));
  await cloud?.close();
  cloud = undefined;
  rmSync(folder, { recursive: true, force: true });
});

/** Sends part of a request's headers and resolves with what came back once the server closed the socket. */
function halfHeaders(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write('GET /index.html HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
  });
}

/** Opens connections and resolves with how many the server closed without a word. */
async function closedOf(port: number, count: number): Promise<number> {
  const connections = Array.from({ length: count }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined); // a connection reset by the server closes too
    // Closed before any answer: true; answered (this connection was kept): false.
    const fate = new Promise<boolean>((done) => {
      socket.once('close', () => done(true));
      socket.once('data', () => done(false));
    });
    socket.once('connect', () => socket.write('GET /index.html HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    return { socket, fate };
  });
  const closed = await Promise.all(connections.map(({ fate }) => fate));
  for (const { socket } of connections) socket.destroy();
  return closed.filter(Boolean).length;
}

it('a remote’s static server cuts off a slow header sender and closes a connection past the cap', async () => {
  const site = await startSite({ root: folder, port: 0, kind: 'remote', connections: short });
  sites.push(site);
  const { port } = site.address() as AddressInfo;
  expect(await halfHeaders(port)).toMatch(/^HTTP\/1\.1 408 /);
  expect(await closedOf(port, 3)).toBe(1);
});

it('the cloud port cuts off a slow header sender', async () => {
  cloud = await startTemplateServer({ port: 0, connections: short });
  expect(await halfHeaders(Number(new URL(cloud.url).port))).toMatch(/^HTTP\/1\.1 408 /);
});

it('by default a site server has the site’s deadlines, not Node’s (60 s, 300 s)', async () => {
  const site = await startSite({ root: folder, port: 0, kind: 'shell' });
  sites.push(site);
  expect([site.headersTimeout, site.requestTimeout, site.keepAliveTimeout]).toEqual([10_000, 20_000, 5_000]);
});
