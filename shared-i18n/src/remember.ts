// Remembering the visitor's language choice: no i18next, so plain page script (the header's) can use it.
import { languageStore, type Language } from './languages';

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
