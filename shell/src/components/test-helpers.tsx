// Test helpers for the shell (not part of the app bundle: only *.test.tsx files import this).
import { renderPage, type RenderPageOptions } from '@stallions/shared-ui/testing';
import header from '../locales/en/header.json';
import footer from '../locales/en/footer.json';
import pages from '../locales/en/pages.json';
import { SiteSectionsProvider } from '../federation/site-sections';
import { testSections } from './test-sections';

/** Renders with the shell's real English bundles (header, footer, pages) and the test sections' menus. */
export function renderShell(
  ui: React.ReactElement,
  options: Omit<RenderPageOptions, 'pages' | 'header' | 'footer'> = {},
) {
  return renderPage(<SiteSectionsProvider value={testSections}>{ui}</SiteSectionsProvider>, {
    pages,
    header,
    footer,
    ...options,
  });
}

/**
 * For a describe whose tests log errors on purpose (React's for a thrown render, the shell's own reports):
 * console.error is silenced around each test. The returned function gives the test's spy, to check what was logged.
 */
export function silenceConsoleError(): () => jest.SpyInstance {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());
  return () => consoleError;
}
