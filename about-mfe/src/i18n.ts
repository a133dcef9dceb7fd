// This section's translations (namespace "pages"), added to the shared instance; never a second init.
import { createSectionTranslations, perLanguage } from '@stallions/shared-i18n';

export const sectionTranslations = createSectionTranslations(
  // One file per language of the table (locales/<lng>.json), each its own chunk; nav/ holds the menu labels.
  perLanguage(
    (lng) => () =>
      import(/* webpackChunkName: "i18n-[request]", webpackExclude: /nav/ */ `./locales/${lng}.json`) as Promise<{
        default: Record<string, unknown>;
      }>,
  ),
);
