// The gate's look at a release as visitors would see it: every page it declares, in every language, opened in
// headless Chromium on the composed site (the shell with the candidate and the other remotes' live releases),
// a few pages at once. Each page: axe, the HTML checker (every page's served and rendered HTML in one run), no
// console error, failed request or hydration mismatch, no broken link to the site, its first view within the
// bench's budget, and screenshots at a phone's and a desktop's width against the same page of the site with the
// remote's live build. Writes the HTML report and returns what it found.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { localizePath } from '@stallions/shared-router/locale';
import { chromePath, chromiumArgs } from '../../../tools/chromium';
import type { ComposedSite } from './composed-site';
import { firstViewProblems } from './first-view-budget';
import { checkNames, writeGateReport, type CheckName, type PageResult, type VisualResult } from './gate-report';
import { htmlErrors } from './html-checker';
import { brokenLinks, internalAddresses } from './internal-links';
import { screenshotWidths, visitPage, type PageLook } from './page-visit';
import { compareScreenshots } from './screenshot-diff';

/** Pages looked at at once: three keep one remote's gate within 3 minutes on two cores. */
const pagesAtOnce = 3;

export interface EyesOptions {
  remote: string;
  release: string;
  /** The composed site with the candidate. */
  candidate: ComposedSite;
  /** The same with the remote's live build (null: nothing to compare with), and how the report names it. */
  baseline: { site: ComposedSite | null; name: string };
  /** The release's declared pages (unprefixed). */
  pages: readonly string[];
  /** Where the report and its images go. */
  folder: string;
}

export interface EyesVerdict {
  /** A failing check, one line each: page, language, rule. */
  problems: string[];
  /** A page that looks different from the live site's, one line each. */
  visualChanges: string[];
  report: string;
  seconds: number;
}

interface Task {
  path: string;
  lng: string;
  address: string;
  /** The HTML files' names in the checker's folder (served, rendered). */
  slug: string;
}

const emptyFound = (): Record<CheckName, string[]> =>
  Object.fromEntries(checkNames.map((name) => [name, [] as string[]])) as Record<CheckName, string[]>;

/** The page's screenshots against the baseline's, the images of a change written beside the report. */
function compare(task: Task, look: PageLook, before: PageLook | string, folder: string): VisualResult[] {
  return screenshotWidths.map((width): VisualResult => {
    if (typeof before === 'string') return { width, skipped: before };
    const diff = compareScreenshots(before.shots[width]!, look.shots[width]!);
    const result: VisualResult = { width, differing: diff.differing, ratio: diff.ratio, changed: diff.changed };
    if (!diff.changed) return result;
    const name = (kind: string) => `${task.slug}-${width}-${kind}.png`;
    writeFileSync(join(folder, name('before')), before.shots[width]!);
    writeFileSync(join(folder, name('after')), look.shots[width]!);
    writeFileSync(join(folder, name('diff')), diff.diffPng!);
    return { ...result, images: { before: name('before'), after: name('after'), diff: name('diff') } };
  });
}

