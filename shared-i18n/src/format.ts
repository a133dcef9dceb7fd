// Numbers and money in the visitor's language, through Intl.
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, toSupportedLanguage } from './languages';

export function formatNumber(lng: string, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(toSupportedLanguage(lng) ?? fallbackLanguage, options).format(value);
}

export function formatCurrency(lng: string, amount: number, currency = 'USD'): string {
  return formatNumber(lng, amount, { style: 'currency', currency, maximumFractionDigits: 0 });
}

export function formatDate(lng: string, date: Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  return new Intl.DateTimeFormat(toSupportedLanguage(lng) ?? fallbackLanguage, options).format(date);
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
