// A POST to a form page, through the page server over a stand-in renderer whose action is a table: which
// addresses take a post, the body's limits, the answers of a native submit (page, 303) and of the island (JSON),
// the client's address the action is lent, and the confirmation address.
import {
  formTokenField,
  formTokenSlot,
  type ActionHost,
  type ActionOutcome,
  type FormPost,
} from '@stallions/shared-config/actions';
import type { PageRequest, RenderedPage, ShellRenderer } from '@stallions/shared-config/render-contract';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { connect } from 'node:net';
import { addressOf } from './page-request';
import { listenPageServerForFile, standInMethods, standInPage, standInRoutes } from './test-page-server';

const appHtml =
  '<!doctype html><html lang=en dir=ltr><head><title>x</title></head><body><div id=root></div></body></html>';

const calls: { url: string; post: Omit<FormPost, 'language'>; host: ActionHost }[] = [];
const renders: string[] = [];

/** A form page's field for its token, as the forms render it (the slot the host writes each view's token into). */
const slot = `<input type="hidden" name="${formTokenField}" value="${formTokenSlot}">`;
/** The forms' clock: a test moves it to age a token. */
const clock = {
  time: Date.parse('2026-11-27T12:00:00Z'),
  advance(ms: number) {
    this.time += ms;
  },
};

const page = (request: PageRequest, html: string): RenderedPage =>
  standInPage({ lang: request.language, head: '<title>Join</title>', html, releases: { getInvolved: 'r1' } });

/** What the stand-in action decides, by the posted firstName. */
function decide(fields: Record<string, string>): ActionOutcome {
  if (fields.firstName === 'limited')
    return { kind: 'limited', retryAfterSeconds: 42, alert: 'alerts.limited', values: { firstName: 'limited' } };
  if (!fields.firstName)
    return { kind: 'invalid', problems: [{ name: 'firstName', message: 'validation.required' }], values: fields };
  return { kind: 'stored', reference: 'SC-7K4M-2QXD' };
}

const renderer: ShellRenderer = {
  ...standInMethods,
  async render(request) {
    renders.push(addressOf(request));
    const form = request.path === '/get-involved/join' ? `<form method="post">${slot}</form>` : '';
    return page(request, `<main>${addressOf(request)}${form}</main>`);
  },
  remoteVersions: () => ({ getInvolved: 'r1' }),
  routes: () => standInRoutes(['/', '/get-involved/join', '/get-involved/overview'], { forms: ['/get-involved/join'] }),
  async act(request, post, host) {
    calls.push({ url: addressOf(request), post, host });
    if (post.fields.firstName === 'throw') throw new Error('the remote is down');
    const outcome = decide(post.fields);
    return {
      outcome,
      releases: { getInvolved: 'r1' },
      ...(outcome.kind !== 'stored' && post.via === 'document'
        ? { page: page(request, `<main>errors for ${JSON.stringify(post.fields)}<form>${slot}</form></main>`) }
        : {}),
    };
  },
};

const store = { find: async () => undefined, create: async () => ({ reference: 'x', created: true }) };
const limiter = { take: async () => ({ ok: true as const }) };

const server = listenPageServerForFile({
  appHtml,
  renderer,
  config: testRuntimeConfig(),
  headers: {},
  forms: { store, limiter, secret: 'secret', now: () => new Date(clock.time) },
});
beforeEach(() => {
  calls.length = 0;
  renders.length = 0;
});

const form = 'application/x-www-form-urlencoded';
const postTo = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': form, ...headers },
    redirect: 'manual',
  });

describe('which addresses take a POST', () => {
  it.each(['/', '/get-involved/overview', '/search', '/get-involved/join/', '/robots.txt', '/nowhere'])(
    '%s answers 405 and calls no action',
    async (path) => {
      const response = await postTo(path, 'firstName=Amira');
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(calls).toHaveLength(0);
    },
  );

  it('a form page in every language takes one, with the language prefix passed on', async () => {
    for (const path of ['/get-involved/join', '/fr/get-involved/join', '/ar/get-involved/join'])
      expect((await postTo(path, 'firstName=Amira')).status).toBe(303);
    expect(calls.map((call) => call.url)).toEqual([
      '/get-involved/join',
      '/fr/get-involved/join',
      '/ar/get-involved/join',
    ]);
  });
});

