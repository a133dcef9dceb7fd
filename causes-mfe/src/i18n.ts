// This section's translations (namespace "pages"), added to the shared instance; never a second init.
import { createSectionTranslations, perLanguage } from '@stallions/shared-i18n';

export const sectionTranslations = createSectionTranslations(
  // One file per language of the table (locales/<lng>/pages.json), each its own chunk; the menu labels beside it
  // (locales/<lng>/nav.json) travel with the page declaration instead.
  perLanguage(
    (lng) => () =>
      import(/* webpackChunkName: "i18n-[request]" */ `./locales/${lng}/pages.json`) as Promise<{
        default: Record<string, unknown>;
      }>,
  ),
);
