// The site's fonts: self-hosted (no third-party font request: an IP address is personal data under
// the GDPR), cut by scripts/subset-fonts.ts (`npm run subset-fonts`) to the characters the site's languages use
// and the weights the design uses, one variable file per script drawing 400, 600 and 700:
//  - inter-latin.woff2 (Inter): English and French;
//  - cairo-arabic.woff2 + cairo-latin.woff2 (Cairo, one family in two files): Arabic pages, the second for the
//    digits, punctuation and Latin words they write.
// Each @font-face names the characters its file draws (unicode-range): a page downloads a file only when its
// text needs it, and a page's CSS declares only its own script's files (fontFaceCssFor).
// Every web font is followed in its stack by local fallbacks given its metrics (size-adjust, ascent-override,
// descent-override, line-gap-override, in fonts.json with where each number came from): where the web font is
// not there yet, or never comes, text takes the room it would have taken.
import cairoArabic from './cairo-arabic.woff2';
import cairoLatin from './cairo-latin.woff2';
import interLatin from './inter-latin.woff2';
import generated from './fonts.json';
import type { FontScript } from './font-stacks';
import { cachedFontsScript } from './cached-fonts-script';

export type { FontScript } from './font-stacks';

/**
 * font-display: optional. A first page leaves the web fonts' rules off (the page's loader, shell/src/page-loader.js,
 * fetches their files after its first paint); once this browser has the files, the head's cached-fonts-script.ts
 * switches them on before the first paint. Measured with the bench (Lighthouse mobile, see docs/performance.md):
 *  - preloaded and optional: the first paint waited for the font and the largest paint came at 1.3-1.9 s;
 *  - swap without preload: 1.3-1.7 s (the font's request still started before the first paint and counted in it);
 *  - switched on after the first paint: 0.80-0.88 s, the first paint itself, with optional or swap alike.
 * Then the layout shift decided: a swapped-in font re-wraps text the fallback laid out (the privacy policy's intro
 * took a sixth line: 0.022, over the 0.01 budget), and even an optional one switched on after the paint is drawn
 * when it comes within its 100 ms block period (a CI run saw it). So the first page keeps the fallback to its end
 * and nothing moves; the next ones are drawn in the web font from their first paint (e2e/tests/fonts.spec.ts).
 */
export const fontDisplay: 'optional' | 'swap' = 'optional';

/** The id of the <style> the font rules are in (the server writes it into the head; see SiteFonts). */
export const fontStyleElementId = 'site-fonts';

type FileName = 'inter-latin' | 'cairo-arabic' | 'cairo-latin';
const urls: Record<FileName, string> = {
  'inter-latin': interLatin,
  'cairo-arabic': cairoArabic,
  'cairo-latin': cairoLatin,
};
const fileNames = Object.keys(urls) as FileName[];

/** A font file as the CSS and the preloads use it. */
export interface WebFontFile {
  name: FileName;
  family: string;
  script: FontScript;
  url: string;
  unicodeRange: string;
}

export const webFontFiles: WebFontFile[] = fileNames.map((name) => ({
  name,
  family: generated[name].family,
  script: generated[name].script as FontScript,
  url: urls[name],
  unicodeRange: generated[name].unicodeRange,
}));

const webFace = (file: WebFontFile) =>
  `@font-face{font-family:'${file.family}';font-weight:${generated[file.name].weight};` +
  `font-display:${fontDisplay};src:url('${file.url}') format('woff2');unicode-range:${file.unicodeRange}}`;

const fallbackFace = (fallback: (typeof generated.fallbacks)[number]) =>
  `@font-face{font-family:'${fallback.family}';font-weight:${fallback.weight};` +
  `src:${fallback.local.map((name) => `local('${name}')`).join(',')};size-adjust:${fallback.sizeAdjust};` +
  `ascent-override:${fallback.ascentOverride};descent-override:${fallback.descentOverride};` +
  `line-gap-override:${fallback.lineGapOverride}}`;

const familyOf: Record<FontScript, string> = { latin: 'Inter', arabic: 'Cairo' };

/** A script's web font rules (its files) and its fallbacks' rules, each as one string of @font-face rules. */
const webFacesFor = (script: FontScript) =>
  webFontFiles
    .filter((file) => file.script === script)
    .map(webFace)
    .join('');
const fallbackFacesFor = (script: FontScript) =>
  generated.fallbacks
    .filter((fallback) => fallback.for === familyOf[script])
    .map(fallbackFace)
    .join('');

/**
 * A script's font rules: its web font files and their fallbacks, nothing of the other script's (a Latin page's
 * one Arabic word, the switcher's "العربية", is drawn in a system font and downloads nothing).
 */
export const fontFaceCssFor = (script: FontScript): string => webFacesFor(script) + fallbackFacesFor(script);

/** Every script's rules: a page rendered in the browser alone, whose language the CSS is not written for. */
export const fontFaceCss = fontFaceCssFor('latin') + fontFaceCssFor('arabic');

/**
 * The head's font tags for a page in a script (the render server's head). The fallbacks' rules apply at once; the
 * web fonts' rules arrive switched off (media="print") and named by their script (data-script). Where this browser
 * has fetched that script's files before, the inline script after them switches them on and preloads the files
 * before the first paint (cached-fonts-script.ts); otherwise they stay off on that page and the page's loader
 * (shell/src/page-loader.js) fetches the files after its first paint, for the next pages. Without script the <noscript> copy declares them
 * (gzip sends the repeated rules for a few bytes).
 */
export const fontHeadHtml = (script: FontScript): string => {
  const webFaces = webFacesFor(script);
  return (
    `<style>${fallbackFacesFor(script)}</style>` +
    `<style id="${fontStyleElementId}" media="print" data-script="${script}">${webFaces}</style>` +
    `<script>${cachedFontsScript}</script>` +
    `<noscript><style>${webFaces}</style></noscript>`
  );
};
