import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { fallbackLanguage, languageStore, toSupportedLanguage, type Language } from './languages';

// The spec's detection order; the chosen language is cached in local storage only.
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

/**
 * A language the visitor chose in the switcher, remembered where detection looks first after the address
 * (the cookie, which a server reads too) and in local storage, so an unprefixed URL keeps it.
 */
export function rememberLanguage(lng: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageStore.cookie}=${lng}; path=/; max-age=31536000; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(languageStore.storage, lng);
  } catch {
    // Storage may be off (private mode, policy): the cookie still holds the choice.
  }
}
