// Remote translation overrides (translations_<lng>): validated, deep-merged over the built-in bundles and
// kept, so a bundle a remote registers later cannot undo them.
import type { i18n as I18n } from 'i18next';

export const overridableNamespaces = ['header', 'footer', 'pages'] as const;
type Namespace = (typeof overridableNamespaces)[number];
export type TranslationOverrides = Partial<Record<Namespace, Record<string, unknown>>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses a translations_<lng> value. Throws on anything that is not a JSON object of known sections. */
export function parseOverrides(raw: string): TranslationOverrides {
  const data: unknown = JSON.parse(raw);
  if (!isPlainObject(data)) throw new Error('translations payload is not a JSON object');
  const result: TranslationOverrides = {};
  for (const [key, value] of Object.entries(data)) {
    if (!(overridableNamespaces as readonly string[]).includes(key)) continue;
    if (!isPlainObject(value)) throw new Error(`translations section "${key}" is not an object`);
    result[key as Namespace] = value;
  }
  return result;
}

const stored = new Map<string, TranslationOverrides>();

/** Merges overrides for a language into the instance and remembers them. */
export function applyOverrides(i18n: I18n, lng: string, overrides: TranslationOverrides): void {
  stored.set(lng, overrides);
  reapplyOverrides(i18n, lng);
}

/** The overrides applied for a language, if any. */
export const overridesFor = (lng: string): TranslationOverrides | undefined => stored.get(lng);

/**
 * Puts stored overrides back on top, e.g. after a remote added its own bundle. A namespace not loaded yet
 * is left alone: a bundle holding only the overrides would make i18next skip loading the built-in one.
 * The 'loaded' event brings them back once it is in.
 * Silently: each 'added' event re-renders every translated component, so the caller re-renders once
 * (changeLanguage, the 'loaded' event it runs in, or registerBundles).
 */
export function reapplyOverrides(i18n: I18n, lng: string): void {
  const overrides = stored.get(lng);
  if (!overrides) return;
  for (const ns of overridableNamespaces) {
    const section = overrides[ns];
    if (section && i18n.hasResourceBundle(lng, ns))
      i18n.addResourceBundle(lng, ns, section, true, true, { silent: true });
  }
}

export function clearOverridesForTests(): void {
  stored.clear();
}
