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