/** One page: the candidate's look and checks, the baseline's screenshots, the first view. */
async function lookAtPage(
  task: Task,
  options: EyesOptions,
  browser: Browser,
  htmlFolder: string,
): Promise<{ result: PageResult; hrefs: string[] }> {
  const found = emptyFound();
  const url = `${options.candidate.origin}${task.address}`;
  let look: PageLook;
  try {
    look = await visitPage(browser, url);
  } catch (error) {
    // A page that never became ready (an island that never settles, a navigation that hangs) fails; the rest go on.
    found.requests.push(`the page could not be looked at: ${(error as Error).message.split('\n')[0]}`);
    const visual = screenshotWidths.map((width) => ({ width, skipped: 'the page could not be looked at' }));
    return { result: { path: task.path, lng: task.lng, address: task.address, found, visual }, hrefs: [] };
  }
  if (look.status !== 200) found.requests.push(`the page answered HTTP ${look.status}`);
  for (const finding of look.axe)
    found.axe.push(`${finding.rule}: ${finding.help} (${finding.targets.slice(0, 3).join(', ')})`);
  found.console.push(...look.consoleErrors);
  found.requests.push(...look.failedRequests);
  found.hydration.push(...look.hydrationMismatches);
  found['first view'].push(...(await firstViewProblems(url)));
  writeFileSync(join(htmlFolder, `${task.slug}.served.html`), look.servedHtml);
  const rendered = /^<!doctype/i.test(look.renderedHtml) ? look.renderedHtml : `<!DOCTYPE html>${look.renderedHtml}`;
  writeFileSync(join(htmlFolder, `${task.slug}.rendered.html`), rendered);

  let before: PageLook | string = options.baseline.name;
  if (options.baseline.site) {
    const live = `${options.baseline.site.origin}${task.address}`;
    before = await visitPage(browser, live, { only: 'screenshots' }).then(
      (seen) => (seen.status === 200 ? seen : `a new page: ${options.baseline.name} answers HTTP ${seen.status}`),
      (error: Error) => `${options.baseline.name}'s page could not be looked at: ${error.message.split('\n')[0]}`,
    );
  }
  const visual = compare(task, look, before, options.folder);
  return { result: { path: task.path, lng: task.lng, address: task.address, found, visual }, hrefs: look.hrefs };
}

/** Runs `work` on every item, `size` at a time, in order of the items. */
async function pool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

/** The checks' findings as the command's lines: page, language, rule. */
function verdictLines(pages: PageResult[]) {
  const problems = pages.flatMap((page) =>
    checkNames.flatMap((name) => page.found[name].map((line) => `${page.address} (${page.lng}): ${name}: ${line}`)),
  );
  const visualChanges = pages.flatMap((page) =>
    page.visual
      .filter((v) => v.changed)
      .map(
        (v) => `${page.address} (${page.lng}) at ${v.width} px: ${((v.ratio ?? 0) * 100).toFixed(2)} % of it differs`,
      ),
  );
  return { problems, visualChanges };
}

export async function lookWithEyes(options: EyesOptions): Promise<EyesVerdict> {
  const started = Date.now();
  const tasks: Task[] = supportedLanguages.flatMap((lng) =>
    options.pages.map((path) => {
      const address = localizePath(lng, path);
      return { path, lng, address, slug: `${lng}${path.replace(/[^a-z0-9]+/gi, '-')}` };
    }),
  );
  const htmlFolder = mkdtempSync(join(tmpdir(), 'gate-html-'));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const looked = await pool(tasks, pagesAtOnce, (task) => lookAtPage(task, options, browser, htmlFolder));
    const pages = looked.map(({ result }) => result);
    // The HTML checker once for every page (a Java start is seconds).
    for (const error of htmlErrors(htmlFolder)) {
      const slug = error.file.replace(/\.(served|rendered)\.html$/, '');
      const page = pages[tasks.findIndex((task) => task.slug === slug)];
      page?.found.html.push(
        `${error.message}${error.extract ? ` [${error.extract}]` : ''} (${error.file.includes('.served.') ? 'as served' : 'as rendered'}, line ${error.line ?? '?'})`,
      );
    }
    // Each of the site's addresses its pages link to, asked for once.
    const origin = options.candidate.origin;
    const broken = await brokenLinks(
      internalAddresses(
        origin,
        looked.flatMap(({ hrefs }) => hrefs),
      ),
    );
    looked.forEach(({ result, hrefs }) => {
      for (const address of internalAddresses(origin, hrefs))
        if (broken.has(address)) result.found.links.push(`${address.slice(origin.length)}: ${broken.get(address)}`);
    });
    const seconds = (Date.now() - started) / 1000;
    const report = writeGateReport(options.folder, {
      remote: options.remote,
      release: options.release,
      baseline: options.baseline.name,
      seconds,
      pages,
    });
    return { ...verdictLines(pages), report, seconds };
  } finally {
    await browser.close();
    rmSync(htmlFolder, { recursive: true, force: true });
  }
}
