// The safe handling of what visitors typed: one-line values (no CR/LF or other control characters, which could
// start a new header line or fake a paragraph), HTML escaping, strict recipient addresses, and the money and
// date formats of the page's language.
import { languageFacts, toSupportedLanguage, type Language } from '@stallions/shared-i18n/languages';
import ar from './locales/ar/messages.json';
import en from './locales/en/messages.json';
import fr from './locales/fr/messages.json';

// The site's languages (shared-i18n's table): a message is written in any language the site ships.
export type MessageLanguage = Language;

export type Catalogue = typeof en;
export const catalogues: Record<MessageLanguage, Catalogue> = { en, fr, ar };

/** The message language of a stored language tag: 'fr-CA' → 'fr'; anything unsupported → English. */
export function messageLanguage(tag: unknown): MessageLanguage {
  return toSupportedLanguage(tag) ?? 'en';
}

export const isRtl = (language: MessageLanguage) => languageFacts(language).dir === 'rtl';

// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** A value on one line: every run of control characters (CR, LF, tab, …) becomes one space; trimmed. */
export const oneLine = (value: string) => value.replace(controlCharacters, ' ').replace(/ {2,}/g, ' ').trim();

export { escapeHtml } from '@stallions/shared-config/html';

// An address a mail server takes as exactly one recipient: RFC 5322 dot-atom local part (no quotes, commas,
// angle brackets, spaces or control characters) and a host name of letters, digits and hyphens.
const atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const addressPattern = new RegExp(`^${atext}(?:\\.${atext})*@${label}(?:\\.${label})+$`);

/** Why an address cannot be used, or undefined when it can. */
export function addressProblem(address: unknown): string | undefined {
  if (typeof address !== 'string' || address === '') return 'no address';
  if (address.length > 254) return 'address longer than 254 characters';
  if (!addressPattern.test(address)) return 'not a single plain e-mail address';
  return undefined;
}

/** {{name}} placeholders filled in; a missing value is an error in our own catalogue, so it throws. */
export function interpolate(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {{${key}}} in "${template}"`);
    return value;
  });
}

/** The Intl locale of a message language, as the site writes it (Arabic with Western digits). */
const intlLocale = (language: MessageLanguage) => languageFacts(language).intlLocale;

// Left-to-right isolate … pop directional isolate: keeps "US$" whole inside right-to-left text.
const LRI = '\u2066';
const PDI = '\u2069';

/** A stored amount ('1000$', '12.50$') in dollars, in the currency format of the language (as the form shows it). */
export function formatAmount(stored: string, language: MessageLanguage): string {
  const amount = Number(stored.replace(/\$$/, ''));
  const digits = Number.isInteger(amount) ? 0 : 2;
  const format = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  if (!isRtl(language)) return format.format(amount);
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `${LRI}${part.value}${PDI}` : part.value))
    .join('');
}

/** The day of the submission (UTC, where the server's timestamp lives), written out in the language. */
export const formatDay = (date: Date, language: MessageLanguage) =>
  new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
