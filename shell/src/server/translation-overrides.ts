// Remote Config's text overrides, as the render server reads them (render-server/src/remote-config.ts) and
// hands them to this renderer: applied to the one i18n instance, each change counted (a part of the render
// server's cache key), the search index (which holds page texts) built again.
import { applyOverrides, i18n, parseOverrides, remoteConfigKey, supportedLanguages } from '@stallions/shared-i18n';
import { clearSiteIndexCache } from '../search/site-index';

export interface TranslationOverrides {
  /** Language → its `translations_<lng>` JSON; a language without overrides keeps what it has. */
  set(overrides: Partial<Record<string, string>>): void;
  /** How many times the overrides were set. */
  generation(): number;
}

export function createTranslationOverrides(): TranslationOverrides {
  let generation = 0;
  return {
    set(overrides) {
      for (const lng of supportedLanguages) {
        const raw = overrides[lng];
        if (raw === undefined) continue;
        try {
          applyOverrides(i18n, lng, parseOverrides(raw));
        } catch (error) {
          console.error(
            `Failed to fetch remote translations: ${remoteConfigKey(lng)} is unreadable, kept as it was:`,
            error,
          );
        }
      }
      generation++;
      clearSiteIndexCache();
    },
    generation: () => generation,
  };
}
