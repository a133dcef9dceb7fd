// The font stacks the theme draws text with, apart from the font files so that the theme's tokens
// import no asset. Each web font is followed by its metric-matched fallbacks (fonts.ts declares them from
// fonts.json: local system fonts, sized and spaced like the web font), then the system's own fonts: text paints
// at once in a fallback that takes the web font's room, and lays out the same when the web font is there.
import generated from './fonts.json';

export type FontScript = 'latin' | 'arabic';

const systemFonts = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The fallback families generated for a web font, in the order the stacks try them. */
export const fallbackFamilies = (webFamily: 'Inter' | 'Cairo'): string[] => [
  ...new Set(generated.fallbacks.filter((fallback) => fallback.for === webFamily).map((fallback) => fallback.family)),
];

const stack = (webFamily: 'Inter' | 'Cairo') =>
  [webFamily, ...fallbackFamilies(webFamily)].map((family) => `'${family}'`).join(', ') + `, ${systemFonts}`;

export const fontStacks = {
  /** English and French: Inter, then Arial (or its metric twins), Roboto, DejaVu Sans, each sized as Inter. */
  latin: stack('Inter'),
  /**
   * Arabic (:lang(ar)): Cairo for every character of the page, its Latin ones (digits, an e-mail address) from
   * Cairo's own Latin file, which is drawn to go with its Arabic, so an Arabic page downloads no Inter.
   */
  arabic: stack('Cairo'),
} satisfies Record<FontScript, string>;
