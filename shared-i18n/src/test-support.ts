// Each test gets its own module registry, so initI18n (a once-per-page singleton) can run again on a
// fresh i18next instance.
import type { BundleLoader, InitOptions } from './instance';

export type Instance = typeof import('./instance');

export async function freshInstance(options: Partial<InitOptions> = {}): Promise<Instance> {
  jest.resetModules();
  const module = (await import('./instance')) as Instance;
  const load: BundleLoader = options.load ?? (async () => ({}));
  await module.initI18n({ english: options.english ?? {}, load, lng: options.lng });
  return module;
}

/** Puts the page back to a visitor with nothing stored and an English-only browser. */
export function resetBrowser(): void {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  jest.restoreAllMocks();
}

export function browserLanguages(languages: string[]): void {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}
