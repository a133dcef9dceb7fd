// The languages the site ships, and the one guard every detected value goes through.
export const supportedLanguages = ['en', 'fr', 'ar'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'en';

/** The Remote Config parameter that holds a language's text overrides (JSON). */
export const remoteConfigKey = (lng: Language) => `translations_${lng}`;

/** Each language's name in itself, for the switcher. */
export const languageNames: Record<Language, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

const rtlLanguages = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ku', 'ckb']);

/** Base language of a BCP 47 tag ("fr-CA" → "fr"). */
function baseOf(tag: string): string {
  return tag.split(/[-_]/)[0]!.toLowerCase();
}

export function isRtl(lng: string): boolean {
  return rtlLanguages.has(baseOf(lng));
}

// A language tag is letters, digits and hyphens, 2 to 35 characters: anything else (markup, quotes,
// "javascript:", percent-encoding) is treated as hostile and dropped before it reaches i18next or the DOM.
const languageTag = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/;

/** The supported language a detected value names, or undefined when it names none or looks hostile. */
export function toSupportedLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string' || !languageTag.test(value)) return undefined;
  const base = baseOf(value);
  return (supportedLanguages as readonly string[]).includes(base) ? (base as Language) : undefined;
}

/** Where a visitor's language is remembered: the cookie and storage keys of the spec's detection order. */
export const languageStore = { cookie: 'i18next', storage: 'i18nextLng' } as const;
