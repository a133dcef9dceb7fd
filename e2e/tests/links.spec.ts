// Every link on the About, Our Causes and News & Features pages, and in the shell's footer (media and
// social links included), resolves: no empty href, internal routes render a real page, files answer 200 with
// the right type, external links are well-formed and open safely in a new tab.
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import { origin } from './support/env';
import { mainHeading } from './support/site';

// e2e shares a small machine with builds: a remote page arrives over several requests, so allow it time.
const expect = baseExpect.configure({ timeout: 20_000 });

const sectionPages = [
  '/about/overview',
  '/about/our-structure',
  '/about/stallions-club',
  '/about/foals-club',
  '/about/membership',
  '/our-causes/overview',
  '/our-causes/ways-we-serve',
  '/our-causes/corporate-social-responsibility',
  '/news-features/press-center',
  '/news-features/social-media',
];

interface FoundLink {
  where: string;
  name: string;
  raw: string | null;
  href: string;
  target: string | null;
  rel: string | null;
}

/** Every link in the page's main content and footer, as the browser resolves it. */
async function linksOn(page: Page, path: string): Promise<FoundLink[]> {
  await page.goto(path);
  await mainHeading(page);
  await page.waitForLoadState('networkidle');
  const found: FoundLink[] = [];
  for (const [where, scope] of [
    ['main', page.getByRole('main')],
    ['footer', page.getByRole('contentinfo')],
  ] as const) {
    const links = await scope.getByRole('link').evaluateAll((anchors) =>
      anchors.map((a) => ({
        name: (a.textContent ?? '').trim() || a.getAttribute('aria-label') || '',
        raw: a.getAttribute('href'),
        href: (a as HTMLAnchorElement).href,
        target: a.getAttribute('target'),
        rel: a.getAttribute('rel'),
      })),
    );
    found.push(...links.map((link) => ({ ...link, where: `${path} ${where}` })));
  }
  return found;
}

const shell = origin(0);
const isRoute = (url: URL) => url.origin === shell && !/\.[a-z0-9]+$/i.test(url.pathname);
const isFile = (url: URL) => url.protocol.startsWith('http') && /\.[a-z0-9]+$/i.test(url.pathname);
const isLocal = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';

const contentTypes: Record<string, RegExp> = {
  html: /^text\/html\b/,
  svg: /^image\/svg\+xml\b/,
  pdf: /^application\/pdf\b/,
  png: /^image\/png\b/,
};

async function expectFile(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const extension = new URL(url).pathname.split('.').pop()!.toLowerCase();
  expect(contentTypes[extension], `a known file type: ${url}`).toBeDefined();
  expect(response.headers()['content-type'], url).toMatch(contentTypes[extension]!);
  expect((await response.body()).length, url).toBeGreaterThan(100);
  return response;
}

for (const path of sectionPages) {
  test(`${path}: every link has a real target and the right way to open`, async ({ page }) => {
    const links = await linksOn(page, path);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const label = `${link.where}: "${link.name}" → ${link.raw}`;
      expect(link.name, `${label} has a name`).not.toBe('');
      expect(link.raw?.trim(), `${label} has an href`).toBeTruthy();
      expect(link.raw, label).not.toMatch(/^(#|javascript:)?$/i);
      const url = new URL(link.href);
      if (url.protocol === 'mailto:') {
        expect(url.pathname, label).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
      } else if (isRoute(url)) {
        // Site pages open in place, through the router (absolute paths, never a full URL to another host).
        expect(link.raw, label).toMatch(/^\//);
        expect(link.target, label).toBeNull();
        if (url.hash) await expect(page.locator(url.hash), label).toHaveCount(1);
      } else if (isLocal(url)) {
        // A file shipped by one of our apps (the media kit): a new tab, safely.
        expect(isFile(url), label).toBe(true);
        expect(link.target, label).toBe('_blank');
        expect(link.rel?.split(' '), label).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      } else {
        // External (social) links: shape only, never fetched.
        expect(url.protocol, label).toBe('https:');
        expect(link.target, label).toBe('_blank');
        expect(link.rel?.split(' '), label).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
    }
  });
}

test('every site page linked from these pages renders, none is the not-found view', async ({ page }) => {
  test.setTimeout(300_000);
  const routes = new Set<string>();
  for (const path of sectionPages) {
    for (const link of await linksOn(page, path)) {
      const url = new URL(link.href);
      if (isRoute(url)) routes.add(url.pathname);
    }
  }
  // The pages under test and the shell's footer columns are all in there.
  expect([...routes]).toEqual(
    expect.arrayContaining(['/get-involved/join', '/get-involved/project', '/get-involved/donate', '/privacy-policy']),
  );
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await mainHeading(page);
    await expect(page.getByTestId('not-found'), route).toHaveCount(0);
    await expect(page.getByTestId('remote-unavailable'), route).toHaveCount(0);
  }
});

test('the media kit and the footer media links are real files of the news remote, 200 with the right type', async ({
  page,
}) => {
  const files = new Set<string>();
  for (const path of ['/news-features/press-center', '/about/overview']) {
    for (const link of await linksOn(page, path)) {
      const url = new URL(link.href);
      if (isLocal(url) && isFile(url)) files.add(url.href);
    }
  }
  const news = origin(4);
  expect([...files].sort()).toEqual(
    [`${news}/media/brand-guidelines.html`, `${news}/media/logos.html`, `${news}/media/our-story.html`].sort(),
  );

  // Each document, and every file and page it links to or shows (the logo pack's SVGs), resolves too.
  const checked = new Set<string>();
  for (const file of files) {
    await expectFile(page, file);
    checked.add(file);
    await page.goto(file);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const targets = await page.evaluate(() => [
      ...[...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
      ...[...document.querySelectorAll('img[src]')].map((img) => (img as HTMLImageElement).src),
    ]);
    for (const target of targets) {
      const url = new URL(target);
      if (url.protocol === 'mailto:') continue;
      if (url.href.split('#')[0] === file) continue; // in-page (skip link)
      expect(isLocal(url), `${file} links only to the kit: ${target}`).toBe(true);
      const clean = url.href.split('#')[0]!;
      if (checked.has(clean)) continue;
      checked.add(clean);
      await expectFile(page, clean);
    }
  }
  expect([...checked].filter((url) => url.endsWith('.svg')).length).toBeGreaterThanOrEqual(4);
});

test('a media kit link opens its file in a new tab, the site staying open', async ({ page, context }) => {
  await page.goto('/news-features/press-center');
  await mainHeading(page);
  const kit = page.getByRole('main').getByRole('region', { name: 'Media kit' });
  const [tab] = await Promise.all([context.waitForEvent('page'), kit.getByRole('link', { name: /^Logos/ }).click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(`${origin(4)}/media/logos.html`);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  // noopener: the new tab cannot reach back to the site.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL('/news-features/press-center');
});

test('the footer links the five social platforms and a contact e-mail, shaped right', async ({ page }) => {
  await page.goto('/about/overview');
  await mainHeading(page);
  const footer = page.getByRole('contentinfo');
  const social = footer.getByRole('link', { name: /on (Instagram|TikTok|X|YouTube|LinkedIn)\b/ });
  await expect(social).toHaveCount(5);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/[^\s/]+\.[a-z]{2,}\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
  await expect(footer.getByRole('link', { name: 'Privacy policy', exact: true })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
});
