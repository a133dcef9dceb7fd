// Test helper (not exported from the package): renders inside the theme and a router, like the real app.
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteThemeProvider } from './theme/SiteThemeProvider';
import { exampleElement, type ComponentExamples } from './examples';
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
