// The country select of both forms: every code of the submissions' list (ISO 3166-1 alpha-2), named in the page's
// language (`getInvolved.form.countries.<code>.name`, from CLDR), in that language's alphabetical order. The
// option's value is the code, which is what is posted, checked and stored.
//
// The order is computed without Intl.Collator: the server (Node's ICU) and the visitor's browser (its own ICU)
// must render the same options in the same order, or the island's hydration would not match the server's HTML.
// Names are compared by their letters without accents and marks (NFD, marks removed, lower case), which is the
// alphabetical order of English and French names (Åland among the A, Égypte among the E) and of Arabic ones
// (Unicode's Arabic letters are in alphabetical order; أ, إ and آ sort as ا).
import { useMemo } from 'react';
import { countryCodes } from '@stallions/submissions/rules';
import { useTranslation } from '@stallions/shared-i18n';

export interface CountryOption {
  value: string;
  label: string;
}

/** The key a name sorts by: its letters without accents, marks or case. */
const sortKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The options in alphabetical order of their names (then of their codes); the same order on every engine. */
export function sortCountryOptions(options: readonly CountryOption[]): CountryOption[] {
  return options
    .map((option) => ({ option, key: sortKey(option.label) }))
    .sort((a, b) => compare(a.key, b.key) || compare(a.option.value, b.option.value))
    .map(({ option }) => option);
}

/** The countries in the page's language, for a <select>. A code without a translation shows as the code. */
export function useCountryOptions(): CountryOption[] {
  const { t } = useTranslation('pages');
  return useMemo(() => {
    const names = t('getInvolved.form.countries', { returnObjects: true }) as unknown;
    const nameOf = (code: string) => {
      const entry = typeof names === 'object' && names !== null ? (names as Record<string, unknown>)[code] : undefined;
      const name = typeof entry === 'object' && entry !== null ? (entry as { name?: unknown }).name : undefined;
      return typeof name === 'string' && name !== '' ? name : code;
    };
    return sortCountryOptions(countryCodes.map((code) => ({ value: code, label: nameOf(code) })));
  }, [t]);
}
