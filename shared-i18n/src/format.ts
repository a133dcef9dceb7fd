// Numbers, money and dates in the visitor's language, through Intl.
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, isRtl, toSupportedLanguage } from './languages';

/**
 * The Intl locale of a site language. Arabic is pinned to Western digits ("latn"): recent CLDR already
 * defaults "ar" to them while older browsers still write Arabic-Indic ones, our forms take and show
 * Western digits, and they are what most pan-Arab sites use. One choice, the same in every browser.
 */
export function intlLocale(lng: string): string {
  const safe = toSupportedLanguage(lng) ?? fallbackLanguage;
  return safe === 'ar' ? 'ar-u-nu-latn' : safe;
}

// Left-to-right isolate … pop directional isolate.
const LRI = '\u2066';
const PDI = '\u2069';

// Building an Intl formatter loads locale data (milliseconds each on a phone): one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object | undefined, create: () => T): T {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = create()));
  return format;
}

/**
 * A whole number from 0 to 999, or any whole number without grouping (a year), is written with plain Western
 * digits in every site language (Arabic included, see intlLocale). Such numbers skip Intl: a page's first
 * formatter loads locale data in one piece of 30+ ms on a phone, and the footer's year is on every page.
 * format.test.ts holds this to Intl's own output for each supported language.
 */
function plainDigits(value: number, options?: Intl.NumberFormatOptions): boolean {
  if (!Number.isSafeInteger(value) || value < 0) return false;
  if (!options) return value < 1000;
  const keys = Object.keys(options);
  return keys.length === 1 && keys[0] === 'useGrouping' && options.useGrouping === false;
}

export function formatNumber(lng: string, value: number, options?: Intl.NumberFormatOptions): string {
  if (plainDigits(value, options)) return String(value);
  const locale = intlLocale(lng);
  const format = cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
  if (options?.style !== 'currency' || !isRtl(locale)) return format.format(value);
  // Arabic writes "‏1,250 US$". In right-to-left text the bidi algorithm detaches the "$" from "US"
  // (it shows "$US 1,250"); isolating the currency keeps "US$" whole, on the left of the amount as an
  // Arabic reader expects (amount first, then currency, reading from the right).
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `${LRI}${part.value}${PDI}` : part.value))
    .join('');
}

export function formatCurrency(lng: string, amount: number, currency = 'USD'): string {
  return formatNumber(lng, amount, { style: 'currency', currency, maximumFractionDigits: 0 });
}

export function formatDate(
  lng: string,
  date: Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const locale = intlLocale(lng);
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** The formatters bound to the current language; re-renders on language change. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(lng, value, options),
    currency: (amount: number, currency?: string) => formatCurrency(lng, amount, currency),
    date: (date: Date, options?: Intl.DateTimeFormatOptions) => formatDate(lng, date, options),
  };
}
