// The country select's options: every code of the schema's list named in each language, in an order that does not
// depend on the engine's collation (the server's and the browser's must render the same options).
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { countryCodes } from '@stallions/submissions/rules';
import { i18n, I18nextProvider, initI18n } from '@stallions/shared-i18n';
import ar from '../locales/ar/pages.json';
import en from '../locales/en/pages.json';
import fr from '../locales/fr/pages.json';
import { sortCountryOptions, useCountryOptions } from './countries';

const bundles = { en, fr, ar } as const;

describe('the countries’ names', () => {
  it.each(Object.keys(bundles) as (keyof typeof bundles)[])(
    'name every code of the list, and only those, in %s',
    (lng) => {
      const names = bundles[lng].getInvolved.form.countries as Record<string, { name: string }>;
      expect(Object.keys(names).sort()).toEqual([...countryCodes].sort());
      for (const { name } of Object.values(names)) expect(name.trim()).not.toBe('');
    },
  );
});

describe('sortCountryOptions', () => {
  const sorted = (labels: string[]) =>
    sortCountryOptions(labels.map((label, index) => ({ value: String(index), label }))).map((option) => option.label);

  it('orders by letters, accents and case aside', () => {
    expect(sorted(['Albania', 'Åland Islands', 'Afghanistan', 'algeria'])).toEqual([
      'Afghanistan',
      'Åland Islands',
      'Albania',
      'algeria',
    ]);
    expect(sorted(['Équateur', 'Espagne', 'Égypte', 'Érythrée'])).toEqual([
      'Égypte',
      'Équateur',
      'Érythrée',
      'Espagne',
    ]);
    // Arabic: hamza forms of alef sort as alef.
    expect(sorted(['البحرين', 'إثيوبيا', 'أذربيجان', 'بلجيكا'])).toEqual(['إثيوبيا', 'أذربيجان', 'البحرين', 'بلجيكا']);
  });

  it('gives the same order as the languages’ collation for English and French names', () => {
    for (const lng of ['en', 'fr'] as const) {
      const names = Object.values(bundles[lng].getInvolved.form.countries as Record<string, { name: string }>).map(
        ({ name }) => name,
      );
      expect(sorted(names)).toEqual([...names].sort(new Intl.Collator(lng).compare));
    }
  });
});

describe('useCountryOptions', () => {
  it('gives every code as a value, named in the page’s language', async () => {
    await initI18n({ english: { pages: en, header: {}, footer: {} }, load: async () => undefined, lng: 'fr' });
    i18n.addResourceBundle('fr', 'pages', fr, true, true);
    await i18n.changeLanguage('fr');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useCountryOptions(), { wrapper });
    expect(result.current).toHaveLength(countryCodes.length);
    expect(result.current[0]).toEqual({ value: 'AF', label: 'Afghanistan' });
    expect(result.current.find((option) => option.value === 'LB')).toEqual({ value: 'LB', label: 'Liban' });
    expect(result.current.find((option) => option.value === 'DE')!.label).toBe('Allemagne');
    await i18n.changeLanguage('en');
  });
});
