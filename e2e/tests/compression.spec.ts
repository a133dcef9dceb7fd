// Compression as a client gets it (issue 49), read byte for byte (node:http, which decodes nothing): a page from
// the render server and the build's static files from their origins, to a client that takes only gzip, only
// brotli, or neither; Vary: Accept-Encoding on each compressed answer; a revalidation still a 304 in every coding.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './support/fixtures';
import { origin } from './support/env';

const repoRoot = resolve(__dirname, '../..');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on a connection of its own, its answer's bytes as they came. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((done, fail) => {
    request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () =>
        done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', fail)
      .end();
  });
}

/** An answer's body decoded by its Content-Encoding. */
function decoded({ headers, body }: Answer): Buffer {
  const coding = headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(body);
  if (coding === 'gzip') return gunzipSync(body);
  expect(coding, 'a coding the request did not take').toBeUndefined();
  return body;
}

const codings = [
  { accept: 'gzip', expected: 'gzip' },
  { accept: 'br', expected: 'br' },
  { accept: 'gzip, deflate, br, zstd', expected: 'br' },
  { accept: 'identity', expected: undefined },
] as const;

test('a page: in the coding the client takes, the whole document in each; a revalidation is a 304 in each', async () => {
  const address = `${origin(0)}/about/overview`;
  for (const { accept, expected } of codings) {
    const answer = await get(address, { 'Accept-Encoding': accept });
    expect(answer.status, accept).toBe(200);
    expect(answer.headers['content-encoding'], accept).toBe(expected);
    if (expected) expect(answer.headers.vary, accept).toMatch(/Accept-Encoding/);
    const html = decoded(answer).toString('utf8');
    expect(html, accept).toContain('<html lang="en"');
    expect(html, accept).toContain('data-section="about"');
    expect(html.trimEnd(), accept).toMatch(/<\/html>$/);
    const etag = String(answer.headers.etag);
    expect(etag, accept).toMatch(/^"/);
    const again = await get(address, { 'Accept-Encoding': accept, 'If-None-Match': etag });
    expect(again.status, accept).toBe(304);
    expect(again.body, accept).toHaveLength(0);
  }
});

for (const { name, base, path, dist } of [
  { name: 'the shell’s page script', base: origin(0), path: '/site.js', dist: 'shell/dist' },
  { name: 'a remote’s entry', base: origin(2), path: '/remoteEntry.js', dist: 'get-involved-mfe/dist' },
]) {
  test(`${name}: the build's precompressed copy in the coding the client takes, the file as it is to one that takes none`, async () => {
    const file = readFileSync(join(repoRoot, dist, path));
    const copies = {
      br: readFileSync(join(repoRoot, dist, `${path}.br`)),
      gzip: readFileSync(join(repoRoot, dist, `${path}.gz`)),
    };
    let etag: string | undefined;
    for (const { accept, expected } of codings) {
      const answer = await get(`${base}${path}`, { 'Accept-Encoding': accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(expected);
      expect(answer.headers.vary, accept).toMatch(/Accept-Encoding/);
      // The copy the build wrote, byte for byte; the file itself to a client that takes no coding.
      expect(answer.body.equals(expected ? copies[expected] : file), accept).toBe(true);
      expect(decoded(answer).equals(file), accept).toBe(true);
      // One validator per file, whatever the coding.
      etag ??= String(answer.headers.etag);
      expect(answer.headers.etag, accept).toBe(etag);
      const again = await get(`${base}${path}`, { 'Accept-Encoding': accept, 'If-None-Match': etag });
      expect(again.status, accept).toBe(304);
    }
  });
}
