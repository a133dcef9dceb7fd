// Which requests a browser says come from elsewhere than the site's own pages, against the configured origin only.
import { readFileSync } from 'node:fs';
import { createRefusedPostDocuments, fromAnotherSite, siteOriginOf } from './refused-post';

const site = siteOriginOf('https://club.example/');

it('reads the site’s origin from siteUrl (no path, no trailing slash; the default port dropped)', () => {
  expect(site).toBe('https://club.example');
  expect(siteOriginOf('http://localhost:3000')).toBe('http://localhost:3000');
  expect(siteOriginOf('https://club.example:443/x')).toBe('https://club.example');
});

it.each([
  [{}, false, false],
  [{}, true, true],
  [{ 'sec-fetch-site': 'same-origin' }, false, false],
  [{ 'sec-fetch-site': 'same-origin', origin: site }, true, false],
  [{ origin: site }, true, false],
  [{ 'sec-fetch-site': 'cross-site' }, false, true],
  [{ 'sec-fetch-site': 'same-site', origin: site }, false, true],
  [{ 'sec-fetch-site': 'none' }, false, true],
  [{ origin: 'null' }, false, true],
  [{ origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example' }, false, true],
  [{ origin: 'http://club.example' }, false, true],
  [{ origin: 'https://club.example.evil.example' }, false, true],
  [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, false, true],
])('%j (Origin required: %s) is from another site: %s', (headers, originRequired, expected) => {
  expect(fromAnotherSite(headers, site, { originRequired })).toBe(expected);
});

describe('the page a refused native post gets', () => {
  const template =
    '<!doctype html><html lang=en><head><title>App</title></head><body><div id=root></div><script src=/main.js></script></body></html>';
  const documents = createRefusedPostDocuments(template);
  const common = (lng: string) =>
    JSON.parse(readFileSync(require.resolve(`@stallions/shared-i18n/locales/${lng}/common.json`), 'utf8')) as {
      postRefused: { title: string; message: string; link: string };
    };

  it.each([
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['ar', 'rtl'],
  ])('is in the form page’s language (%s, %s), with a link back to the form', (lng, dir) => {
    const html = documents(lng, `/${lng}/get-involved/join`).toString();
    const text = common(lng).postRefused;
    expect(html).toContain(`<html lang="${lng}" dir="${dir}">`);
    expect(html).toContain(`<title>${text.title} – `);
    expect(html).toContain(text.message.replace(/'/g, '&#39;'));
    expect(html).toContain(`<a href="/${lng}/get-involved/join">${text.link}</a>`);
    expect(html).toContain('<script src=/main.js>');
  });

  it('falls back to English for a language the site does not have', () => {
    expect(documents('xx', '/get-involved/join').toString()).toContain(common('en').postRefused.title);
  });
});
