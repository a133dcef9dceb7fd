// The shell's own translations: English built in, French and Arabic loaded when chosen (or handed over by
// the server with the page it rendered).
import { initI18n, type BundleLoader, type Language, type PageTranslations } from '@stallions/shared-i18n';
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
export const startI18n = (lng: Language, preloaded?: PageTranslations) =>
  initI18n({ english: { header, footer, pages }, load, lng, preloaded });
