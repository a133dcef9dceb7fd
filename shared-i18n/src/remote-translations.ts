// translations_<lng> overrides, read at start-up without blocking the first render: from the Remote Config
// template that local-cloud serves, or from Firebase Remote Config in production. One interface, two sources.
import type { RuntimeConfig } from '@stallions/shared-config';
import { getFirebaseApp } from '@stallions/shared-config';
import type { i18n as I18n } from 'i18next';
import { startTransition } from 'react';
import { remoteConfigKey, toSupportedLanguage, type Language } from './languages';
import { applyOverrides, parseOverrides } from './overrides';
import { templateOverridesOf, type RemoteConfigTemplate } from './remote-config-template';

export { remoteConfigKey };
export const minimumFetchIntervalMillis = 3_600_000;

/** Reads the raw string value of translations_<lng>, or undefined when the source has none. */
export type TranslationSource = (lng: Language) => Promise<string | undefined>;

/** The Remote Config template file (remoteconfig.template.json), as local-cloud serves it. */
export function templateSource(url: string, fetchImpl: typeof fetch = fetch): TranslationSource {
  return async (lng) => {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
    return templateOverridesOf((await response.json()) as RemoteConfigTemplate, lng);
  };
}

/** Firebase Remote Config, fetched at most once an hour (values cached by the SDK in IndexedDB). */
export function firebaseSource(config: RuntimeConfig): TranslationSource {
  return async (lng) => {
    const app = await getFirebaseApp(config);
    const { getRemoteConfig, fetchAndActivate, getValue } = await import('firebase/remote-config');
    const remoteConfig = getRemoteConfig(app);
    remoteConfig.settings.minimumFetchIntervalMillis = minimumFetchIntervalMillis;
    remoteConfig.settings.fetchTimeoutMillis = 10_000;
    await fetchAndActivate(remoteConfig);
    const value = getValue(remoteConfig, remoteConfigKey(lng)).asString();
    return value === '' ? undefined : value;
  };
}

export function sourceFor(config: RuntimeConfig): TranslationSource | undefined {
  const { translations } = config;
  if (translations.kind === 'template') return templateSource(translations.url);
  if (translations.kind === 'firebase') return firebaseSource(config);
  return undefined;
}

/** Loads and applies the overrides of one language, then re-applies the language. Never throws. */
export async function loadRemoteTranslations(
  i18n: I18n,
  source: TranslationSource,
  language: string,
): Promise<boolean> {
  const lng = toSupportedLanguage(language);
  if (!lng) return false;
  try {
    const raw = await source(lng);
    if (raw === undefined) return false;
    applyOverrides(i18n, lng, parseOverrides(raw));
    // A transition: the re-render it causes never interrupts hydration (React would otherwise drop the server's
    // HTML of every section still hydrating and render it again).
    await new Promise<void>((resolve) =>
      startTransition(() => void i18n.changeLanguage(i18n.language).finally(resolve)),
    );
    console.info('Remote translations loaded successfully');
    return true;
  } catch (error) {
    console.error('Failed to fetch remote translations:', error);
    return false;
  }
}

/**
 * Start-up wiring: the current language now, and each language the visitor switches to. `applied`: languages
 * whose overrides are in already (a server-rendered page brings those of its language).
 */
export function startRemoteTranslations(
  i18n: I18n,
  source: TranslationSource | undefined,
  applied: readonly string[] = [],
): void {
  if (!source) return;
  const done = new Set<string>(applied);
  const run = (language: string) => {
    const lng = toSupportedLanguage(language);
    if (!lng || done.has(lng)) return;
    done.add(lng);
    void loadRemoteTranslations(i18n, source, lng);
  };
  run(i18n.language);
  i18n.on('languageChanged', run);
}
