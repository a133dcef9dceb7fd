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

export type { FontScript } from './font-stacks';

/**
 * font-display: swap, and the web fonts' rules switched on only after the first contentful paint (fontHeadHtml).
 * Measured with the bench (Lighthouse mobile, see docs/performance.md): with the fonts preloaded and optional the
 * first paint waited for them and the largest paint came at 1.3-1.9 s; with swap and no preload, 1.3-1.7 s, the
 * font's request still started before the first paint and so counted in it; with the rules switched on after the
 * first paint, 0.80-0.88 s, the first paint itself, with optional or swap alike. Swap, not optional, at that point:
 * an optional font switched on after the text is painted is never drawn on that page view (screenshots showed the
 * fallback where Inter should be), so every first visit would look unlike the design. The one re-layout a swap
 * makes stays within the layout-shift budget thanks to the fallbacks' matched metrics (e2e/tests/fonts.spec.ts
 * delays the fonts by 2 s and reads the shifts).
 */
export const fontDisplay: 'optional' | 'swap' = 'swap';

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

/**
 * A script's font rules: its web font files and their fallbacks, nothing of the other script's (a Latin page's
 * one Arabic word, the switcher's "العربية", is drawn in a system font and downloads nothing).
 */
export const fontFaceCssFor = (script: FontScript): string =>
  [
    ...webFontFiles.filter((file) => file.script === script).map(webFace),
    ...generated.fallbacks.filter((fallback) => fallback.for === familyOf[script]).map(fallbackFace),
  ].join('');

/** Every script's rules: a page rendered in the browser alone, whose language the CSS is not written for. */
export const fontFaceCss = fontFaceCssFor('latin') + fontFaceCssFor('arabic');

/**
 * The head's font tags for a page in a script (the render server's head). The fallbacks' rules apply at once; the
 * web fonts' rules arrive switched off (media="print") and the page's loader (shell/public/index.html) switches
 * them on after the first paint: the first paint waits on no font request and draws the text in the matched
 * fallbacks, and the web font is swapped in when it arrives (their metrics match: nothing moves).
 * Without script the <noscript> copy declares them (gzip sends the repeated rules for a few bytes).
 */
export const fontHeadHtml = (script: FontScript): string => {
  const webFaces = webFontFiles.filter((file) => file.script === script).map(webFace).join('');
  const fallbacks = generated.fallbacks.filter((fallback) => fallback.for === familyOf[script]).map(fallbackFace);
  return (
    `<style>${fallbacks.join('')}</style>` +
    `<style id="${fontStyleElementId}" media="print">${webFaces}</style>` +
    `<noscript><style>${webFaces}</style></noscript>`
  );
};
