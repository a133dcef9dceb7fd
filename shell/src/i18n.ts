// The shell's own translations for its server build: English built in, French and Arabic loaded at start.
import { initI18n, type BundleLoader, type Language } from '@stallions/shared-i18n';
import header from './locales/en/header.json';
import footer from './locales/en/footer.json';
import pages from './locales/en/pages.json';

const load: BundleLoader = async (lng, ns) => {
  if (ns === 'common') return undefined;
  const module = (await import(/* webpackChunkName: "i18n-shell-[request]" */ `./locales/${lng}/${ns}.json`)) as {
    default: Record<string, unknown>;
  };
  return module.default;
};

/** `lng`: the page's language, which its address names (English unprefixed, /fr/…, /ar/…). */
export const startI18n = (lng: Language) => initI18n({ english: { header, footer, pages }, load, lng });
