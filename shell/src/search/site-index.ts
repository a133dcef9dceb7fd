// The site search index: the shell's pages plus the pages each remote declares (its `./pages` module, with
// their search keys: a page's title and the group of its texts), resolved in one language and indexed with
// MiniSearch. Remotes are fetched only when a
// search runs; a remote that is down is skipped.
import MiniSearch from 'minisearch';
import type { i18n as I18n } from 'i18next';
import { pageHref, withTimeout, type RemoteName } from '@stallions/shared-config';
import { loadSectionPages } from '../federation/site-sections';
import { siteSections } from '../federation/sections';
import { shellPageHref, shellPages } from '../pages';
import { normaliseQuery } from './query';

const maxResults = 50;
const snippetLength = 180;
/** How long one remote may take to answer before the search goes on without it. */
const remoteTimeoutMs = 8000;
/** An index that misses a remote is rebuilt after this long, so a remote that came back is found again. */
const incompleteIndexTtlMs = 60_000;

/**
 * A page the search indexes: its address, the translation key (namespace "pages") of its title, and the key
 * under which all its text is (every text under it but the title is indexed).
 */
interface SearchEntry {
  path: string;
  titleKey: string;
  textPrefix: string;
}
export interface SectionSearchIndex {
  entries: readonly SearchEntry[];
  /** Registers the section's translations so the keys resolve. */
  loadTranslations: () => Promise<void>;
}

interface SearchDocument {
  id: string;
  path: string;
  title: string;
  text: string;
}

/** A part of a snippet; `match` parts are the words the query found. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

export interface SearchHit {
  path: string;
  title: string;
  snippet: SnippetPart[];
}

export interface SiteIndex {
  language: string;
  /** Sections that could not be loaded and are missing from the results. */
  unavailable: RemoteName[];
  search(query: string): SearchHit[];
}

// ---- Terms: case, accents and Arabic letter variants do not matter ----

const arabicArticle = /^(?:وال|بال|كال|فال|لل|ال)(?=\p{L}{2,})/u;

/** Folds a word for comparison: lower case, no diacritics (é → e, Arabic short vowels), Arabic variants unified. */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\u0640/g, '') // tatweel
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') // alef forms → ا
    .replace(/\u0649/g, '\u064A') // ى → ي
    .replace(/\u0629/g, '\u0647'); // ة → ه
}

/** Indexed forms of a word: the folded word and, for Arabic, the word without its article. */
function indexTerms(term: string): string[] | null {
  const folded = foldTerm(term);
  if (!folded) return null;
  const bare = folded.replace(arabicArticle, '');
  return bare !== folded ? [folded, bare] : [folded];
}

function queryTerm(term: string): string | null {
  const folded = foldTerm(term).replace(arabicArticle, '');
  return folded || null;
}

const wordPattern = /[^\n\r\p{Z}\p{P}]+/gu;

// ---- Snippets ----

/** The part of `text` around the first matched word, with every matched word marked. */
export function buildSnippet(text: string, matchedTerms: ReadonlySet<string>): SnippetPart[] {
  if (!text) return [];
  const isMatch = (word: string) => (indexTerms(word) ?? []).some((term) => matchedTerms.has(term));
  const words = [...text.matchAll(wordPattern)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: m[0],
  }));
  const first = words.find((w) => isMatch(w.word));
  let start = 0;
  if (first && first.start > snippetLength / 3) {
    // Start at a word boundary a little before the first match.
    const before = words.filter((w) => w.start >= first.start - snippetLength / 3);
    start = before[0]?.start ?? first.start;
  }
  let end = Math.min(text.length, start + snippetLength);
  if (end < text.length) {
    const lastWhole = words.filter((w) => w.end <= end).pop();
    if (lastWhole && lastWhole.end > start) end = lastWhole.end;
  }
  const parts: SnippetPart[] = [];
  const push = (value: string, match: boolean) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += value;
    else parts.push({ text: value, match });
  };
  if (start > 0) push('… ', false);
  let cursor = start;
  for (const w of words) {
    if (w.start < start || w.end > end) continue;
    if (!isMatch(w.word)) continue;
    push(text.slice(cursor, w.start), false);
    push(w.word, true);
    cursor = w.end;
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) push(' …', false);
  return parts;
}

// ---- Resolving a section's keys in a language ----

const looksLikeAddress = (value: string) => /^(?:https?:|mailto:|\/|#)/.test(value);

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (!looksLikeAddress(value)) out.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collectStrings(item, out));
  } else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((item) => collectStrings(item, out));
  }
}

/** Removes the value at a dotted key under `value` (a copy is changed; the translations are not). */
function without(value: unknown, dottedKey: string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const [first, ...rest] = dottedKey.split('.');
  const copy: Record<string, unknown> = Array.isArray(value) ? { ...value } : { ...(value as object) };
  if (rest.length === 0) delete copy[first!];
  else if (first! in copy) copy[first!] = without(copy[first!], rest.join('.'));
  return copy;
}

/**
 * The text behind a key (a string, or every string of a list or object), in one language; `exceptKey`, a key
 * under it, is left out (a page's title, indexed on its own).
 */
