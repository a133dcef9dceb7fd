// `npm run prerender` (the last step of `npm run build`): serves the built composition with local-cloud,
// opens every route of sitePages in every language (English unprefixed, /fr/…, /ar/…) in the system Chromium
// and writes what it shows, with its styles, as a static page into the shell's dist: `/` → index.html,
// `/fr` → fr.html, `/ar/about/overview` → ar/about/overview.html. The browser
// paints that page before any JavaScript has run; the app then renders beside it and takes its place
// (shell/src/snapshot/). Any other URL gets app.html, the page webpack built, with an empty root.
// A snapshot holds the remotes' pages as they were when it was taken: run this again after deploying a remote
// (until then, its old page shows until the app has loaded the new one).
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  copyFileSync,
  existsSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { sitePages } from '@stallions/shared-config/site-pages';
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { localizePath } from '@stallions/shared-router/locale';
import { startServeProcess } from '../local-cloud/src/serve-process';
import { chromePath, chromiumArgs } from '../tools/chromium';
import { inlineGate } from '../tools/snapshot-gate';

const root = resolve(__dirname, '..');
const shellDist = resolve(root, 'shell/dist');
const basePort = Number(process.env.PRERENDER_BASE_PORT ?? 4700);
const cloudPort = Number(process.env.PRERENDER_CLOUD_PORT ?? 4780);
const shellOrigin = `http://localhost:${basePort}`;
const gate = inlineGate();

/** The built page with an empty root: kept as app.html, and the template of every snapshot. */
function resetDist(): string {
  const appHtml = join(shellDist, 'app.html');
  const indexHtml = join(shellDist, 'index.html');
  // index.html is webpack's own page after a build, a snapshot after an earlier run of this script.
  if (!readFileSync(indexHtml, 'utf8').includes('data-snapshot=on') || !existsSync(appHtml))
    copyFileSync(indexHtml, appHtml);
  // Snapshots of an earlier run go, so the pages below are rendered by the app, not by a snapshot.
  const removeHtml = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) removeHtml(path);
      else if (name.endsWith('.html') && path !== appHtml) rmSync(path);
    }
  };
  removeHtml(shellDist);
  copyFileSync(appHtml, indexHtml);
  return readFileSync(appHtml, 'utf8');
}

interface Capture {
  lang: string;
  dir: string;
  css: string;
  body: string;
  title: string;
  meta: [attribute: string, key: string, content: string][];
}

/** shared-i18n logs one of these once the Remote Config overrides (the announcement among them) are in, or not. */
const remoteTranslationsSettled = (text: string) =>
  text === 'Remote translations loaded successfully' || text.startsWith('Failed to fetch remote translations:');

/** Whether the served /config.json reads remote translations at all ("none" logs neither message). */
async function readsRemoteTranslations(): Promise<boolean> {
  const config = (await (await fetch(`${shellOrigin}/config.json`)).json()) as { translations?: { kind?: string } };
  return config.translations?.kind !== 'none';
}

