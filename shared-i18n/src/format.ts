// Numbers, money and dates in the visitor's language, through Intl.
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, isRtl, languageFacts, toSupportedLanguage } from './languages';

/** The Intl locale of a site language (the language table's: Arabic with Western digits). */
export function intlLocale(lng: string): string {
  return languageFacts(toSupportedLanguage(lng) ?? fallbackLanguage).intlLocale;
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
 * Whole numbers are written without Intl: a page's first formatter loads locale data in one piece of 30-50 ms
 * on a phone (a long task while the page hydrates), and the site's whole numbers (the footer's year, the
 * home page's figures) need only the language's grouping rule (the language table's). format.test.ts holds
 * this to Intl's own output in each supported language (Arabic with Western digits, see intlLocale).
 */
function wholeNumber(lng: string, value: number, options?: Intl.NumberFormatOptions): string | undefined {
  if (!Number.isSafeInteger(value) || value < 0) return undefined;
  const keys = Object.keys(options ?? {});
  if (keys.length > 1 || (keys.length === 1 && keys[0] !== 'useGrouping')) return undefined;
  const digits = String(value);
  const { separator, minimumDigits } = languageFacts(toSupportedLanguage(lng) ?? fallbackLanguage).grouping;
  if (options?.useGrouping === false || digits.length < minimumDigits) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

export function formatNumber(lng: string, value: number, options?: Intl.NumberFormatOptions): string {
  const whole = wholeNumber(lng, value, options);
  if (whole !== undefined) return whole;
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
