// Visitors type numbers the way their keyboard and language write them. The schemas expect ASCII digits and
// a dot, so numeric fields are normalised as they are typed (react-hook-form's setValueAs).

const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits become 0-9; anything else is left as typed. */
export function toLatinDigits(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value.replace(easternDigits, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** An amount: Latin digits, and a decimal comma ('75,50', Arabic '٧٥٫٥٠') read as a decimal point. */
export function normalizeAmount(value: unknown): unknown {
  const latin = toLatinDigits(value);
  if (typeof latin !== 'string') return latin;
  return latin.replace(/\u066B/g, '.').replace(/,([0-9]{1,2})\s*$/, '.$1');
}

const latinRun = /[A-Za-z$€£¥]+/g;

/**
 * Intl writes a dollar amount in Arabic as "‏1,000 US$". In right-to-left text the bidi algorithm splits
 * "US" from "$" and shows "$US 1,000"; isolating each Latin run (LRI … PDI) keeps "US$" whole.
 * Left-to-right text is returned unchanged.
 */
export function isolateLatinRuns(text: string, rtl: boolean): string {
  return rtl ? text.replace(latinRun, (run) => `\u2066${run}\u2069`) : text;
}
