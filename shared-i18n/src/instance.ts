// The one i18next instance of the site. The shell (or a remote running standalone) calls initI18n once;
// a hosted remote only calls registerBundles. Never a second init (react-i18next#1370).
import i18next, { type i18n as I18n, type ReadCallback, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { detectionOptions } from './detection';
import { fallbackLanguage, isRtl, supportedLanguages, toSupportedLanguage, type Language } from './languages';
import { reapplyOverrides } from './overrides';
import { loadingPolicy, withRetries } from './retry';
import commonEn from './locales/en/common.json';

export const namespaces = ['common', 'header', 'footer', 'pages'] as const;
export type Namespace = (typeof namespaces)[number];

/** Loads one namespace of one language (a dynamic import of a JSON chunk). */
export type BundleLoader = (lng: Language, ns: Namespace) => Promise<Record<string, unknown> | undefined>;

export const i18n: I18n = i18next.createInstance();

// The render server runs this package too: there it detects nothing (the address names the language), has no
// document to mark, and holds every language at once (see loadEveryLanguage).
const inBrowser = typeof window !== 'undefined';

/** The `common` namespace of a language other than English: its file in locales/<lng>/, one chunk each. */
const loadCommon = (lng: Language) =>
  import(/* webpackChunkName: "i18n-common-[request]" */ `./locales/${lng}/common.json`) as Promise<{
    default: Record<string, unknown>;
  }>;

/** Mirrors the language on <html lang dir>; the value is always a whitelisted code. */
export function applyDocumentLanguage(lng: string, doc: Document = document): void {
  const safe = toSupportedLanguage(lng) ?? fallbackLanguage;
  doc.documentElement.lang = safe;
  doc.documentElement.dir = isRtl(safe) ? 'rtl' : 'ltr';
}

/** The language of an instance: on the server, a request's own (useTranslation().i18n), not the shared one's. */
export const languageOf = (instance: I18n): Language =>
  toSupportedLanguage(instance.resolvedLanguage ?? instance.language) ?? fallbackLanguage;

export function currentLanguage(): Language {
  return languageOf(i18n);
}

export interface InitOptions {
  /** Built-in English of the host's own namespaces (header, footer, pages). */
  english: Partial<Record<Namespace, Record<string, unknown>>>;
  /** Loads the host's namespaces for other languages. */
  load: BundleLoader;
  /** The page's language when its address names it (the shell: the URL's locale); else it is detected. */
  lng?: Language;
}

let initPromise: Promise<I18n> | undefined;

export function initI18n({ english, load, lng }: InitOptions): Promise<I18n> {
  if (initPromise) return initPromise;
  const resources: Resource = { en: { ...english, common: commonEn } };
  // With a given language the detector only caches it (local storage), so the choice outlives the page.
  if (inBrowser) i18n.use(LanguageDetector);
  const read = async (language: string, namespace: string) => {
    const safe = toSupportedLanguage(language);
    if (!safe || safe === 'en') return {};
    if (namespace === 'common') return (await loadCommon(safe)).default;
    return (await load(safe, namespace as Namespace)) ?? {};
  };
  // The callback form: i18next retries a read (maxRetries, retryTimeout doubling) only when the callback
  // gets an error *and* a truthy second argument; a rejected promise would fail at once.
  const backend = resourcesToBackend((language: string, namespace: string, callback: ReadCallback) => {
    read(language, namespace).then(
      (data) => callback(null, data),
      (error: Error) => callback(error, true),
    );
  });
  i18n.use(initReactI18next).use(Object.assign(backend, { callbackApi: true }));
  if (inBrowser) i18n.on('languageChanged', (language) => applyDocumentLanguage(language));
  // A backend load merges shallowly; put remote overrides back on top of what it brought.
  i18n.on('loaded', (loaded) => Object.keys(loaded).forEach((language) => reapplyOverrides(i18n, language)));
  initPromise = i18n
    .init({
      lng,
      resources,
      // English is in the bundle; other languages load through the backend within loadingPolicy's limits.
      partialBundledLanguages: true,
      supportedLngs: [...supportedLanguages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: fallbackLanguage,
      ns: [...namespaces],
      defaultNS: 'common',
      detection: detectionOptions,
      maxParallelReads: loadingPolicy.maxParallelReads,
      maxRetries: loadingPolicy.maxRetries,
      retryTimeout: loadingPolicy.retryTimeout,
      interpolation: { escapeValue: false, maxReplaces: loadingPolicy.maxReplaces },
      // Re-render when a remote adds its bundle or a language finishes loading.
      react: { useSuspense: true, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
      returnNull: false,
    })
    .then(() => {
      if (inBrowser) applyDocumentLanguage(i18n.language);
      return i18n;
    });
  return initPromise;
}

/** The server: every language of every namespace loaded once, so no request waits for a translation. */
export async function loadEveryLanguage(): Promise<void> {
  await i18n.loadLanguages([...supportedLanguages]);
}

/** The server: one instance per request in that request's language, sharing the loaded translations. */
export function requestI18n(lng: Language): I18n {
  return i18n.cloneInstance({ lng, initAsync: false });
}

/** A remote's own translations: one loader per language, each a dynamic import of its JSON. */
export type RemoteBundles = Record<Language, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * One value per language of the table, from a function of the language: a remote's bundles
 * (`perLanguage((lng) => () => import(\`./locales/${lng}/pages.json\`))`) or its menu labels, so a language
 * added to the table is added to every app by its translation files alone.
 */
export const perLanguage = <T>(value: (lng: Language) => T): Record<Language, T> =>
  Object.fromEntries(supportedLanguages.map((lng) => [lng, value(lng)])) as Record<Language, T>;

/**
 * Adds a remote's bundle (deep-merged into `pages` unless told otherwise) for the current language and
 * English, and again whenever the language changes. Resolves once the current language is in.
 */
export function registerBundles(bundles: RemoteBundles, ns: Namespace = 'pages'): Promise<void> {
  const loaded = new Set<Language>();
  /** `rerender`: announce the bundle ('added'), so what is on screen shows it. */
  const add = async (lng: Language, rerender = false) => {
    if (loaded.has(lng)) return;
    loaded.add(lng);
    try {
      const { default: data } = await withRetries(bundles[lng]);
      // The re-render an 'added' event schedules runs after this block, so it shows the overrides too.
      i18n.addResourceBundle(lng, ns, data, true, true, { silent: !rerender });
      reapplyOverrides(i18n, lng);
    } catch (error) {
      loaded.delete(lng);
      throw error;
    }
  };
  // Added silently at first: the section waits for these (useReady) and renders once they are in, while an
  // 'added' event would re-render every translated component of the page (header, footer, every link).
  // After a language switch the section is on screen already: one 'added' event updates it. Not on the server:
  // it holds every language from the start, and a listener there would keep each redeployed remote's code
  // (this closure holds its bundles) alive for as long as the process runs.
  if (inBrowser)
    i18n.on('languageChanged', (language) => {
      const lng = toSupportedLanguage(language);
      if (lng) add(lng, true).catch((error) => console.error('Failed to load translations:', error));
    });
  // The server renders any language at any time: it holds them all.
  const languages = inBrowser ? [fallbackLanguage, currentLanguage()] : supportedLanguages;
  return Promise.all(languages.map((lng) => add(lng))).then(() => undefined);
}

/**
 * A remote's translations, registered once however often its section mounts or its search index loads:
 * `load()` for code outside React, `useReady()` in the section's root (suspends until the bundle is in).
 */
export function createSectionTranslations(bundles: RemoteBundles, ns: Namespace = 'pages') {
  let ready: Promise<void> | undefined;
  let outcome: { failed: false } | { failed: true; error: unknown } | undefined;
  const load = () =>
    (ready ??= registerBundles(bundles, ns).then(
      () => void (outcome = { failed: false }),
      (error: unknown) => {
        outcome = { failed: true, error };
        throw error;
      },
    ));
  return {
    load,
    useReady(): void {
      // React 18 has no use(): a component suspends by throwing the pending promise, and fails into the
      // nearest error boundary by throwing the error.
      const pending = load();
      if (!outcome) throw pending;
      if (outcome.failed) throw outcome.error;
    },
  };
}

export function changeLanguage(lng: Language): Promise<unknown> {
  return i18n.changeLanguage(lng);
}

/**
 * The browser's islands: the shared instance in the page's language with exactly the strings the server
 * rendered them with (the islands' embedded translations), ready at once: no detection, no bundle to fetch.
 */
export function initIslandI18n(lng: Language, resources: Partial<Record<Namespace, Record<string, unknown>>>) {
  if (initPromise) return initPromise;
  i18n.use(initReactI18next);
  initPromise = i18n
    .init({
      lng,
      resources: { [lng]: resources },
      fallbackLng: false,
      ns: Object.keys(resources),
      defaultNS: 'common',
      initAsync: false,
      interpolation: { escapeValue: false, maxReplaces: loadingPolicy.maxReplaces },
      react: { useSuspense: false },
      returnNull: false,
    })
    .then(() => i18n);
  return initPromise;
}
