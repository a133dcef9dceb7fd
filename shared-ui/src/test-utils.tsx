// Test helper (not exported from the package): renders inside the theme and a router, like the real app.
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { SiteThemeProvider } from './theme/SiteThemeProvider';
import { exampleElement, exampleNames, type ComponentExamples } from './examples';
import { stubMatchMedia } from '../../tools/jest/match-media';

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter>
        <SiteThemeProvider>{children}</SiteThemeProvider>
      </MemoryRouter>
    ),
    ...options,
  });
}

/** Makes window.matchMedia report `matches` for the reduced-motion query (restore with the returned function). */
export function mockReducedMotion(matches: boolean) {
  const original = window.matchMedia;
  window.matchMedia = stubMatchMedia((query) => query.includes('prefers-reduced-motion') && matches);
  return () => {
    window.matchMedia = original;
  };
}

/** Renders one of a component's examples, with `extraProps` (a ref, a spy) added to its props. */
export function renderExample<Props, Name extends string>(
  set: ComponentExamples<Props, Name>,
  name: Name,
  extraProps?: Partial<Props>,
) {
  return renderWithTheme(exampleElement(set, name, extraProps));
}

// A test file lists the example sets of several components at once: their props vary, and only renderExample reads
// them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponentExamples = ComponentExamples<any>;

/** The tests every example of each set gets: it renders something, and axe finds no violation in it. */
export function testExamples(...sets: AnyComponentExamples[]) {
  for (const set of sets)
    describe(`${set.name} examples`, () => {
      it.each(exampleNames(set))('%s renders with no axe violations', async (name) => {
        const { container } = renderExample(set, name);
        expect(container).not.toBeEmptyDOMElement();
        expect(await axe(container)).toHaveNoViolations();
      });
    });
}
