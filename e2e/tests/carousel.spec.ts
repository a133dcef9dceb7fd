// The "our companions" carousel on the CSR page, in a real browser with real layout: how many logos
// are fully in view at each breakpoint, the spacing, the arrows and dots, and the keyboard.
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from './support/fixtures';
import causesAr from '../../causes-mfe/src/locales/ar/pages.json';
import causesEn from '../../causes-mfe/src/locales/en/pages.json';
import { mainHeading, watchConsole } from './support/site';

// e2e shares a small machine with builds: a remote page arrives over several requests, so allow it time.
const expect = baseExpect.configure({ timeout: 20_000 });

const labels = causesEn.ourCauses.csr.companions;
const path = '/our-causes/corporate-social-responsibility';

async function openCarousel(page: Page, width: number, query = '', name = labels.carouselLabel) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${path}${query}`);
  await mainHeading(page);
  const carousel = page.getByRole('region', { name });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('img')).toHaveCount(6);
  // Swiper has laid the slides out and drawn its pagination dots.
  await expect
    .poll(() => carousel.evaluate((root) => root.querySelectorAll('[data-carousel-pagination] button').length))
    .toBeGreaterThan(0);
  return carousel;
}

/** The logo numbers (1-6) fully inside the carousel's visible band, in order. */
function logosInView(carousel: Locator): Promise<number[]> {
  return carousel.evaluate((root) => {
    const band = root.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>('[role="group"]')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.left >= band.left - 1 &&
          box.right <= band.right + 1 &&
          box.right <= window.innerWidth + 1
        );
      })
      .map((slide) => Number(slide.querySelector('img')?.getAttribute('alt')?.replace(/\D/g, '')))
      .sort((a, b) => a - b);
  });
}

/** Pixels between the first two logos' slides. */
function gapBetweenSlides(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const [first, second] = [...root.querySelectorAll<HTMLElement>('[role="group"]')].map((s) =>
      s.getBoundingClientRect(),
    );
    return Math.round(
      Math.abs(second!.left - first!.right) < Math.abs(first!.left - second!.right)
        ? second!.left - first!.right
        : first!.left - second!.right,
    );
  });
}

const inView = (carousel: Locator) => expect.poll(() => logosInView(carousel), { timeout: 10_000 });

const breakpoints = [
  { width: 375, perView: 1, gap: 20 },
  { width: 800, perView: 2, gap: 20 },
  { width: 1280, perView: 3, gap: 30 },
];

for (const { width, perView, gap } of breakpoints) {
  test(`at ${width}px wide, ${perView} logo(s) fully in view, ${gap}px apart, and the arrows and dots move it`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    const carousel = await openCarousel(page, width);
    const first = Array.from({ length: perView }, (_, i) => i + 1);
    await inView(carousel).toEqual(first);
    expect(await gapBetweenSlides(carousel)).toBe(gap);
    // The six logos, "Companion 1" to "Companion 6".
    for (let n = 1; n <= 6; n++)
      await expect(carousel.getByRole('img', { name: `Companion ${n}`, exact: true })).toBeAttached();

    const previous = carousel.getByRole('button', { name: labels.previous, exact: true });
    const next = carousel.getByRole('button', { name: labels.next, exact: true });
    // One dot per position: six logos, perView at a time.
    const dots = carousel.getByRole('button', { name: /^Go to logo \d+$/ });
    const positions = 6 - perView + 1;
    await expect(dots).toHaveCount(positions);
    await expect(previous).toBeDisabled();

    await next.click();
    await inView(carousel).toEqual(first.map((n) => n + 1));
    await expect(previous).toBeEnabled();
    await previous.click();
    await inView(carousel).toEqual(first);

    // The last dot shows the last logos; the next arrow is then at its end.
    await dots.last().click();
    await inView(carousel).toEqual(first.map((n) => n + positions - 1));
    await expect(next).toBeDisabled();
    await expect(dots.last()).toHaveClass(/carousel-bullet-active/);
    await dots.first().click();
    await inView(carousel).toEqual(first);
    console.expectClean();
  });
}

test('the keyboard reaches the dots and arrows in order, and Enter moves the carousel', async ({ page }) => {
  const carousel = await openCarousel(page, 1280);
  const focusedName = () =>
    page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
    );

  // Nothing on the page between the h1 and the carousel takes focus: Tab from the h1 walks into its controls.
  await (await mainHeading(page)).focus();
  const reached: string[] = [];
  for (let i = 0; i < 8 && !reached.includes(labels.next); i++) {
    await page.keyboard.press('Tab');
    reached.push(await focusedName());
  }
  // Previous is disabled at the start (skipped); then the four dots, then next.
  expect(reached).toEqual(['Go to logo 1', 'Go to logo 2', 'Go to logo 3', 'Go to logo 4', labels.next]);

  await page.keyboard.press('Enter');
  await inView(carousel).toEqual([2, 3, 4]);
  expect(await focusedName()).toBe(labels.next);

  // Back to a dot with Shift+Tab; Enter goes to its position.
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName()).toBe('Go to logo 4');
  await page.keyboard.press('Enter');
  await inView(carousel).toEqual([4, 5, 6]);

  // Previous is enabled now and reached before the dots.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab');
  expect(await focusedName()).toBe(labels.previous);
  await page.keyboard.press('Enter');
  await inView(carousel).toEqual([3, 4, 5]);
  await page.keyboard.press('Space');
  await inView(carousel).toEqual([2, 3, 4]);
});

test('in Arabic the carousel runs right to left: the first logo sits on the right', async ({ page }) => {
  const carousel = await openCarousel(page, 1280, '?lng=ar', causesAr.ourCauses.csr.companions.carouselLabel);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await inView(carousel).toEqual([1, 2, 3]);
  const firstRight = await carousel
    .getByRole('group')
    .first()
    .evaluate((el) => el.getBoundingClientRect().right);
  const thirdRight = await carousel
    .getByRole('group')
    .nth(2)
    .evaluate((el) => el.getBoundingClientRect().right);
  expect(firstRight).toBeGreaterThan(thirdRight);
  // The arrows carry translated names; "next" shows the following logos.
  await carousel.getByRole('button', { name: causesAr.ourCauses.csr.companions.next, exact: true }).click();
  await inView(carousel).toEqual([2, 3, 4]);
});
