import { createPageCache, type CachedPage } from './page-cache';

/** A page of `bytes` bytes in all (its HTML and its gzip). */
const pageOf = (bytes: number): CachedPage => ({
  status: 200,
  body: Buffer.alloc(bytes - Math.floor(bytes / 4)),
  encoded: { gzip: Buffer.alloc(Math.floor(bytes / 4)) },
  releases: 'about=a1',
  hasFormToken: false,
  etag: '"x"',
});

describe('the page cache', () => {
  it('keeps pages up to its bytes, dropping the least recently used first', () => {
    const cache = createPageCache(250);
    cache.set('a', pageOf(100));
    cache.set('b', pageOf(100));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('c', pageOf(100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(200);
    cache.set('d', pageOf(200)); // a (used before c) and c both go: 400 bytes would not fit
    expect([cache.get('a'), cache.get('c')]).toEqual([undefined, undefined]);
    expect(cache.bytes).toBe(200);
    expect(cache.size).toBe(1);
  });

  it('counts a page kept again under its key once', () => {
    const cache = createPageCache(1000);
    cache.set('a', pageOf(100));
    cache.set('a', pageOf(300));
    expect(cache.bytes).toBe(300);
    expect(cache.size).toBe(1);
  });

  it('does not keep a page bigger than itself, nor empty itself for it', () => {
    const cache = createPageCache(250);
    cache.set('a', pageOf(100));
    cache.set('huge', pageOf(251));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.bytes).toBe(100);
  });
});

it('forgets every page on clear', () => {
  const cache = createPageCache(1024);
  cache.set('a', {
    status: 200,
    body: Buffer.alloc(10),
    encoded: { gzip: Buffer.alloc(5) },
    releases: 'about=a1',
    hasFormToken: false,
    etag: '"x"',
  });
  cache.clear();
  expect(cache.get('a')).toBeUndefined();
  expect(cache.bytes).toBe(0);
  expect(cache.size).toBe(0);
});
