import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { acceptsGzip, etagOf, sendAnswer } from './send';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['gzip;q=0.000, identity', false],
    ['*', true],
    ['*;q=0', false],
    ['gzip;q=0, *', false], // named: its own weight decides
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});

describe('sendAnswer', () => {
  const body = Buffer.from('x'.repeat(5_000));
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((req, res) =>
      sendAnswer(req, res, { status: 200, body, headers: { 'Content-Type': 'text/plain' }, etag: etagOf(body) }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gzips when asked, not with q=0, and a HEAD gets the headers alone', async () => {
    const get = (encoding: string, method = 'GET') =>
      fetch(origin, { method, headers: { 'Accept-Encoding': encoding } });
    const gzipped = await get('gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('etag')).toBe(etagOf(body));
    const plain = await get('gzip;q=0');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body.toString());
    const head = await get('identity', 'HEAD');
    expect(head.headers.get('content-length')).toBe(String(body.length));
    expect(await head.text()).toBe('');
  });

  it('answers 304 without a body to a request that names the ETag', async () => {
    const response = await fetch(origin, { headers: { 'If-None-Match': `W/"other", ${etagOf(body)}` } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(etagOf(body));
    expect(await response.text()).toBe('');
    expect((await fetch(origin, { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);
  });
});
