// Test helper (not exported from the package): renders inside the theme and a router, like the real app.
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteThemeProvider } from './theme/SiteThemeProvider';

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
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion') ? matches : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
