import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
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

describe('re-renders a section’s bundle causes', () => {
  async function setUp() {
    const m = await freshInstance({ lng: 'en' });
    const { applyOverrides } = await import('./overrides');
    applyOverrides(m.i18n, 'fr', { pages: { about: { title: 'Qui sommes-nous ?' } } });
    const added: string[] = [];
    m.i18n.store.on('added', (lng, ns) => added.push(`${lng}/${ns}`));
    let arriveInFrench!: () => void;
    const french = new Promise<void>((resolve) => (arriveInFrench = resolve));
    const bundle = (title: string) => ({ default: { about: { title, lead: title } } });
    const section = m.createSectionTranslations({
      en: async () => bundle('About us'),
      fr: async () => french.then(() => bundle('Qui sommes-nous')),
      ar: async () => bundle('من نحن'),
    });
    return { m, added, section, arriveInFrench };
  }

  it('none at first: the section waits for its bundle, and nothing else on the page shows it', async () => {
    const { m, added, section } = await setUp();
    await section.load();
    expect(m.i18n.t('pages:about.title')).toBe('About us');
    expect(added).toEqual([]);
  });

  it('one when it arrives after a language switch, with the remote overrides already on top', async () => {
    const { m, added, section, arriveInFrench } = await setUp();
    await section.load();
    await m.changeLanguage('fr');
    added.length = 0; // the shell's own French bundles, loaded by i18next
    const seen: string[] = [];
    // A re-render scheduled by the event runs after it: read what it would show then.
    m.i18n.store.on('added', () => queueMicrotask(() => seen.push(m.i18n.t('pages:about.title'))));
    arriveInFrench();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).toEqual(['fr/pages']);
    expect(seen).toEqual(['Qui sommes-nous ?']);
    expect(m.i18n.t('pages:about.lead')).toBe('Qui sommes-nous');
  });
});

describe('a section’s useReady', () => {
  async function renderSection(bundle: () => Promise<{ default: Record<string, unknown> }>) {
    const m = await freshInstance({ lng: 'en' });
    const section = m.createSectionTranslations({ en: bundle, fr: bundle, ar: bundle });
    function Page() {
      section.useReady();
      return <h1>{m.i18n.t('pages:about.title')}</h1>;
    }
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError = () => ({ failed: true });
      override render = () => (this.state.failed ? <p>Section failed</p> : this.props.children);
    }
    render(
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </Boundary>,
    );
  }

  it('suspends until the bundle is in, then renders with it', async () => {
    await renderSection(async () => ({ default: { about: { title: 'About us' } } }));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
  });

  it('hands a bundle that cannot load to the error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Fake timers: Testing Library's wait moves them on, through the loader's retries (~11 s of waits).
    jest.useFakeTimers();
    try {
      const bundle = jest.fn(() => Promise.reject(new Error('offline')));
      await renderSection(bundle);
      expect(await screen.findByText('Section failed', {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(bundle).toHaveBeenCalledTimes(6);
    } finally {
      jest.useRealTimers();
    }
  });
});
