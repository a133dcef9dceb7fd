import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import index from './search';

const lookup = (bundle: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value ? Object.values(value).flatMap(strings) : [];

describe('the search index', () => {
  it('lists the five pages of the section', () => {
    expect(index.entries.map((entry) => entry.path)).toEqual([
      '/get-involved/overview',
      '/get-involved/join',
      '/get-involved/project',
      '/get-involved/donate',
      '/get-involved/ways-to-give',
    ]);
  });

  it.each([
    ['en', en],
    ['fr', fr],
    ['ar', ar],
  ])('names only keys that exist in %s', (_lng, bundle) => {
    for (const entry of index.entries) {
      expect(typeof lookup(bundle, entry.titleKey)).toBe('string');
      for (const key of entry.textKeys) expect(strings(lookup(bundle, key)).length).toBeGreaterThan(0);
    }
  });

  it('finds the donate page when someone searches for "donate" or "donation"', () => {
    const donate = index.entries.find((entry) => entry.path === '/get-involved/donate')!;
    const words = [donate.titleKey, ...donate.textKeys]
      .flatMap((key) => strings(lookup(en, key)))
      .join(' ')
      .toLowerCase();
    expect(words).toContain('donate');
    expect(words).toContain('donation');
  });
});
