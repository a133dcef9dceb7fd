// Every page, in every language, is valid HTML: the HTML the server sends and the DOM the app
// renders, checked by the W3C Nu HTML Checker (delivery/src/gate/html-checker.ts: vnu-jar from npm, run with the
// system's Java, which .ci/run installs as it installs Chromium).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mainHeading, sitePages } from './support/site';
import { htmlErrorLine, htmlErrors } from '@stallions/delivery/gate/html-checker';

type Lng = 'en' | 'fr' | 'ar';
const languages: Lng[] = ['en', 'fr', 'ar'];
const at = (lng: Lng, path: string) => (lng === 'en' ? path : path === '/' ? `/${lng}` : `/${lng}${path}`);
/** The site's pages, plus the two addresses the app alone renders (search results, not found). */
const addresses = (lng: Lng) => [...sitePages, '/search?q=membership', '/no-such-page'].map((path) => at(lng, path));
const fileName = (address: string) => `${address.replace(/[^a-z0-9]+/gi, '_') || 'home'}.html`;

/** Runs the Nu HTML Checker on every file of a folder; returns its errors (warnings are advice, not failures). */
const validate = (folder: string) => htmlErrors(folder).map(htmlErrorLine);

async function served(request: APIRequestContext, folder: string, lng: Lng) {
  for (const address of addresses(lng)) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(address.endsWith('/no-such-page') ? 404 : 200);
    writeFileSync(join(folder, fileName(address)), await response.text());
  }
}

for (const lng of languages) {
  test(`${lng}: every page as served and as rendered passes the Nu HTML Checker`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const folder = mkdtempSync(join(tmpdir(), `vnu-${lng}-`));
    try {
      mkdirSync(join(folder, 'served'));
      mkdirSync(join(folder, 'rendered'));
      await served(request, join(folder, 'served'), lng);
      for (const address of addresses(lng)) {
        await page.goto(address);
        await mainHeading(page);
        await page.waitForFunction(() => !document.querySelector('[data-pending]'));
        const html = await page.content();
        writeFileSync(
          join(folder, 'rendered', fileName(address)),
          /^<!doctype/i.test(html) ? html : `<!DOCTYPE html>${html}`,
        );
      }
      expect(validate(folder)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
}
