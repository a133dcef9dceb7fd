// The render server under faults. Its own local-cloud, whose causes remote is reached through a proxy
// that can fail or hang the next chunk the server asks for, and whose Remote Config template is a copy this
// test edits while the site runs.
import { type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { localRuntimeConfig } from '@stallions/site-registry';
import { startServeProcess } from '@stallions/local-cloud/serve-process';
import { expect, test } from './support/fixtures';
import { ownPorts, serverChangeCeiling } from './support/env';
import { aboutHeading, deployAbout, editableSiteCopy, setJoinSubmitText } from '../../scripts/live-edits';

test.describe.configure({ mode: 'serial' });

const ports = ownPorts('render-faults');
const shell = `http://localhost:${ports.base}`;
/** The causes remote this instance serves (the proxy forwards to it). */
const causesOrigin = `http://localhost:${ports.base + 3}`;

type Fault = 'fail' | 'hang';
/** Whether the proxy holds the remote's server entry (the render server's version check) unanswered. */
let holdEntry = false;
/** The held entry requests, each forwarded when called. */
const heldEntries: (() => void)[] = [];
/** What the proxy does to the next request for one of the remote's server chunks (not its entry). */
let nextChunkFault: Fault | undefined;
let faultsDone: string[] = [];
const hanging = new Set<import('node:http').ServerResponse>();

let proxy: Server;
let site: ChildProcess | undefined;
/** The copies of the template and of the about remote's build that this site serves and the tests change. */
let copy: ReturnType<typeof editableSiteCopy>;

test.beforeAll(async () => {
  proxy = createServer((req, res) => {
    const path = req.url ?? '/';
    const isChunk = path.startsWith('/server/') && !path.includes('remoteEntry');
    if (isChunk && nextChunkFault) {
      const fault = nextChunkFault;
      nextChunkFault = undefined;
      faultsDone.push(`${fault} ${path}`);
      if (fault === 'fail') {
        res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Internal error</h1>');
        return;
      }
      hanging.add(res); // headers never come
      return;
    }
    const pass = () => {
      const upstream = forward(`${causesOrigin}${path}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    };
    if (holdEntry && path.startsWith('/server/remoteEntry')) heldEntries.push(pass);
    else pass();
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  const proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  copy = editableSiteCopy('render-faults-');
  const config = localRuntimeConfig(ports);
  config.remotes.causes = { manifest: `${proxyOrigin}/mf-manifest.json`, path: 'our-causes' };
  writeFileSync(join(copy.folder, 'config.json'), JSON.stringify(config));
  site = await startServeProcess({
    basePort: ports.base,
    cloudPort: ports.cloud,
    dataDir: join(copy.folder, '.data'),
    env: { CONFIG_FILE: join(copy.folder, 'config.json'), ...copy.env },
    timeoutMs: 60_000,
  });
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  for (const res of hanging) res.destroy();
  holdEntry = false;
  for (const pass of heldEntries.splice(0)) pass();
  await new Promise((done) => proxy.close(done));
  rmSync(copy.folder, { recursive: true, force: true });
});

const fallback = 'data-testid="remote-unavailable"';
const get = async (path: string) => {
  const response = await fetch(`${shell}${path}`);
  return { status: response.status, html: await response.text() };
};

test('a page chunk that answers 500 once costs that one request its section; the next render has it', async () => {
  expect((await get('/our-causes/overview')).html).not.toContain(fallback); // the remote's entry is in
  nextChunkFault = 'fail';
  const failed = await get('/our-causes/ways-we-serve');
  expect(faultsDone).toEqual([expect.stringMatching(/^fail \/server\//)]);
  expect(failed.status).toBe(200);
  expect(failed.html).toContain(fallback);
  await new Promise((done) => setTimeout(done, 1_000)); // past the first back-off (0.5 s)
  const next = await get('/our-causes/ways-we-serve');
  expect(next.html).not.toContain(fallback);
  expect(next.html).toContain('<h1');
});

test('a chunk that hangs: the fallback within the section’s time limit, other pages answering meanwhile', async () => {
  faultsDone = [];
  nextChunkFault = 'hang';
  let slowAnswered = false;
  const slow = get('/fr/our-causes/corporate-social-responsibility').finally(() => (slowAnswered = true));
  await expect.poll(() => faultsDone.length, { timeout: 30_000 }).toBe(1);
  // Another page answers while the hanging one is still waiting on its chunk.
  const other = await get('/about/overview');
  expect(other.status).toBe(200);
  expect(slowAnswered).toBe(false);
  // The hanging page answers with its section's fallback though the chunk never answered (its headers were never
  // sent): the section's time limit ended the wait, not the chunk.
  const page = await slow;
  expect(page.status).toBe(200);
  expect(page.html).toContain(fallback);
  expect([...hanging].filter((res) => !res.headersSent)).toHaveLength(1);
});

test('an edited Remote Config template shows in the server’s HTML, no restart; no text changes after hydration', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const markers = {
    en: `Send my application ${stamp}`,
    fr: `Envoyer ma candidature ${stamp}`,
    ar: `أرسل طلبي ${stamp}`,
  };
  setJoinSubmitText(copy.template, markers);
  for (const [lng, marker] of Object.entries(markers)) {
    const path = lng === 'en' ? '/get-involved/join' : `/${lng}/get-involved/join`;
    await expect.poll(async () => (await get(path)).html, { timeout: serverChangeCeiling }).toContain(marker);

    // The server's text before the island loads, the same after it hydrated (its strings came with the page).
    const page = await browser.newPage();
    await page.goto(`${shell}${path}`);
    const submit = page.getByTestId('join-form').locator('button[type="submit"]');
    await expect(submit).toHaveText(marker);
    await page.getByTestId('join-form').locator('[name="firstName"]').focus();
    await expect(page.locator('html[data-islands-ready]')).toBeAttached();
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveText(marker);
    await page.close();
  }
});

test('a remote’s new version reaches the server’s HTML while another remote’s check hangs', async () => {
  expect((await get('/about/overview')).html).toContain(aboutHeading);
  holdEntry = true; // causes' version checks now get no answer until the test lets them through
  await expect.poll(() => heldEntries.length, { timeout: serverChangeCeiling }).toBeGreaterThan(0); // one is under way
  // A deploy of about: its English text changed (in its server build's translation chunk) and so its entry.
  const { heading: changed, chunks } = deployAbout(copy.aboutDist);
  expect(chunks.length).toBeGreaterThan(0);
  // It arrives while causes' check is still unanswered: one remote's hanging check holds back no other's deploy.
  await expect
    .poll(async () => (await get('/about/overview')).html, { timeout: serverChangeCeiling })
    .toContain(changed);
  expect(heldEntries.length).toBeGreaterThan(0);
  holdEntry = false;
  for (const pass of heldEntries.splice(0)) pass();
});
