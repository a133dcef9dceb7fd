// `npm run screenshots`: a full-page screenshot of every route at 375 and 1280 px wide, in English and
// Arabic, into screenshots/ at the repository root (git-ignored), to look at every page by eye.
// Starts local-cloud on its own ports (SHOTS_BASE_PORT, default 4700; SHOTS_CLOUD_PORT, default 4780) from
// the built dist folders, or uses a running site when SHOTS_URL is set (e.g. SHOTS_URL=http://localhost:3000).
// Optional: SHOTS_ROUTES=/,/about/overview to take fewer.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServeProcess } from '@stallions/local-cloud/serve-process';
import { sitePages } from '../scripts/site-pages';
import { chromePath, chromiumArgs } from '../tools/chromium';

const root = resolve(__dirname, '..');
const outFolder = resolve(root, 'screenshots');
const basePort = Number(process.env.SHOTS_BASE_PORT ?? 4700);
const cloudPort = Number(process.env.SHOTS_CLOUD_PORT ?? 4780);
const siteUrl = process.env.SHOTS_URL ?? `http://localhost:${basePort}`;
const routes = process.env.SHOTS_ROUTES ? process.env.SHOTS_ROUTES.split(',') : [...sitePages];
const widths = [375, 1280];
const languages = ['en', 'ar'];

function startLocalCloud() {
  return startServeProcess({
    basePort,
    cloudPort,
    dataDir: process.env.SHOTS_DATA_DIR ?? resolve(root, '.data/screenshots'),
  });
}

/** Waits for the page's heading, web fonts, lazy parts and images, then lets animations finish. */
async function settle(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold load only when scrolled to: bring each into view once.
    for (const image of Array.from(document.images)) {
      image.loading = 'eager';
    }
    await Promise.all(
      Array.from(document.images).map((image) =>
        image.complete
          ? undefined
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
  });
  await page.waitForTimeout(300);
}

async function main() {
  const server = process.env.SHOTS_URL ? undefined : await startLocalCloud();
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  const problems: string[] = [];
  try {
    mkdirSync(outFolder, { recursive: true });
    for (const width of widths) {
      // No animation in the pictures: the site honours reduced motion (carousels stay put).
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      for (const lng of languages) {
        for (const route of routes) {
          await page.goto(`${siteUrl}${route}?lng=${lng}`);
          await settle(page);
          // Wider than the viewport means something overflows sideways.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) problems.push(`${route} ${lng} ${width}px: ${overflow}px horizontal overflow`);
          const broken = await page.evaluate(() =>
            Array.from(document.images)
              .filter((image) => image.complete && image.naturalWidth === 0)
              .map((image) => image.currentSrc || image.src),
          );
          for (const src of broken) problems.push(`${route} ${lng} ${width}px: broken image ${src}`);
          const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}.${lng}.${width}.png`;
          await page.screenshot({ path: resolve(outFolder, name), fullPage: true });
          console.info(`screenshots/${name}`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server?.kill('SIGTERM');
  }
  if (problems.length) {
    console.error(`\nTo look at:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
