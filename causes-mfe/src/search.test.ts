import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import index from './search';

const lookup = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), bundle);

/** Every string under a key (the search reads objects and lists whole). */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe('search index', () => {
  it('lists the three pages of the section', () => {
    expect(index.entries.map((entry) => entry.path)).toEqual([
      '/our-causes/overview',
      '/our-causes/ways-we-serve',
      '/our-causes/corporate-social-responsibility',
    ]);
  });

  it.each([
    ['en', en],
    ['fr', fr],
    ['ar', ar],
  ])('resolves every title and text key in %s', (_lng, bundle) => {
    for (const entry of index.entries) {
      expect(typeof lookup(bundle, entry.titleKey)).toBe('string');
      expect(entry.textKeys.length).toBeGreaterThan(5);
      for (const key of entry.textKeys) expect(strings(lookup(bundle, key)).length).toBeGreaterThan(0);
    }
  });

  it('finds the words a visitor would search for', () => {
    const text = (path: string) => {
      const entry = index.entries.find((e) => e.path === path)!;
      return [entry.titleKey, ...entry.textKeys].flatMap((key) => strings(lookup(en, key))).join(' ');
    };
    expect(text('/our-causes/overview')).toMatch(/HPV/);
    expect(text('/our-causes/overview')).toMatch(/Paw justice/);
    expect(text('/our-causes/ways-we-serve')).toMatch(/Animal shelter/);
    expect(text('/our-causes/corporate-social-responsibility')).toMatch(/Employee voluntarism/);
  });
});
