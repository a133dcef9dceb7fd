import { act, renderHook } from '@testing-library/react';
import { formatCurrency, formatDate, formatNumber, intlLocale, useFormatters } from './format';
import { i18n, initI18n } from './instance';
import { supportedLanguages } from './languages';

const LRI = '\u2066';
const PDI = '\u2069';
const date = new Date(Date.UTC(2025, 2, 4, 12));

describe('formatters', () => {
  it('write numbers in the language’s style, Arabic with Western digits', () => {
    expect(formatNumber('en', 1234567.5)).toBe('1,234,567.5');
    expect(formatNumber('fr', 1234567.5)).toMatch(/^1\s234\s567,5$/u);
    expect(formatNumber('ar', 1234567.5)).toBe('1,234,567.5');
    expect(intlLocale('ar')).toBe('ar-u-nu-latn');
  });

  it('write whole numbers exactly as Intl does, without building a formatter', () => {
    const RealNumberFormat = Intl.NumberFormat;
    const spy = jest.spyOn(Intl, 'NumberFormat');
    const expected: string[] = [];
    const written: string[] = [];
    for (const lng of supportedLanguages) {
      const intl = (value: number, options?: Intl.NumberFormatOptions) =>
        new RealNumberFormat(intlLocale(lng), options).format(value);
      spy.mockClear();
      for (const value of [0, 7, 18, 24, 999, 1000, 2026, 12345, 123456, 1234567, 2_000_000_000]) {
        expected.push(intl(value), intl(value, { useGrouping: false }));
        written.push(formatNumber(lng, value), formatNumber(lng, value, { useGrouping: false }));
      }
    }
    expect(written).toEqual(expected);
    spy.mockClear();
    formatNumber('fr', 2026, { useGrouping: false });
    formatNumber('ar', 1000);
    formatNumber('en', 1234567);
    expect(spy).not.toHaveBeenCalled();
    // Anything else still goes through Intl: fractions, negatives, other options.
    formatNumber('ar', -5);
    formatNumber('en', 1.5);
    formatNumber('en', 5, { style: 'percent' });
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('write dates in the language', () => {
    const utc: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
    expect(formatDate('en', date, utc)).toBe('March 4, 2025');
    expect(formatDate('fr', date, utc)).toBe('4 mars 2025');
    expect(formatDate('ar', date, utc)).toContain('مارس');
    expect(formatDate('ar', date, utc)).toMatch(/^4 .*2025$/);
  });

  it('fall back to English for an unknown or hostile language', () => {
    expect(formatNumber('<script>', 1000)).toBe('1,000');
    expect(formatCurrency('de', 15)).toBe('$15');
  });

  it('write amounts in dollars in every language', () => {
    expect(formatCurrency('en', 1250)).toBe('$1,250');
    expect(formatCurrency('fr', 1250)).toMatch(/^1\s250\s\$US$/u);
    // No invisible marks in left-to-right languages.
    expect(formatCurrency('fr', 1250)).not.toMatch(/[\u200e\u200f\u2066-\u2069]/);
  });

  it('keep "US$" whole in Arabic by isolating it left-to-right', () => {
    const amount = formatCurrency('ar', 1250);
    expect(amount).toContain(`${LRI}US$${PDI}`);
    expect(amount.replace(/[\u200e\u200f\u2066-\u2069]/g, '')).toMatch(/^1,250\sUS\$$/u);
    // Nothing Latin is left outside an isolate, so bidi cannot split it from its amount.
    expect(amount.replace(/\u2066[^\u2069]*\u2069/g, '')).not.toMatch(/[A-Za-z$]/);
    // Through formatNumber too (the donation form's own currency options).
    expect(formatNumber('ar', 75.5, { style: 'currency', currency: 'USD' })).toContain(`${LRI}US$${PDI}`);
  });

  it('follow the current language through useFormatters', async () => {
    await initI18n({ english: {}, load: async () => ({}), lng: 'ar' });
    const { result, rerender } = renderHook(() => useFormatters());
    expect(result.current.currency(15)).toContain(`${LRI}US$${PDI}`);
    expect(result.current.number(1000)).toBe('1,000');
    await act(() => i18n.changeLanguage('en'));
    rerender();
    expect(result.current.currency(15)).toBe('$15');
  });
});
