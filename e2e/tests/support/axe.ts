// axe-core checks against WCAG 2.0, 2.1 and 2.2 A/AA, shared by the desktop and mobile accessibility specs.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { wcagTags } from '@stallions/delivery/gate/axe-check';
import { mainHeading } from './site';

export const languages = ['en', 'ar'] as const;

/** Opens a page and waits until it is settled: its main heading, web fonts and any lazy part (spinners). */
export async function openSettled(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await mainHeading(page);
  await settle(page);
}

export async function settle(page: Page) {
  await expect(page.locator('main [data-testid="spinner"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
}

/** One line per failing node, readable in the test output. */
async function violationsOf(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${label}: [${violation.id}] ${violation.help} — ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, ' ') ?? ''}`,
    ),
  );
}

/** Analyses each state and fails once at the end, listing every violation found. */
export function collector(page: Page) {
  const found: string[] = [];
  return {
    check: async (label: string) => found.push(...(await violationsOf(page, label))),
    checkHero: async (label: string) => found.push(...(await heroTextContrast(page, label))),
    expectNone: () => expect(found, found.join('\n')).toEqual([]),
  };
}

/**
 * Text laid over a hero's image: axe cannot tell the colour behind it ("incomplete"), so this measures it.
 * The hero is photographed with its text made transparent; under each line of text, the background pixels
 * must give the text's colour 4.5:1 (3:1 for large text), bar the worst 1% of pixels (thin lines in the art).
 */
async function heroTextContrast(page: Page, label: string) {
  const hero = page.locator('section[data-hero-height]').first();
  if (!(await hero.count()) || !(await hero.locator('img').count())) return [];
  const { box, runs } = await hero.evaluate((section) => {
    const origin = section.getBoundingClientRect();
    const found: {
      text: string;
      rect: { x: number; y: number; width: number; height: number };
      color: number[];
      large: boolean;
    }[] = [];
    const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || !element.checkVisibility()) continue;
      // Text on its own opaque fill (buttons) is axe's job; only text straight over the art is measured.
      let filled = false;
      for (let e: Element | null = element; e && e !== section; e = e.parentElement) {
        if (getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)') filled = true;
      }
      if (filled) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (Number(style.fontWeight) >= 700 && size >= 18.66);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        if (line.width < 1 || line.height < 1) continue;
        found.push({
          text: text.slice(0, 40),
          rect: { x: line.x - origin.x, y: line.y - origin.y, width: line.width, height: line.height },
          color: style.color
            .match(/[\d.]+/g)!
            .slice(0, 3)
            .map(Number),
          large,
        });
      }
    }
    return {
      box: { x: origin.x + window.scrollX, y: origin.y + window.scrollY, width: origin.width, height: origin.height },
      runs: found,
    };
  });
  if (!runs.length) return [];
  const hide = await page.addStyleTag({
    content: 'section[data-hero-height] * { color: transparent !important; text-shadow: none !important; }',
  });
  const png = await page.screenshot({ clip: box, fullPage: true, animations: 'disabled', scale: 'css' });
  await hide.evaluate((element) => (element as HTMLElement).remove());

  // Pixels are read in a blank page: the site's content security policy may refuse data: images.
  const reader = await page.context().newPage();
  try {
    const worst = await reader.evaluate(
      async ({ base64, runs }) => {
        const linear = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
        const luminance = (r: number, g: number, b: number) =>
          0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return runs.map(({ rect, color }) => {
          const x = Math.max(0, Math.floor(rect.x));
          const y = Math.max(0, Math.floor(rect.y));
          const width = Math.min(image.width - x, Math.ceil(rect.width));
          const height = Math.min(image.height - y, Math.ceil(rect.height));
          if (width < 1 || height < 1) return 21;
          const data = context.getImageData(x, y, width, height).data;
          const text = luminance(color[0]!, color[1]!, color[2]!);
          const ratios: number[] = [];
          for (let i = 0; i < data.length; i += 4) {
            const background = luminance(data[i]!, data[i + 1]!, data[i + 2]!);
            ratios.push((Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05));
          }
          ratios.sort((a, b) => a - b);
          return ratios[Math.floor(ratios.length * 0.01)]!;
        });
      },
      { base64: png.toString('base64'), runs },
    );
    return runs.flatMap((run, i) => {
      const needed = run.large ? 3 : 4.5;
      return worst[i]! < needed
        ? [`${label}: hero text "${run.text}" ${worst[i]!.toFixed(2)}:1 over the image (needs ${needed}:1)`]
        : [];
    });
  } finally {
    await reader.close();
  }
}
