// This section's translations (namespace "pages"), added to the shared instance; never a second init.
import { createSectionTranslations } from '@stallions/shared-i18n';

export const sectionTranslations = createSectionTranslations({
  en: () => import(/* webpackChunkName: "i18n-en" */ './locales/en.json'),
  fr: () => import(/* webpackChunkName: "i18n-fr" */ './locales/fr.json'),
  ar: () => import(/* webpackChunkName: "i18n-ar" */ './locales/ar.json'),
});
