// Every page, in every language, is valid HTML: the HTML the server sends and the DOM the app
// renders, checked by the W3C Nu HTML Checker (vnu-jar from npm, run with the system's Java, which .ci/run
// installs as it installs Chromium).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mainHeading, sitePages } from './support/site';

type Lng = 'en' | 'fr' | 'ar';
const languages: Lng[] = ['en', 'fr', 'ar'];
const at = (lng: Lng, path: string) => (lng === 'en' ? path : path === '/' ? `/${lng}` : `/${lng}${path}`);
/** The site's pages, plus the two addresses the app alone renders (search results, not found). */
const addresses = (lng: Lng) => [...sitePages, '/search?q=membership', '/no-such-page'].map((path) => at(lng, path));
const fileName = (address: string) => `${address.replace(/[^a-z0-9]+/gi, '_') || 'home'}.html`;

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * CSS the checker's CSS validator does not know yet, though browsers do: CSS Anchor Positioning (the header's
 * dropdowns sit under their buttons with it) and cross-document View Transitions (header and footer held in
 * place between pages). Only "doesn't exist" / "unrecognized" for these names is passed over.
 */
const newerCss =
  /^CSS: (“(anchor-name|position-anchor|position-area|view-transition-name)”: Property “\2” doesn't exist\.|Unrecognized at-rule “@view-transition”)/;

/** Runs the Nu HTML Checker on every file of a folder; returns its errors (warnings are advice, not failures). */
function validate(folder: string): string[] {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error)
    throw new Error('No Java to run the Nu HTML Checker: apt-get install -y default-jre-headless (.ci/run does).');
  // vnu-jar's main export is the path of the checker's jar (a String object).
  const jar = String(createRequire(__filename)('vnu-jar'));
  const run = spawnSync('java', ['-Xss16m', '-jar', jar, '--format', 'json', '--exit-zero-always', folder], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    .filter((message) => !newerCss.test(message.message))
    .map(
      (m) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message} ${m.extract ? `[${m.extract.trim()}]` : ''}`,
    );
}

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
