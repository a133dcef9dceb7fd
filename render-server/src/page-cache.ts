// Rendered pages in memory, bounded by their bytes (a count says nothing of memory: one page may weigh a
// hundred times another), the least recently used going first.

import type { ContentCoding } from './send';

export interface CachedPage {
  status: number;
  body: Buffer;
  /** The body compressed: gzip as it is kept, brotli once it is made (request-handler.ts keep()). */
  encoded: Partial<Record<ContentCoding, Buffer>>;
  /** The releases it was rendered with (X-Site-Releases). */
  releases: string;
  /** Whether it shows a form: each answer then gets its own form token written in (form-token.ts). */
  hasFormToken: boolean;
  /** The body's validator (send.ts etagOf): a request naming it gets 304. */
  etag: string;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** Forgets every page (the remotes or the text changed: no key of before will be asked for again). */
  clear(): void;
  /** The bytes kept (bodies and their compressed forms). */
  readonly bytes: number;
  readonly size: number;
}

const bytesOf = (page: CachedPage) =>
  page.body.length + Object.values(page.encoded).reduce((sum, bytes) => sum + bytes.length, 0);

export function createPageCache(maxBytes: number): PageCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const remove = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= bytesOf(page);
  };
  return {
    get(key) {
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    set(key, page) {
      remove(key);
      // A page bigger than the whole cache would only empty it.
      if (bytesOf(page) > maxBytes) return;
      pages.set(key, page);
      bytes += bytesOf(page);
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return pages.size;
    },
  };
}
