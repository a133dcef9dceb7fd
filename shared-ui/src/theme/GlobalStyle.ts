import { useEffect } from 'react';
import { createGlobalStyle } from 'styled-components';
// Self-hosted fonts (no third-party font requests: an IP address is personal data under the GDPR).
// One variable file per script for every weight: one request and one relayout when it arrives. Inter for
// Latin (48 KB, where 400, 600 and 700 were three of 24 KB); Cairo for Arabic (31 KB, where Noto Sans Arabic's
// 400 and 700 were two of 50 KB: on a slow phone connection, a third of a second before the first paint).
import interVariable from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import cairoVariable from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2';
import { languageFacts, supportedLanguages } from '@stallions/shared-i18n/languages';

// Ranges copied from @fontsource: the browser downloads a file only when the page uses its script.
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const arabicRange =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';

// optional, not swap: a server-rendered page paints before a font can arrive, and a late swap would reflow
// (shift) it. A font that misses the first ~100 ms is used from the next page on.
const fontFace = (family: string, weight: number | string, url: string, range: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:optional;` +
  `src:url('${url}') format('woff2');unicode-range:${range};}`;

/**
 * The site's @font-face rules, in a <style id="site-fonts"> of their own rather than in the global style:
 * styled-components takes over the server's style tags in the browser and writes their rules again, and a
 * font declared again is a new font, loaded and swapped in late (a layout shift). The server writes this tag
 * into the page's head; a page rendered in the browser alone gets it from SiteFonts.
 */
export const fontFaceCss = [
  fontFace('Inter', '100 900', interVariable, latinRange),
  fontFace('Cairo', '200 1000', cairoVariable, arabicRange),
].join('');

export const fontStyleElementId = 'site-fonts';

/** Text in a language written in Arabic script (the language table's `script`), as a selector. */
const arabicScript = supportedLanguages
  .filter((lng) => languageFacts(lng).script === 'arabic')
  .map((lng) => `:lang(${lng})`)
  .join(', ');

/**
 * The font files a page in a script (latin: English, French; arabic) uses for its text, for the server to
 * preload: requested with the page rather than after its first layout, they are there for the first paint
 * (optional fonts are used only if they arrive within ~100 ms of it).
 */
export const fontFilesFor = (script: 'latin' | 'arabic'): string[] =>
  script === 'arabic' ? [cairoVariable] : [interVariable];

/** Adds the font rules to a page that has none yet (a page rendered in the browser alone). */
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
  li,
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    overflow-wrap: break-word;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
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
