// Test helper (not exported from the package): renders inside the theme and a router, like the real app.
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteThemeProvider } from './theme/SiteThemeProvider';
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
