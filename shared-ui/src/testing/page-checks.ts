// What the apps' page tests check of every page, written once: its headings' order and axe.
import { axe } from 'jest-axe';

/** Heading levels in document order: a page starts at its one h1 and never skips a level on the way down. */
export function expectHeadingsInOrder(container: HTMLElement): void {
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
  });
}

/** The test that what `render` draws has no axe violations (`timeout`: for a large page on a busy machine). */
export function itHasNoAxeViolations(render: () => Promise<{ container: HTMLElement }>, timeout?: number): void {
  it(
    'has no axe violations',
    async () => {
      const { container } = await render();
      expect(await axe(container)).toHaveNoViolations();
    },
    timeout,
  );
}
