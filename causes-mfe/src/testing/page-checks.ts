// What every page of the section is checked for, written once: its h1, document title and meta description, its
// headings' order and axe.
import { screen } from '@testing-library/react';
import { expectHeadingsInOrder, itHasNoAxeViolations } from '@stallions/shared-ui/testing';

/** The page's one h1 (focusable: the shell moves focus to it after navigation), its document title and description. */
export function expectPageHeadingAndMeta({
  h1,
  title,
  description,
}: {
  h1: string;
  title: string;
  description: string;
}) {
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading).toHaveTextContent(h1);
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(document.title).toBe(title);
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', description);
}

/** The two tests each page's file ends with, on what `render` draws: headings in order, no axe violations. */
export function itKeepsHeadingsInOrderWithoutAxeViolations(render: () => Promise<{ container: HTMLElement }>) {
  it('keeps headings in order', async () => {
    const { container } = await render();
    expectHeadingsInOrder(container);
  });

  itHasNoAxeViolations(render);
}
