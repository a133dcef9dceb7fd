import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { etagOf, preferredCoding, sendAnswer } from './send';

describe('preferredCoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'], // the client's order of preference wins
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip;q=0', undefined],
    ['gzip;q=0.000, identity', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, *', 'br'], // named: its own weight decides; br takes *'s
    ['br;q=0, gzip;q=0, *', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %s', (header, expected) => expect(preferredCoding(header)).toBe(expected));
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

  it('compresses as the client accepts (brotli first), not with q=0, and a HEAD gets the headers alone', async () => {
    const get = (encoding: string, method = 'GET') =>
      fetch(origin, { method, headers: { 'Accept-Encoding': encoding } });
    // Node's fetch would decode the body itself: the raw bytes, read with node:http.
    const raw = (encoding: string) =>
      new Promise<{ coding?: string; vary?: string; body: Buffer }>((done, fail) => {
        void import('node:http').then(({ get: httpGet }) =>
          httpGet(origin, { headers: { 'Accept-Encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              done({
                coding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          }).on('error', fail),
        );
      });
    const br = await raw('gzip, br');
    expect(br.coding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(body)).toBe(true);
    const gzip = await raw('gzip');
    expect(gzip.coding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(body)).toBe(true);
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
