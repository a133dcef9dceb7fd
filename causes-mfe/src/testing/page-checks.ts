// What every page of the section is checked for, written once: its h1, document title and meta description, its
// headings' order and axe.
import { screen } from '@testing-library/react';
import { expectHeadingsInOrder, itHasNoAxeViolations } from '@stallions/shared-ui/testing';

/** What a page's head shows: its h1's text, the document title and the meta description. */
interface PageHeadingAndMeta {
  h1: string;
  title: string;
  description: string;
}

/**
 * The test each page's file starts with, on what `render` draws: exactly one h1 (focusable: the shell moves focus
 * to it after navigation), the document title and description.
 */
export function itHasOneFocusableH1AndMeta(
  render: () => Promise<unknown>,
  { h1, title, description }: PageHeadingAndMeta,
) {
  it('has one focusable h1, the page title and meta description', async () => {
    await render();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(h1);
    expect(headings[0]).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe(title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', description);
  });
}

/** The two tests each page's file ends with, on what `render` draws: headings in order, no axe violations. */
export function itKeepsHeadingsInOrderWithoutAxeViolations(render: () => Promise<{ container: HTMLElement }>) {
  it('keeps headings in order', async () => {
    const { container } = await render();
    expectHeadingsInOrder(container);
  });

  itHasNoAxeViolations(render);
}
