// The POST body reader over real sockets: the whole body, or 413 past the limit (declared or counted), or 408 when
// it does not arrive within the reader's own deadline (here 150 ms; the server's own deadlines are set far away,
// so the 408 is the reader's).
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { readBody } from './request-body';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer({ headersTimeout: 60_000, requestTimeout: 120_000 }, async (req, res) => {
    const read = await readBody(req, 64, 150);
    if (read.ok) res.writeHead(200).end(`got ${read.body.toString('utf8')}`);
    else res.writeHead(read.status, { Connection: 'close' }).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((done) => server.close(done)));

/** Sends the head and the first part of a body, then `more` every 40 ms; resolves with the answer's first line. */
function send(head: string, body: string, more = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const trickle = more ? setInterval(() => socket.writable && socket.write(more), 40) : undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.includes('\r\n')) {
        clearInterval(trickle);
        socket.destroy();
        resolve(received.split('\r\n')[0]!);
      }
    });
    socket.on('error', reject);
    socket.write(`${head}\r\n\r\n${body}`);
  });
}

const post = (length: number | 'chunked') =>
  `POST / HTTP/1.1\r\nHost: localhost\r\n${length === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`}`;

it('reads a body that arrives', async () => {
  expect(await send(post(5), 'hello')).toBe('HTTP/1.1 200 OK');
});

it('refuses a declared length past the limit at once (413)', async () => {
  expect(await send(post(1_000), 'a')).toMatch(/^HTTP\/1\.1 413 /);
});

it('refuses a body past the limit as it is counted (413), with no length declared', async () => {
  const chunk = 'a'.repeat(100);
  expect(await send(post('chunked'), `${chunk.length.toString(16)}\r\n${chunk}\r\n`)).toMatch(/^HTTP\/1\.1 413 /);
});

it('answers 408 to a body trickled past the reader’s deadline', async () => {
  expect(await send(post(60), 'a=1', 'x')).toMatch(/^HTTP\/1\.1 408 /);
});
