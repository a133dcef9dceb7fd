import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { fallbackLanguage, languageStore, toSupportedLanguage } from './languages';

// Where a visitor's language is looked for, in this order; the chosen language is cached in local storage only.
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: languageStore.cookie,
  lookupLocalStorage: languageStore.storage,
  lookupSessionStorage: languageStore.storage,
  caches: ['localStorage'],
  // Every detected value is whitelisted here; a hostile or unknown one becomes '' and i18next moves on
  // to the next source.
  convertDetectedLanguage: (lng: string) => toSupportedLanguage(lng) ?? '',
};

export { fallbackLanguage };

export { rememberLanguage } from './remember';
