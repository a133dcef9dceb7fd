// How a page travels: brotli to a client that takes it (kept at the highest quality once made), gzip to one that
// takes only gzip, the plain HTML to one that takes neither; the same page in each; a revalidation of an unchanged
// page is a 304 without a body; a form page (its token written into each answer) is compressed for each answer.
import { get } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { formTokenSlot } from '@stallions/shared-config/actions';
import type { PageRequest, RenderedPage, ShellRenderer } from '@stallions/shared-config/render-contract';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { keptBrotliParams } from './send';
import { listenPageServerForFile, standInMethods, standInPage, standInRoutes } from './test-page-server';

const appHtml =
  '<!doctype html><html lang=en dir=ltr><head><title>x</title></head><body><div id=root></div></body></html>';
const text = 'The Stallions Club is a non-commercial business club. '.repeat(200);

const page = (request: PageRequest): RenderedPage =>
  standInPage({
    lang: request.language,
    head: '<title>About</title>',
    html:
      request.path === '/get-involved/join'
        ? `<main><form method="post"><input type="hidden" name="formToken" value="${formTokenSlot}">${text}</form></main>`
        : `<main><p>${text}</p></main>`,
    releases: { about: 'r1' },
  });

const renders: string[] = [];
const renderer: ShellRenderer = {
  ...standInMethods,
  render: async (request) => (renders.push(`${request.language} ${request.path}`), page(request)),
  remoteVersions: () => ({ about: 'r1' }),
  routes: () => standInRoutes(['/', '/about/overview', '/get-involved/join'], { forms: ['/get-involved/join'] }),
  act: async () => {
    throw new Error('no posts here');
  },
};

const server = listenPageServerForFile({
  appHtml,
  renderer,
  config: testRuntimeConfig(),
  headers: {},
  forms: {
    store: { find: async () => undefined, create: async () => ({ reference: 'x', created: true }) },
    limiter: { take: async () => ({ ok: true as const }) },
    secret: 'secret',
  },
});

/** The raw answer (Node's fetch would decode the body itself). */
const raw = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (done, fail) => {
      get(`${server.origin}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', fail);
    },
  );

const decoded = (answer: { headers: Record<string, unknown>; body: Buffer }) =>
  (answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body
  ).toString('utf8');

it('answers each client in what it takes: brotli, gzip or none, the same page each time', async () => {
  const plain = await raw('/about/overview', { 'Accept-Encoding': 'identity' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toContain(text);
  for (const [accept, coding] of [
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
  ] as const) {
    const answer = await raw('/about/overview', { 'Accept-Encoding': accept });
    expect(answer.headers['content-encoding']).toBe(coding);
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(decoded(answer)).toBe(plain.body.toString());
  }
});

it('keeps the page in brotli at the highest quality once it is made, without a render more', async () => {
  await raw('/fr/about/overview', { 'Accept-Encoding': 'br' });
  const plain = (await raw('/fr/about/overview', { 'Accept-Encoding': 'identity' })).body;
  const best = brotliCompressSync(plain, { params: keptBrotliParams(plain) });
  // Made in zlib's thread pool after the render's first answer: asked again until it is the one sent.
  let sent = 0;
  for (let tries = 0; tries < 50 && sent !== best.length; tries++) {
    sent = (await raw('/fr/about/overview', { 'Accept-Encoding': 'br' })).body.length;
    if (sent !== best.length) await new Promise((done) => setTimeout(done, 100));
  }
  expect(sent).toBe(best.length);
  expect(renders.filter((render) => render === 'fr /about/overview')).toHaveLength(1);
});

it('answers a revalidation of an unchanged page with 304 and no body, in any coding', async () => {
  const first = await raw('/ar/about/overview', { 'Accept-Encoding': 'br' });
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[\w-]{22}"$/);
  for (const accept of ['br', 'gzip', 'identity']) {
    const again = await raw('/ar/about/overview', { 'Accept-Encoding': accept, 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  }
  expect((await raw('/ar/about/overview', { 'If-None-Match': '"other"' })).status).toBe(200);
});

it('compresses a form page for each answer, its own token in it, and gives it no validator', async () => {
  const tokens = new Set<string>();
  for (const accept of ['br', 'gzip', 'br']) {
    const answer = await raw('/get-involved/join', { 'Accept-Encoding': accept });
    expect(answer.headers['content-encoding']).toBe(accept);
    expect(answer.headers.etag).toBeUndefined();
    tokens.add(/name="formToken" value="([^"]+)"/.exec(decoded(answer))![1]!);
  }
  expect(tokens.size).toBe(3);
});
