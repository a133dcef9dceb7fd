// The shell's bundles: the same keys in every language, every search key real. (Each section's menu labels
// are its remote's: their test is the remote's pages.test.ts.)
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { shellSearchIndex } from '../search/site-index';
import arFooter from './ar/footer.json';
import arHeader from './ar/header.json';
import arPages from './ar/pages.json';
import enFooter from './en/footer.json';
import enHeader from './en/header.json';
import enPages from './en/pages.json';
import frFooter from './fr/footer.json';
import frHeader from './fr/header.json';
import frPages from './fr/pages.json';

type Json = Record<string, unknown>;
const bundles = {
  en: { header: enHeader, footer: enFooter, pages: enPages },
  fr: { header: frHeader, footer: frFooter, pages: frPages },
  ar: { header: arHeader, footer: arFooter, pages: arPages },
} as Record<string, Record<string, Json>>;

const plural = /_(zero|one|two|few|many|other)$/;
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keys(item, `${prefix}.${index}`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => keys(item, prefix ? `${prefix}.${key}` : key));
  return [prefix.replace(plural, '')];
}
const get = (bundle: Json, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Json | undefined)?.[part], bundle);

describe('shell translations', () => {
  it.each(['header', 'footer', 'pages'])('%s has the same keys in en, fr and ar', (ns) => {
    const english = [...new Set(keys(bundles.en![ns]))].sort();
    expect([...new Set(keys(bundles.fr![ns]))].sort()).toEqual(english);
    expect([...new Set(keys(bundles.ar![ns]))].sort()).toEqual(english);
  });

  it.each(supportedLanguages)('resolves every key of the shell search index in %s', (lng) => {
    for (const entry of shellSearchIndex.entries) {
      for (const key of [entry.titleKey, entry.textPrefix]) expect(get(bundles[lng]!.pages!, key)).toBeDefined();
    }
  });

  it('has Arabic plural forms for the result count', () => {
    const search = (arPages as Json & { search: Json }).search;
    for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
      expect(search[`resultCount_${form}`]).toEqual(expect.any(String));
  });
});
