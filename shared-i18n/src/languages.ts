// The languages the site ships, as data, and the one guard every detected value goes through. Every app, the
// servers and functions/ read a language's facts here: adding a language is an entry in this table (and its
// translation files), not a change wherever a language is handled.

export interface LanguageFacts {
  /** The language's name in itself, for the switcher and the join form. */
  name: string;
  dir: 'ltr' | 'rtl';
  /** The Intl locale its numbers, money and dates are written in. */
  intlLocale: string;
  /** Which of the site's font files draws its text (shared-ui's GlobalStyle). */
  script: 'latin' | 'arabic';
  /** Whole numbers: the thousands separator, and the fewest digits that get one (Intl's rule: 4; Spanish 5). */
  grouping: { separator: string; minimumDigits: number };
}

export const languageTable = {
  en: {
    name: 'English',
    dir: 'ltr',
    intlLocale: 'en',
    script: 'latin',
    grouping: { separator: ',', minimumDigits: 4 },
  },
  fr: {
    name: 'Français',
    dir: 'ltr',
    intlLocale: 'fr',
    script: 'latin',
    grouping: { separator: '\u202f', minimumDigits: 4 },
  },
  // Western digits ("latn"): recent CLDR already defaults "ar" to them while older browsers still write
  // Arabic-Indic ones, our forms take and show Western digits, and they are what most pan-Arab sites use.
  ar: {
    name: 'العربية',
    dir: 'rtl',
    intlLocale: 'ar-u-nu-latn',
    script: 'arabic',
    grouping: { separator: ',', minimumDigits: 4 },
  },
} as const satisfies Record<string, LanguageFacts>;

export type Language = keyof typeof languageTable;
export const supportedLanguages = Object.keys(languageTable) as [Language, ...Language[]];
export const fallbackLanguage: Language = 'en';

/** A language's facts (typed as the table's row shape, so code reads any language alike). */
export const languageFacts = (lng: Language): LanguageFacts => languageTable[lng];

/** The Remote Config parameter that holds a language's text overrides (JSON). */
export const remoteConfigKey = (lng: Language) => `translations_${lng}`;

/** Each language's name in itself, for the switcher. */
export const languageNames = Object.fromEntries(
  supportedLanguages.map((lng) => [lng, languageTable[lng].name]),
) as Record<Language, string>;

const rtlLanguages = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ku', 'ckb']);

/** Base language of a BCP 47 tag ("fr-CA" → "fr"). */
function baseOf(tag: string): string {
  return tag.split(/[-_]/)[0]!.toLowerCase();
}

/** Whether a language tag is written right to left: the table's say for ours, the script's for any other. */
export function isRtl(lng: string): boolean {
  const ours = toSupportedLanguage(lng);
  return ours ? languageTable[ours].dir === 'rtl' : rtlLanguages.has(baseOf(lng));
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

/** Where a visitor's language is remembered: the cookie and storage keys the detection order reads. */
export const languageStore = { cookie: 'i18next', storage: 'i18nextLng' } as const;
