import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { validationMessageKeys } from '@stallions/submissions';
import { i18n, I18nextProvider, initI18n } from '@stallions/shared-i18n';
import ar from '../locales/ar/pages.json';
import en from '../locales/en/pages.json';
import fr from '../locales/fr/pages.json';
import { isolateLatinRuns, normalizeAmount, toLatinDigits } from './normalize';
import { useValidationMessages } from './validation';

describe('validation messages', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['ar', ar],
  ])('translates every message the form schemas can produce in %s', (_lng, bundle) => {
    const translations = bundle.getInvolved.validation as Record<string, string>;
    for (const key of validationMessageKeys) {
      const name = key.replace(/^validation\./, '');
      expect(translations[name]).toEqual(expect.any(String));
    }
  });

  it('maps a schema key to the visitor’s words, and an unknown one to a generic message', async () => {
    await initI18n({ english: { pages: en }, load: async () => undefined, lng: 'en' });
    i18n.addResourceBundle('en', 'pages', en, true, true);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
    const { result } = renderHook(() => useValidationMessages(), { wrapper });
    for (const key of validationMessageKeys) {
      const name = key.replace(/^validation\./, '') as keyof typeof en.getInvolved.validation;
      expect(result.current(key)).toBe(en.getInvolved.validation[name]);
    }
    expect(result.current('validation.somethingNew')).toBe(en.getInvolved.validation.invalid);
    expect(result.current(undefined)).toBeUndefined();
  });
});

describe('number normalisation', () => {
  it('reads Arabic-Indic and Persian digits as Latin ones', () => {
    expect(toLatinDigits('٤٢٤٢ ٤٢٤٢')).toBe('4242 4242');
    expect(toLatinDigits('۱۲/۳۹')).toBe('12/39');
    expect(toLatinDigits(undefined)).toBeUndefined();
  });

  it('reads a decimal comma as a decimal point, but not a thousands separator', () => {
    expect(normalizeAmount('75,50')).toBe('75.50');
    expect(normalizeAmount('٧٥٫٥')).toBe('75.5');
    expect(normalizeAmount('1,000')).toBe('1,000');
    expect(normalizeAmount('250')).toBe('250');
  });
});

describe('bidi isolation of amounts', () => {
  it('keeps "US$" whole in right-to-left text and leaves left-to-right text alone', () => {
    expect(isolateLatinRuns('\u200f1,000 US$', true)).toBe('\u200f1,000 \u2066US$\u2069');
    expect(isolateLatinRuns('$1,000', false)).toBe('$1,000');
  });
});
