// Posts only from the site's own pages (issue 46), on a server of this spec's own: a form post a browser marks as
// coming from another site (Sec-Fetch-Site, Origin, Origin: null) is refused with 403 before its body is read,
// so nothing is stored and no message is queued; a real page of another origin (a tiny server on another port)
// that auto-submits a form to the site, or sends a no-cors fetch, gets the same; the site's own join form still
// submits through its island in every language; a malformed percent-escape in a body is a 400. Each refusal is
// checked against a control: the same fields, posted as a script posts them (no Origin, no Sec-Fetch-Site), are
// stored, so a refusal cannot pass because the fields were invalid.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { applicationFields, fillApplication } from './support/application';
import { expect, test } from './support/fixtures';
import { pastFormTokenMinimum, scriptFormViews, withFormToken } from './support/form-token';
import { scriptPost } from './support/script-post';
import { ownPorts } from './support/env';
import { serveFromOwnFolder } from './support/own-server';
import { submissionsCliIn } from './support/submissions';

const ports = ownPorts('cross-site');
const shell = `http://localhost:${ports.base}`;
const join_ = '/get-involved/join';
let elsewhere: Server | undefined;
let elsewhereOrigin: string;

test.describe.configure({ mode: 'serial' });

/** A page of another origin: an auto-submitting form, or a no-cors fetch, to the site's join page. */
function elsewherePage(path: string, fields: URLSearchParams): string {
  const target = `${shell}${join_}`;
  if (path === '/auto-form') {
    const inputs = [...fields]
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, '&quot;')}">`)
      .join('');
    return `<!doctype html><title>Win a prize</title><form method="post" action="${target}">${inputs}</form><script>document.forms[0].submit()</script>`;
  }
  return `<!doctype html><title>Win a prize</title><script>
    fetch(${JSON.stringify(target)}, { method: 'POST', mode: 'no-cors', body: new URLSearchParams(${JSON.stringify(fields.toString())}) })
      .then(() => { document.title = 'sent'; }, () => { document.title = 'failed'; });
  </script>`;
}

let pageFields = new URLSearchParams();

const folder = serveFromOwnFolder('cross-site', ports, 120_000, (work) => ({
  // Every post here leaves from this machine's one address: limits far above this spec's own count (a retry
  // of the serial group included); form-abuse.spec tests the limits.
  env: {
    SUBMISSION_LIMITS: JSON.stringify({
      perClient: { count: 10_000, windowMinutes: 10 },
      perRecipient: { count: 10_000, windowHours: 24 },
    }),
    RELEASES_DIR: join(work, 'no-releases'),
  },
}));

test.beforeAll(async () => {
  elsewhere = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path !== '/auto-form' && path !== '/no-cors') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(elsewherePage(path, pageFields));
  });
  await new Promise<void>((done) => elsewhere!.listen(0, '127.0.0.1', done));
  elsewhereOrigin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => (elsewhere ? elsewhere.close(done) : done(undefined)));
});

type Stored = Record<string, unknown> & { reference: string; email?: string };
type Message = { to: string; kind: string; reference: string };
const stored = () => submissionsCliIn<Stored>(join(folder(), '.data'), 'export', 'joinFormSubmissions');
const outbox = () => submissionsCliIn<Message>(join(folder(), '.data'), 'outbox');
/** What the store and the outbox hold for one address. */
async function traceOf(email: string) {
  const [documents, messages] = await Promise.all([stored(), outbox()]);
  return {
    stored: documents.filter((doc) => doc.email === email).length,
    messages: messages.filter((message) => message.to === email).length,
  };
}

const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const formViews = scriptFormViews(shell);

/**
 * A native-looking POST from this machine, with exactly the headers given and a form view's token (so a refusal is
 * the origin's doing, never the token's).
 */
const post = async (path: string, body: string, headers: Record<string, string> = {}) =>
  scriptPost(`${shell}${path}`, withFormToken(body, await formViews(path)), {
    headers: { Accept: 'text/html', ...headers },
  });

test('the control: the fields these tests send are stored when posted as a script posts them', async () => {
  const email = uniqueEmail('control');
  const answer = await post(join_, applicationFields(email).toString());
  expect(answer.status).toBe(303);
  expect(String(answer.headers.location)).toMatch(/\?sent=SC-/);
  expect((await traceOf(email)).stored).toBe(1);
});

