import { freshInstance, resetBrowser } from './test-support';

beforeEach(resetBrowser);

describe('applyDocumentLanguage', () => {
  it.each([
    ['ar', 'ar', 'rtl'],
    ['ar-EG', 'ar', 'rtl'],
    ['fr-CA', 'fr', 'ltr'],
    ['en', 'en', 'ltr'],
    ['<script>alert(1)</script>', 'en', 'ltr'],
    ['he', 'en', 'ltr'],
  ])('sets <html> for %s to lang=%s dir=%s', async (value, lang, dir) => {
    const { applyDocumentLanguage } = await import('./instance');
    applyDocumentLanguage(value);
    expect(document.documentElement).toHaveAttribute('lang', lang);
    expect(document.documentElement).toHaveAttribute('dir', dir);
  });

  it('follows every language change', async () => {
    const { i18n, changeLanguage } = await freshInstance({ lng: 'en' });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await changeLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await i18n.changeLanguage('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

describe('the shared instance', () => {
  it('is initialised once, with English as fallback and the four namespaces', async () => {
    const m = await freshInstance({ lng: 'en' });
    const again = m.initI18n({ english: {}, load: async () => ({}), lng: 'ar' });
    expect(await again).toBe(m.i18n);
    expect(m.i18n.language).toBe('en');
    expect(m.i18n.options.fallbackLng).toEqual(['en']);
    expect(m.i18n.options.defaultNS).toBe('common');
    expect(m.i18n.options.ns).toEqual(['common', 'header', 'footer', 'pages']);
  });

  it('loads the French and Arabic common bundles when the language is chosen', async () => {
    const m = await freshInstance({ lng: 'en' });
    expect(m.i18n.t('notFound.title')).toBe('Page not found');
    await m.changeLanguage('fr');
    expect(m.i18n.t('notFound.title')).toBe('Page introuvable');
    await m.changeLanguage('ar');
    expect(m.i18n.t('notFound.title')).toBe('الصفحة غير موجودة');
  });

  it('adds a remote’s bundle for English and the current language, and for each language chosen later', async () => {
    const m = await freshInstance({ lng: 'fr' });
    const bundles = {
      en: jest.fn(async () => ({ default: { about: { title: 'About us' } } })),
      fr: jest.fn(async () => ({ default: { about: { title: 'Qui sommes-nous' } } })),
      ar: jest.fn(async () => ({ default: { about: { title: 'من نحن' } } })),
    };
    const section = m.createSectionTranslations(bundles);
    await Promise.all([section.load(), section.load()]);
    expect(bundles.en).toHaveBeenCalledTimes(1);
    expect(bundles.fr).toHaveBeenCalledTimes(1);
    expect(bundles.ar).not.toHaveBeenCalled();
    expect(m.i18n.t('pages:about.title')).toBe('Qui sommes-nous');

    await m.changeLanguage('ar');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(m.i18n.t('pages:about.title')).toBe('من نحن');
  });
});
