import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { fallbackLanguage, toSupportedLanguage } from './languages';

// The spec's detection order; the chosen language is cached in local storage only.
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
  // Every detected value is whitelisted here; a hostile or unknown one becomes '' and i18next moves on
  // to the next source.
  convertDetectedLanguage: (lng: string) => toSupportedLanguage(lng) ?? '',
};

export { fallbackLanguage };
