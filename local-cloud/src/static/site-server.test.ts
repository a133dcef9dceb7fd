// A static origin's files in the coding the client takes: the build's precompressed copy (x.js.br, x.js.gz beside
// x.js) where there is one that holds the file, compressed for the answer where there is none; one ETag per file
// whatever the coding, so a revalidation is a 304; Vary: Accept-Encoding on every compressed answer.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { etagOf } from '@stallions/render-server';
import { precompressedName, startSite } from './site-server';

/** A script as a build writes one: compressible, well over 1 KB. */
const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2; // a line of code\n`).join(''),
);
/** The build's copies, made so as to differ from what an answer compresses for itself: each is told apart. */
const brCopy = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzCopy = gzipSync(script, { level: 1 });

let folder: string;
let releases: string;
let site: Server;
let port: number;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'site-server-'));
  releases = join(folder, '.releases');
  mkdirSync(join(releases, 'rel-a'), { recursive: true });
  for (const dir of [folder, join(releases, 'rel-a')]) {
    writeFileSync(join(dir, 'main.js'), script);
    writeFileSync(join(dir, 'main.js.br'), brCopy);
    writeFileSync(join(dir, 'main.js.gz'), gzCopy);
  }
  writeFileSync(join(folder, 'plain.js'), script); // no copy
  writeFileSync(join(folder, 'small.js'), 'export const x = 1;\n');
  writeFileSync(join(folder, 'small.js.br'), brotliCompressSync(Buffer.from('export const x = 1;\n')));
  writeFileSync(join(folder, 'index.html'), `<!doctype html><title>standalone</title>${'<p>text</p>'.repeat(200)}`);
  writeFileSync(
    join(folder, 'index.html.br'),
    brotliCompressSync(Buffer.from(`<!doctype html><title>standalone</title>${'<p>text</p>'.repeat(200)}`)),
  );
  site = await startSite({ root: folder, releases, port: 0, kind: 'remote', corsOrigin: 'http://localhost:3000' });
  port = (site.address() as AddressInfo).port;
});
afterEach(async () => {
  await new Promise((done) => site.close(done));
  rmSync(folder, { recursive: true, force: true });
});

interface Got {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request as a client sends it, with no decoding: the bytes as they came. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a file the build precompressed', () => {
  it('(the copies here are not what an answer would make for itself)', () => {
    const forAnAnswer = brotliCompressSync(script, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    expect(brCopy.equals(forAnAnswer)).toBe(false);
    expect(gzCopy.equals(gzipSync(script))).toBe(false);
  });

  it('goes as its brotli copy to a client that takes brotli, its gzip copy to one that takes gzip only', async () => {
    const br = await get('/main.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brCopy)).toBe(true);
    expect(br.headers['content-length']).toBe(String(brCopy.length));
    expect(br.headers.vary).toMatch(/(^|, )Accept-Encoding(,|$)/);

    const gzip = await get('/main.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzCopy)).toBe(true);

    // q=0 refuses a coding: the other one.
    const notBr = await get('/main.js', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(notBr.headers['content-encoding']).toBe('gzip');
  });

  it('goes as it is to a client that takes neither', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'deflate' }] as Record<
      string,
      string
    >[]) {
      const plain = await get('/main.js', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(script)).toBe(true);
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    }
  });

  it('has the file’s own ETag in every coding, and a revalidation of it is a 304 without a body', async () => {
    const etag = etagOf(script);
    const answers = await Promise.all(
      ['br', 'gzip', 'identity'].map((coding) => get('/main.js', { 'Accept-Encoding': coding })),
    );
    expect(answers.map((answer) => answer.headers.etag)).toEqual([etag, etag, etag]);
    for (const coding of ['br', 'gzip', 'identity']) {
      const again = await get('/main.js', { 'Accept-Encoding': coding, 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.body).toHaveLength(0);
    }
    const changed = await get('/main.js', { 'Accept-Encoding': 'br', 'If-None-Match': '"another"' });
    expect(changed.status).toBe(200);
  });

  it('keeps its caching and CORS headers, and a HEAD gets the headers of the copy without its bytes', async () => {
    const head = await get('/main.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(brCopy.length));
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(head.body).toHaveLength(0);
  });

  it('is found in a release’s folder too (a release is a copy of a build, its copies with it)', async () => {
    const br = await get('/releases/rel-a/main.js', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(brCopy)).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a remote’s standalone page from its copy as well', async () => {
    const page = await get('/media-kit', { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>standalone</title>');
  });
});

describe('a file without a copy that holds it', () => {
  /** `path` is answered compressed on the fly, brotli (with the ETag of `bytes`) and gzip, each of `bytes`. */
  async function expectCompressedOnTheFly(path: string, bytes: Buffer) {
    const br = await get(path, { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(bytes)).toBe(true);
    expect(br.headers.etag).toBe(etagOf(bytes));
    const gzip = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.body).equals(bytes)).toBe(true);
  }

  it('is compressed for the answer, as ever', async () => {
    await expectCompressedOnTheFly('/plain.js', script);
  });

  it('is never answered with a copy left from before the file changed in place', async () => {
    // The file is deployed again in place, its copies not: they hold the old bytes.
    const next = Buffer.concat([script, Buffer.from('export const deployedAgain = true;\n')]);
    writeFileSync(join(folder, 'main.js'), next);
    await expectCompressedOnTheFly('/main.js', next);

    // Its copies written again (a newer build): they are sent once more.
    const nextBr = brotliCompressSync(next, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(join(folder, 'main.js.br'), nextBr);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(folder, 'main.js.br'), later, later);
    expect((await get('/main.js', { 'Accept-Encoding': 'br' })).body.equals(nextBr)).toBe(true);
  });

  it('ignores a copy that is not a stream of its coding', async () => {
    writeFileSync(join(folder, 'main.js.gz'), 'not gzip');
    const gzip = await get('/main.js', { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.body).equals(script)).toBe(true);
  });

  it('is not compressed at all when it is 1 KB or less, copy or none', async () => {
    const small = await get('/small.js', { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('export const x = 1;\n');
  });
});

it('names a file’s copies as the build writes them', () => {
  expect(precompressedName('/dist/main.js', 'br')).toBe('/dist/main.js.br');
  expect(precompressedName('/dist/main.js', 'gzip')).toBe('/dist/main.js.gz');
});

it('a copy asked for by its own address is a file like any other, in no coding (nothing names it)', async () => {
  const copy = await get('/main.js.br', { 'Accept-Encoding': 'br' });
  expect(copy.status).toBe(200);
  expect(copy.headers['content-encoding']).toBeUndefined();
  expect(copy.headers['content-type']).toBe('application/octet-stream');
  expect(copy.body.equals(brCopy)).toBe(true);
});
