// What an island's element carries for the browser, and how the server picks its translations: the page's
// language's strings under the island's keys, English under any it lacks (what i18next resolves on the server),
// so the browser's first render is the server's word for word with no bundle to fetch.
import type { i18n as I18n } from 'i18next';
import { fallbackLanguage, languageOf, type Language } from '@stallions/shared-i18n';

export interface IslandData {
  remote: string;
  name: string;
  props: Record<string, unknown>;
  lng: Language;
  /** Namespace → keys: all of `common`, and the island's `pages` keys. */
  resources: { common: Record<string, unknown>; pages: Record<string, unknown> };
}

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `under`, objects merged key by key (arrays and strings replace). */
export function merge(under: unknown, over: unknown): unknown {
  if (over === undefined) return under;
  if (!isTree(under) || !isTree(over)) return over;
  const out: Tree = { ...under };
  for (const [key, value] of Object.entries(over)) out[key] = merge(under[key], value);
  return out;
}

const at = (tree: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isTree(node) ? node[key] : undefined), tree);

/** A tree holding only `value` at `path`. */
const placed = (path: string[], value: unknown): Tree =>
  path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Tree;

export function islandTranslations(i18n: I18n, keys: readonly string[]): Pick<IslandData, 'lng' | 'resources'> {
  const lng = languageOf(i18n);
  const bundle = (language: string, ns: string) => i18n.getResourceBundle(language, ns) as Tree | undefined;
  const resolved = (ns: string) => merge(bundle(fallbackLanguage, ns) ?? {}, bundle(lng, ns) ?? {});
  const pagesTree = resolved('pages');
  let pages: Tree = {};
  for (const key of keys) {
    const path = key.split('.');
    const value = at(pagesTree, path);
    if (value !== undefined) pages = merge(pages, placed(path, value)) as Tree;
  }
  return { lng, resources: { common: resolved('common') as Tree, pages } };
}