async function capture(page: Page, route: string, waitForOverrides: boolean): Promise<Capture> {
  const settled = waitForOverrides
    ? page.waitForEvent('console', {
        predicate: (message) => remoteTranslationsSettled(message.text()),
        timeout: 60_000,
      })
    : undefined;
  await page.goto(`${shellOrigin}${route}`, { waitUntil: 'networkidle' });
  await settled;
  await page.locator('main h1').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('[data-pending]'), undefined, { timeout: 60_000 });
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    // A stylesheet's own text where it has one (style-loader's: Swiper's CSS); styled-components writes its
    // rules through the CSSOM, leaving its <style> element empty: read those rules back. (The browser writes a
    // shorthand holding var() back as empty longhands, which is not CSS: the source text keeps it whole.)
    const css = Array.from(document.styleSheets, (sheet) => {
      const text = sheet.ownerNode?.textContent?.trim();
      return text || Array.from(sheet.cssRules, (rule) => rule.cssText).join('');
    });
    const app = document.getElementById('root')!.cloneNode(true) as HTMLElement;
    // A link to a remote's own file names this script's temporary server, not the remote's real origin: it
    // keeps its text and place but no address until the app, which reads the real one from /config.json, takes over.
    // (target and rel go with it: they are only allowed on a link with an address.)
    app.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((link) => {
      if (link.origin !== location.origin && link.hostname === location.hostname)
        ['href', 'target', 'rel'].forEach((name) => link.removeAttribute(name));
    });
    // Swiper sizes slides for this window's width in inline styles; the stylesheet's own layout fits any width.
    app.querySelectorAll('.swiper-wrapper, .swiper-slide').forEach((element) => element.removeAttribute('style'));
    // Origin-bearing tags (canonical, og:url, hreflang) are left to the app, which knows the real origin.
    const meta = Array.from(
      document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"], meta[property^="og:"]'),
    )
      .filter((element) => element.getAttribute('property') !== 'og:url')
      .map((element) => {
        const attribute = element.hasAttribute('name') ? 'name' : 'property';
        return [attribute, element.getAttribute(attribute)!, element.content] as [string, string, string];
      });
    const { lang, dir } = document.documentElement;
    return { lang, dir, css: css.join(''), body: app.innerHTML, title: document.title, meta };
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function compose(template: string, route: string, { lang, dir, css, body, title, meta }: Capture): string {
  const entry = /<script defer src=([^ >]+)><\/script>/.exec(template)?.[1];
  if (!entry) throw new Error('app.html has no <script defer src=…> entry');
  // The chunks app.html preloads (the first render's): the gate loads them beside the entry.
  const startChunks = [...template.matchAll(/<link rel=preload as=script href=([^ >]+)>/g)].map((match) => match[1]);
  if (startChunks.length === 0) throw new Error('app.html preloads no start chunks');
  // Files of the shell become root-relative, so the page works on any origin the shell is served from.
  const relative = (text: string) => text.split(`${shellOrigin}/`).join('/');
  const html = relative(body);
  const styles = relative(css);
  const leftover = /https?:\/\/(localhost|127\.0\.0\.1):\d+/.exec(html + styles);
  // A remote's own files would point at this script's temporary server: fail rather than ship that.

  if (leftover)
    throw new Error(`${route}: the snapshot refers to ${leftover[0]}, which only existed while prerendering`);
  const head = [
    `<title>${escapeText(title)}</title>`,
    ...meta.map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`),
    `<style data-snapshot>${styles.replace(/<\/style/gi, '<\\/style')}</style>`,
    `<script data-entry="${entry}" data-start-chunks="${startChunks.join(' ')}">${gate}</script>`,
  ].join('');
  const withHead = template
    // The gate starts the entry after the first paint; preloads would compete with the page for bandwidth.
    .replace(/<script defer src=([^ >]+)><\/script>/, '')
    .replace(/<link rel=preload as=script href=[^ >]+>/g, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name=description content="[^"]*">/, '')
    // Replacer functions, not strings: in a replacement string `$&` means the match, and the gate's own
    // code holds a '$&' (its CSS escaping), which a string would have turned into '</head>'.
    .replace('</head>', () => `${head}</head>`)
    // The page's own language (the app sets the same once it runs).
    .replace(/<html [^>]*>/, `<html data-snapshot=on lang=${lang} dir=${dir}>`)
    // Without JavaScript this page still reads and links; only what needs the app does not work.
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      '<noscript>Menus, search, the language choice and the forms need JavaScript.</noscript>',
    );
  const withRoot = withHead.replace(/<div id=root><\/div>/, () => `<div id=root data-snapshot>${html}</div>`);
  if (withRoot === withHead || !withHead.includes('data-snapshot=on'))
    throw new Error('app.html has no <html> or empty #root to fill');
  return withRoot;
}

async function main() {
  if (!existsSync(chromePath))
    throw new Error(
      `No Chromium at ${chromePath}: install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.`,
    );
  const template = resetDist();
  const server = await startServeProcess({
    basePort,
    cloudPort,
    dataDir: process.env.PRERENDER_DATA_DIR ?? resolve(root, '.data/prerender'),
  }).catch((error: Error) => {
    throw new Error(`${error.message} (PRERENDER_BASE_PORT / PRERENDER_CLOUD_PORT choose the ports)`);
  });
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const waitForOverrides = await readsRemoteTranslations();
    for (const lng of supportedLanguages) {
      // A browser of each language's own (i18next caches the language in local storage), so an unprefixed
      // page is never sent on to another language's address.
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      for (const route of sitePages) {
        const address = localizePath(lng, route);
        const file = address === '/' ? 'index.html' : `${address.slice(1)}.html`;
        const shot = await capture(page, address, waitForOverrides);
        if (shot.lang !== lng) throw new Error(`${address} rendered in ${shot.lang}, not ${lng}`);
        const html = compose(template, address, shot);
        mkdirSync(dirname(join(shellDist, file)), { recursive: true });
        writeFileSync(join(shellDist, file), html);
        console.info(`prerendered ${address} → shell/dist/${file} (${Math.round(html.length / 1024)} KB)`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
