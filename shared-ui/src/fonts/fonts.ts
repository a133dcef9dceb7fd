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
 * font-display: optional, with each script's first-view files preloaded (fontFilesFor).
 * Why: a preloaded optional font holds the first paint for at most its short block period (~100 ms: Chrome
 * blocks rendering on a preloaded optional font until it arrives or that period ends) and is then either drawn
 * from the first paint or not at all on this page view (the browser keeps it for the next): text never changes
 * font once painted, so nothing moves when the font arrives late, whatever the fallback's match. `swap` would
 * paint the fallback without that wait and change font when the file arrives: a re-layout the matched metrics
 * keep small but not nil (they match the text's average width, not each glyph's, so a line can break
 * elsewhere). `block` and `auto` hide text up to 3 s; `fallback` is swap for 3 s.
 * To measure (the lead's bench, not guessed here): `npm run bench -- --no-build` with this value and with
 * 'swap' (one rebuild each), comparing FCP, LCP, its render delay and CLS on the 12 key addresses, and
 * e2e/tests/fonts.spec.ts's delayed-font layout shift with 'swap'.
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
 * The files a page in a script (latin: English, French; arabic) draws its first view with, for the server to
 * preload: requested with the page, not after its first layout, so an optional font can be there for the first
 * paint. Latin pages: Inter; Arabic pages: both of Cairo's files (every Arabic page writes digits or
 * punctuation in its first view, and an e-mail address in its footer). Nothing else is preloaded.
 */
export const fontFilesFor = (script: FontScript): string[] =>
  webFontFiles.filter((file) => file.script === script).map((file) => file.url);

/** The head's font tags for a page in a script: its preloads and its font rules (the render server's head). */
export const fontHeadHtml = (script: FontScript): string =>
  fontFilesFor(script)
    .map((url) => `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin>`)
    .join('') + `<style id="${fontStyleElementId}">${fontFaceCssFor(script)}</style>`;