function resolveKey(i18n: I18n, key: string, lng: string, exceptKey?: string): string {
  if (!i18n.exists(key, { ns: 'pages', lng })) return '';
  const value: unknown = i18n.t(key, { ns: 'pages', lng, returnObjects: true, defaultValue: '' });
  const strings: string[] = [];
  collectStrings(exceptKey?.startsWith(`${key}.`) ? without(value, exceptKey.slice(key.length + 1)) : value, strings);
  return strings
    .join(' ')
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Waits (briefly) until a section's bundle for `lng` is in: a remote adds a new language asynchronously. */
function waitForBundle(i18n: I18n, lng: string, key: string | undefined, timeoutMs = 3000): Promise<void> {
  const present = () => !key || i18n.getResource(lng, 'pages', key) !== undefined;
  if (present()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      i18n.store.off('added', check);
      resolve();
    };
    const check = () => {
      if (present()) done();
    };
    const timer = setTimeout(done, timeoutMs);
    i18n.store.on('added', check);
  });
}

/**
 * The shell's own pages, from their declaration (pages.ts): each searchable page's title and the group of its
 * texts, in the "pages" namespace as useTranslation('pages') reads them in the pages.
 */
export const shellSearchIndex: SectionSearchIndex = {
  entries: shellPages.pages.flatMap((page) =>
    'search' in page ? [{ path: shellPageHref(page.path), ...page.search }] : [],
  ),
  // The shell's bundles are loaded with the language itself.
  loadTranslations: async () => undefined,
};

export type RemoteSearchLoader = (name: RemoteName) => Promise<SectionSearchIndex>;

/** A section's search entries from its page declaration, at their addresses under the section. */
const loadRemoteSearch: RemoteSearchLoader = async (name) => {
  const { default: declaration, loadTranslations } = await loadSectionPages(name);
  const entries = declaration.pages.flatMap(({ path, search }) =>
    search ? [{ path: pageHref(name, path), ...search }] : [],
  );
  return { entries, loadTranslations };
};

function documentsOf(i18n: I18n, lng: string, section: SectionSearchIndex): SearchDocument[] {
  return section.entries.map((entry) => ({
    id: entry.path,
    path: entry.path,
    title: resolveKey(i18n, entry.titleKey, lng),
    text: resolveKey(i18n, entry.textPrefix, lng, entry.titleKey),
  }));
}

/** Builds the index of every section in `lng`. Never rejects: missing sections are listed in `unavailable`. */
async function buildSiteIndex(
  i18n: I18n,
  lng: string,
  loadRemote: RemoteSearchLoader = loadRemoteSearch,
): Promise<SiteIndex> {
  const unavailable: RemoteName[] = [];
  const remoteSections = await Promise.all(
    siteSections().map(async ({ remote: name }) => {
      try {
        const section = await withTimeout(
          (async () => {
            const index = await loadRemote(name);
            await index.loadTranslations();
            await waitForBundle(i18n, lng, index.entries[0]?.titleKey);
            return index;
          })(),
          remoteTimeoutMs,
          `Search index of ${name}`,
        );
        return section;
      } catch (error) {
        console.warn(`Site search: the ${name} section is skipped:`, error);
        unavailable.push(name);
        return undefined;
      }
    }),
  );

  const documents = new Map<string, SearchDocument>();
  for (const section of [shellSearchIndex, ...remoteSections]) {
    if (!section) continue;
    for (const doc of documentsOf(i18n, lng, section))
      if (doc.title && !documents.has(doc.id)) documents.set(doc.id, doc);
  }

  const mini = new MiniSearch<SearchDocument>({
    fields: ['title', 'text'],
    storeFields: ['path', 'title', 'text'],
    processTerm: indexTerms,
    searchOptions: {
      processTerm: queryTerm,
      boost: { title: 3 },
      combineWith: 'AND',
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  });
  mini.addAll([...documents.values()]);

  return {
    language: lng,
    unavailable: unavailable.sort(),
    search(query: string): SearchHit[] {
      const text = normaliseQuery(query);
      if (!text) return [];
      return mini
        .search(text)
        .slice(0, maxResults)
        .map((result) => {
          const doc = documents.get(String(result.id))!;
          return { path: doc.path, title: doc.title, snippet: buildSnippet(doc.text, new Set(result.terms)) };
        });
    },
  };
}

interface CacheEntry {
  promise: Promise<SiteIndex>;
  createdAt: number;
}
const cache = new Map<string, CacheEntry>();

/** The index for a language, built once per language (rebuilt later if a section was missing). */
export function getSiteIndex(i18n: I18n, lng: string, loadRemote?: RemoteSearchLoader): Promise<SiteIndex> {
  const cached = cache.get(lng);
  if (cached) {
    const stale = Date.now() - cached.createdAt > incompleteIndexTtlMs;
    // Only an index that missed a section goes stale.
    if (!stale) return cached.promise;
    const entry = cached;
    return entry.promise.then((index) => {
      if (index.unavailable.length === 0) return index;
      if (cache.get(lng) === entry) cache.delete(lng);
      return getSiteIndex(i18n, lng, loadRemote);
    });
  }
  const entry: CacheEntry = { promise: buildSiteIndex(i18n, lng, loadRemote), createdAt: Date.now() };
  cache.set(lng, entry);
  return entry.promise;
}

/** The results of a search page's address (its `?q=`), as the search page shows them; none without a query. */
export async function findSearchResults(
  i18n: I18n,
  lng: string,
  search: string,
): Promise<{ query: string; hits: SearchHit[]; unavailable: RemoteName[] } | undefined> {
  const query = normaliseQuery(new URLSearchParams(search).get('q'));
  if (!query) return undefined;
  const index = await getSiteIndex(i18n, lng);
  return { query, hits: index.search(query), unavailable: index.unavailable };
}

/** For tests, and the render server when a section's declaration changes. */
export function clearSiteIndexCache(): void {
  cache.clear();
}