for (const [name, headers] of [
  [
    'another site (Origin https://evil.example, Sec-Fetch-Site cross-site)',
    {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    },
  ],
  ['a page that hides where it is (Origin: null)', { Origin: 'null' }],
  [
    'the origin its own Host and X-Forwarded-Host name (not the configured one: localhost)',
    {
      Origin: `http://127.0.0.1:${ports.base}`,
      Host: `127.0.0.1:${ports.base}`,
      'X-Forwarded-Host': `127.0.0.1:${ports.base}`,
      'Sec-Fetch-Site': 'same-origin',
    },
  ],
] as const)
  test(`a native post from ${name}: 403, the refusal page, nothing stored, nothing in the outbox`, async () => {
    const email = uniqueEmail('foreign');
    const answer = await post(join_, applicationFields(email).toString(), headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toContain('This form was not sent');
    expect(answer.body).toContain(`href="${join_}"`);
    expect(await traceOf(email)).toEqual({ stored: 0, messages: 0 });
  });

test('the island’s kind of post (Accept: application/json) from another site: 403 JSON, nothing stored', async () => {
  const email = uniqueEmail('foreign-json');
  const answer = await post(join_, applicationFields(email).toString(), {
    Accept: 'application/json',
    Origin: 'https://evil.example',
    'Sec-Fetch-Site': 'cross-site',
  });
  expect(answer.status).toBe(403);
  expect(JSON.parse(answer.body)).toEqual({ outcome: 'refused' });
  expect(await traceOf(email)).toEqual({ stored: 0, messages: 0 });
});

// The other origin's pages open in a plain page of the context (the fixture's page waits for the site's islands).
test('a page of another origin that auto-submits a form to the site: 403 in the browser, nothing stored', async ({
  context,
}) => {
  const page = await context.newPage();
  const email = uniqueEmail('auto-form');
  pageFields = applicationFields(email);
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url() === `${shell}${join_}`,
  );
  // Its script submits the form while the page loads: wait only for the page's own answer, not its load.
  await page.goto(`${elsewhereOrigin}/auto-form`, { waitUntil: 'commit' });
  const response = await answer;
  expect(response.status()).toBe(403);
  // The browser said where the post came from: the other origin, another site.
  const sent = await response.request().allHeaders();
  expect(sent.origin).toBe(elsewhereOrigin);
  expect(sent['sec-fetch-site']).toBe('cross-site');
  await expect(page.getByRole('heading', { name: 'This form was not sent' })).toBeVisible();
  expect(await traceOf(email)).toEqual({ stored: 0, messages: 0 });
});

test('a no-cors fetch from a page of another origin: answered, nothing stored', async ({ context }) => {
  const page = await context.newPage();
  const email = uniqueEmail('no-cors');
  pageFields = applicationFields(email);
  const withheld = page.waitForEvent(
    'requestfailed',
    (request) => request.method() === 'POST' && request.url() === `${shell}${join_}`,
  );
  await page.goto(`${elsewhereOrigin}/no-cors`);
  // The post reached the server and was answered; the browser then withheld the answer from the other site's
  // page (the site's Cross-Origin-Resource-Policy), so its script sees a failure. Nothing was stored, though the
  // control above shows the same fields are stored when a script sends them.
  expect((await withheld).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin');
  await expect(page).toHaveTitle('failed');
  expect(await traceOf(email)).toEqual({ stored: 0, messages: 0 });
});

const success = {
  en: 'Your form has been successfully submitted. Thank you!',
  fr: 'Votre formulaire a bien été envoyé. Merci !',
  ar: 'تم إرسال النموذج بنجاح. شكرًا لك!',
} as const;

for (const lng of ['en', 'fr', 'ar'] as const)
  test(`${lng}: the site’s own join form still submits through its island`, async ({ page }) => {
    const address = `${lng === 'en' ? '' : `/${lng}`}${join_}`;
    await page.goto(`${shell}${address}`);
    const email = uniqueEmail(`own-${lng}`);
    await fillApplication(page, email);
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url() === `${shell}${address}`,
    );
    await pastFormTokenMinimum(page);
    await page.locator(`form[action="${address}"] button[type="submit"]`).click();
    const response = await answer;
    // The island's fetch (JSON), from the site's own page.
    expect(response.status()).toBe(200);
    expect(await response.request().headerValue('accept')).toContain('application/json');
    expect(await response.request().headerValue('origin')).toBe(shell);
    await expect(page.getByText(success[lng])).toBeVisible();
    expect((await traceOf(email)).stored).toBe(1);
  });

test('a body with a malformed percent-escape: 400, nothing stored', async () => {
  const email = uniqueEmail('malformed');
  const body = `${applicationFields(email).toString()}&whyInvolved=Sec%ZZ`;
  const answer = await post(join_, body);
  expect(answer.status).toBe(400);
  expect(await traceOf(email)).toEqual({ stored: 0, messages: 0 });
  // The same body, well formed, is stored: the 400 is the escape's.
  const control = await post(join_, `${applicationFields(email).toString()}&whyInvolved=Sec%25ZZ`);
  expect(control.status).toBe(303);
  expect((await traceOf(email)).stored).toBe(1);
});
