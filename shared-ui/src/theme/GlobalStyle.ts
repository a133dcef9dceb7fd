import { useEffect } from 'react';
import { createGlobalStyle } from 'styled-components';
import { languageFacts, supportedLanguages } from '@stallions/shared-i18n/languages';
import { fontFaceCss, fontStyleElementId } from '../fonts/fonts';

// The fonts (files, @font-face rules, fallbacks, preloads) are shared-ui/src/fonts'; re-exported here,
// where the package has always exported them.
export { fontFaceCss, fontStyleElementId } from '../fonts/fonts';

/** Text in a language written in Arabic script (the language table's `script`), as a selector. */
const arabicScript = supportedLanguages
  .filter((lng) => languageFacts(lng).script === 'arabic')
  .map((lng) => `:lang(${lng})`)
  .join(', ');

/**
 * Adds the font rules to a page that has none yet (a page rendered in the browser alone). The rules live in a
 * <style id="site-fonts"> of their own rather than in the global style: styled-components takes over the
 * server's style tags in the browser and writes their rules again, and a font declared again is a new font,
 * loaded and swapped in late (a layout shift). The server writes the page's own tag (fontHeadHtml).
 */
export function SiteFonts() {
  useEffect(() => {
    if (document.getElementById(fontStyleElementId)) return;
    const style = document.createElement('style');
    style.id = fontStyleElementId;
    style.textContent = fontFaceCss;
    document.head.append(style);
  }, []);
  return null;
}

export const GlobalStyle = createGlobalStyle`

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  * {
    margin: 0;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* A sticky header must never cover the focused element or an anchor target (WCAG 2.4.11). */
    scroll-padding-top: calc(${({ theme }) => theme.headerHeight} + 1rem);
  }

  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }

  body {
    min-block-size: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background-color: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-align: start;
  }

  /* Arabic script needs a little more room between lines, and Cairo (only there: see theme.fonts). */
  body:is(${arabicScript}) {
    line-height: 1.8;
  }

  ${arabicScript} {
    font-family: ${({ theme }) => theme.fonts.arabic};
  }

  img,
  picture,
  video,
  canvas,
  svg {
    display: block;
    max-inline-size: 100%;
  }

  img {
    block-size: auto;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  button {
    cursor: pointer;
  }

  p,
  li {
    overflow-wrap: break-word;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    overflow-wrap: break-word;
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    text-wrap: balance;
  }

  p {
    text-wrap: pretty;
  }

  a {
    color: var(--link-color, ${({ theme }) => theme.colors.primary});
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  :focus-visible {
    outline: 3px solid var(--focus-ring, ${({ theme }) => theme.colors.focus});
    outline-offset: 3px;
  }

  /* Headings and <main> receive focus from script after navigation: no ring for that. */
  [tabindex='-1']:focus:not(:focus-visible) {
    outline: none;
  }

  ::selection {
    background-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentContrast};
  }

  #root {
    isolation: isolate;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
