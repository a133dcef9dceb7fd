import en from './locales/en.json';
import index from './search';

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('news search index', () => {
  it('lists every page of the section', () => {
    expect(index.entries.map((entry) => entry.path)).toEqual(['/news-features/press-center', '/news-features/social-media']);
  });

  it('points only at English texts that exist, and gives each page its main text', () => {
    for (const entry of index.entries) {
      expect(typeof lookup(entry.titleKey)).toBe('string');
      expect(entry.textKeys.length).toBeGreaterThan(4);
      for (const key of entry.textKeys) expect([key, typeof lookup(key)]).toEqual([key, 'string']);
    }
  });
});