describe('the body', () => {
  it('is read as a form: of a name sent twice the first, nothing but strings', async () => {
    await postTo('/get-involved/join', 'firstName=Amira&firstName=Other&note=%3Cb%3E');
    expect(calls[0]!.post.fields).toEqual({ firstName: 'Amira', note: '<b>' });
  });

  it.each(['email=Sec%ZZ', 'firstName=Amira&city=Bei%2', 'firstName=%FF'])(
    'with a malformed percent-escape (%s) is refused with 400, and no action runs',
    async (body) => {
      const response = await postTo('/get-involved/join', body);
      expect(response.status).toBe(400);
      expect(calls).toHaveLength(0);
    },
  );

  it('over 32 KB is refused with 413, and no action runs', async () => {
    const response = await postTo('/get-involved/join', `firstName=${'a'.repeat(33 * 1024)}`);
    expect(response.status).toBe(413);
    expect(calls).toHaveLength(0);
  });

  it('in another media type (JSON, a multipart upload) is refused with 415', async () => {
    const response = await postTo('/get-involved/join', '{"firstName":"Amira"}', {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(415);
    expect(calls).toHaveLength(0);
  });
});

describe('a native submit', () => {
  it('stored: 303 to the page’s confirmation address, never cached', async () => {
    const response = await postTo('/fr/get-involved/join', 'firstName=Amira');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/get-involved/join?sent=SC-7K4M-2QXD');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calls[0]!.post.via).toBe('document');
  });

  it('invalid: the page again with the outcome (422), never cached', async () => {
    const response = await postTo('/get-involved/join', 'email=a%40b.example');
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(
      'errors for {&quot;email&quot;:&quot;a@b.example&quot;}'.replace(/&quot;/g, '"'),
    );
  });

  it('past a limit: 429 with Retry-After and the page', async () => {
    const response = await postTo('/get-involved/join', 'firstName=limited');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.text()).toContain('<main>errors for');
  });

  it('an action that cannot answer: the unavailable notice (503), not a blank page', async () => {
    const response = await postTo('/get-involved/join', 'firstName=throw');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the island’s fetch', () => {
  const json = { Accept: 'application/json' };

  it('gets JSON for each outcome, without the values it already has, and a fresh form token', async () => {
    const formToken = expect.stringMatching(/^v1\.[0-9a-z]+\.[\w-]{43}$/);
    const stored = await postTo('/get-involved/join', 'firstName=Amira', json);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ outcome: 'stored', reference: 'SC-7K4M-2QXD', formToken });
    const invalid = await postTo('/get-involved/join', 'email=x', json);
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      outcome: 'invalid',
      problems: [{ name: 'firstName', message: 'validation.required' }],
      formToken,
    });
    const limited = await postTo('/get-involved/join', 'firstName=limited', json);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(await limited.json()).toEqual({
      outcome: 'limited',
      retryAfterSeconds: 42,
      alert: 'alerts.limited',
      formToken,
    });
    const failed = await postTo('/get-involved/join', 'firstName=throw', json);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ outcome: 'error' });
    expect(calls.every((call) => call.post.via === 'fetch')).toBe(true);
  });

  it('passes App Check’s token on, when it sends one', async () => {
    await postTo('/get-involved/join', 'firstName=Amira', { ...json, 'X-Firebase-AppCheck': 'token-1' });
    expect(calls[0]!.post.appCheckToken).toBe('token-1');
  });
});

describe('the form token', () => {
  /** The token the page's HTML carries. */
  const tokenIn = (html: string) => /name="formToken" value="([^"]*)"/.exec(html)?.[1];

  it('is written into each view of a form page, and such a page is kept by no shared cache', async () => {
    const first = await fetch(`${server.origin}/fr/get-involved/join`);
    const second = await fetch(`${server.origin}/fr/get-involved/join`);
    expect(second.headers.get('x-render-cache')).toBe('hit');
    for (const response of [first, second]) expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const [one, two] = [tokenIn(await first.text()), tokenIn(await second.text())];
    expect(one).toMatch(/^v1\./);
    expect(two).toMatch(/^v1\./);
    // A page without a form keeps the shared cache's headers.
    const home = await fetch(`${server.origin}/`);
    expect(home.headers.get('cache-control')).toContain('s-maxage');
  });

  it('tells the action what the posted token is: its form, its language and its age decide', async () => {
    const page = await (await fetch(`${server.origin}/fr/get-involved/join`)).text();
    const token = encodeURIComponent(tokenIn(page)!);
    await postTo('/fr/get-involved/join', `firstName=Amira&formToken=${token}`);
    clock.advance(3_000);
    await postTo('/fr/get-involved/join', `firstName=Amira&formToken=${token}`);
    // The same token for the English form, or for another page, says nothing.
    await postTo('/get-involved/join', `firstName=Amira&formToken=${token}`);
    await postTo('/fr/get-involved/join', 'firstName=Amira');
    clock.advance(24 * 3_600_000);
    await postTo('/fr/get-involved/join', `firstName=Amira&formToken=${token}`);
    expect(calls.map((call) => call.post.formToken)).toEqual(['early', 'valid', 'missing', 'missing', 'expired']);
  });

  it('comes fresh in the page a native post gets back', async () => {
    const response = await postTo('/get-involved/join', 'email=x');
    expect(response.status).toBe(422);
    expect(tokenIn(await response.text())).toMatch(/^v1\./);
  });
});

describe('a post from elsewhere than the site’s own pages (siteUrl http://localhost:3000)', () => {
  const site = 'http://localhost:3000';
  it.each([
    ['another site’s page', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://sub.localhost:3000' }],
    ['a page that says nothing of where it is (Origin: null)', { Origin: 'null' }],
    ['Sec-Fetch-Site none (typed or bookmarked, never a page’s form)', { 'Sec-Fetch-Site': 'none' }],
    [
      'another origin, with Host and X-Forwarded-Host naming it',
      {
        Origin: 'https://evil.example',
        'X-Forwarded-Host': 'evil.example',
        Host: 'evil.example',
      },
    ],
    ['the site’s host on another scheme', { Origin: 'https://localhost:3000' }],
    ['the site’s origin with a trailing slash', { Origin: `${site}/` }],
    ['an origin that only starts like the site’s', { Origin: `${site}.evil.example` }],
  ])('%s: a native post gets 403 and a page in its language; no action runs', async (_case, headers) => {
    const response = await postTo('/fr/get-involved/join', 'firstName=Amira', headers);
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('Ce formulaire n’a pas été envoyé');
    expect(html).toContain('href="/fr/get-involved/join"');
    expect(calls).toHaveLength(0);
  });

  it('the origin the request’s own Host names is not the site’s: only the configured one is', async () => {
    // server.origin (http://127.0.0.1:<port>) is what Host says; the config's siteUrl is http://localhost:3000.
    const response = await postTo('/get-involved/join', 'firstName=Amira', { Origin: server.origin });
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it('in Arabic, right to left', async () => {
    const response = await postTo('/ar/get-involved/join', 'firstName=Amira', { Origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/<html lang="ar" dir="rtl">[\s\S]*لم يُرسَل هذا النموذج/);
  });

  it('the island’s fetch from elsewhere gets 403 JSON the island reads as a failure (its values kept)', async () => {
    const response = await postTo('/get-involved/join', 'firstName=Amira', {
      Accept: 'application/json',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ outcome: 'refused' });
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['the site’s own page', { Origin: site, 'Sec-Fetch-Site': 'same-origin' }],
    ['the site’s origin alone', { Origin: site }],
    ['Sec-Fetch-Site same-origin alone', { 'Sec-Fetch-Site': 'same-origin' }],
    ['neither header (a script, curl: the limits judge it)', {}],
  ])('%s is answered', async (_case, headers) => {
    expect((await postTo('/get-involved/join', 'firstName=Amira', headers)).status).toBe(303);
    expect(calls).toHaveLength(1);
  });

  it('is refused before its body is read: the answer comes while the body is still owed', async () => {
    const url = new URL(server.origin);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(url.port), url.hostname);
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(text);
        }
      });
      socket.on('error', reject);
      // 10 bytes of the 10,000 announced: a server that read the body would wait for the rest.
      socket.write(
        'POST /get-involved/join HTTP/1.1\r\nHost: localhost\r\nOrigin: https://evil.example\r\n' +
          'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\nfirstName=',
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(calls).toHaveLength(0);
  });
});

describe('what the action is lent', () => {
  it('the socket’s address (no proxy here: a forwarded header a client wrote is not believed)', async () => {
    await postTo('/get-involved/join', 'firstName=Amira', {
      'X-Forwarded-For': '198.51.100.9',
      'Fastly-Client-IP': '198.51.100.10',
    });
    expect(calls[0]!.host.clientAddress).toBe('127.0.0.1');
    expect(calls[0]!.host.limits).toEqual({
      perClient: { count: 10, windowMinutes: 10 },
      perRecipient: { count: 3, windowHours: 24 },
    });
  });
});

describe('the confirmation address', () => {
  it('renders the form page with its reference, kept by no cache; anything else in the query is dropped', async () => {
    const response = await fetch(`${server.origin}/get-involved/join?sent=SC-7K4M-2QXD&utm_source=x`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(renders).toEqual(['/get-involved/join?sent=SC-7K4M-2QXD']);
  });

  it('is no parameter of a page without a form', async () => {
    await fetch(`${server.origin}/get-involved/overview?sent=SC-7K4M-2QXD`);
    expect(renders).toEqual(['/get-involved/overview']);
  });
});
