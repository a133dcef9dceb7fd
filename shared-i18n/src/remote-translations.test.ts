import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { supportedLanguages } from './languages';
import { freshInstance, resetBrowser, type Instance } from './test-support';

const english = {
  header: { announcement: '', actions: { join: 'Join', donate: 'Donate' }, menu: { about: { title: 'About' } } },
  footer: { brandName: 'Stallions Club', media: { title: 'Media', logos: 'Logos' } },
  pages: { home: { title: 'Welcome', intro: 'Four causes' } },
};
const french = {
  header: {
    announcement: '',
    actions: { join: 'Adhérer', donate: 'Faire un don' },
    menu: { about: { title: 'À propos' } },
  },
  footer: { brandName: 'Stallions Club', media: { title: 'Médias', logos: 'Logos' } },
  pages: { home: { title: 'Bienvenue', intro: 'Quatre causes' } },
};

type Modules = Instance & typeof import('./remote-translations') & typeof import('./overrides');
let m: Modules;
let info: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(async () => {
  resetBrowser();
  const instance = await freshInstance({
    // i18next merges into the objects it is given: each test starts from a copy.
    english: JSON.parse(JSON.stringify(english)) as typeof english,
    lng: 'en',
    load: async (lng, ns) =>
      lng === 'fr' && ns !== 'common' ? (JSON.parse(JSON.stringify(french[ns])) as Record<string, unknown>) : {},
  });
  // The same module registry as the instance: overrides are stored per registry.
  m = { ...instance, ...(await import('./remote-translations')), ...(await import('./overrides')) };
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The part of a fetch Response that templateSource reads (jsdom has no Response). */
const response = (status: number, body: string) => ({
  ok: status >= 200 && status < 300,
  status,
  json: async () => JSON.parse(body) as unknown,
});

const source = (payload: string | undefined) => jest.fn(async () => payload);

describe('merging remote translations', () => {
  it('deep-merges the header, footer and pages sections over the built-in bundles', async () => {
    const payload = JSON.stringify({
      header: { announcement: 'Applications are open', actions: { join: 'Apply' } },
      footer: { media: { title: 'Press' } },
      pages: { home: { intro: 'Five causes' } },
    });
    await expect(m.loadRemoteTranslations(m.i18n, source(payload), 'en')).resolves.toBe(true);
    const { t } = m.i18n;
    expect(t('header:announcement')).toBe('Applications are open');
    expect(t('header:actions.join')).toBe('Apply');
    // Deep: the keys next to an override stay.
    expect(t('header:actions.donate')).toBe('Donate');
    expect(t('header:menu.about.title')).toBe('About');
    expect(t('footer:media.title')).toBe('Press');
    expect(t('footer:media.logos')).toBe('Logos');
    expect(t('pages:home.title')).toBe('Welcome');
    expect(t('pages:home.intro')).toBe('Five causes');
    expect(info).toHaveBeenCalledWith('Remote translations loaded successfully');
    expect(error).not.toHaveBeenCalled();
  });

  it('reads translations_<lng> of the language and re-applies the language', async () => {
    const read = jest.fn(async () => JSON.stringify({ header: { announcement: 'x' } }));
    const changed = jest.fn();
    m.i18n.on('languageChanged', changed);
    const changeLanguage = jest.spyOn(m.i18n, 'changeLanguage');
    await m.loadRemoteTranslations(m.i18n, read, 'en-GB');
    expect(read).toHaveBeenCalledWith('en');
    expect(m.remoteConfigKey('fr')).toBe('translations_fr');
    expect(changeLanguage).toHaveBeenCalledWith('en');
    expect(changed).toHaveBeenCalledWith('en');
  });

  it('ignores sections other than header, footer and pages', async () => {
    await m.loadRemoteTranslations(
      m.i18n,
      source(JSON.stringify({ common: { siteName: 'Hacked' }, header: {} })),
      'en',
    );
    expect(m.i18n.t('common:siteName')).toBe('Stallions Club');
  });

  it.each([
    ['not JSON', '{"header": {"announcement": '],
    ['a JSON array', '["header"]'],
    ['a JSON string', '"header"'],
    ['a section that is not an object', '{"header": "Applications are open"}'],
    ['a section that is an array', '{"footer": ["Press"]}'],
  ])('keeps the built-in text when the payload is %s', async (_name, payload) => {
    await expect(m.loadRemoteTranslations(m.i18n, source(payload), 'en')).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Failed to fetch remote translations:', expect.any(Error));
    expect(info).not.toHaveBeenCalled();
    expect(m.i18n.t('header:actions.join')).toBe('Join');
    expect(m.i18n.t('header:announcement')).toBe('');
    expect(m.i18n.t('footer:media.title')).toBe('Media');
  });

  it('keeps the built-in text when the network fails', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetchImpl = jest.fn(async () => Promise.reject(failure)) as unknown as typeof fetch;
    const read = m.templateSource('http://localhost:4380/remote-config/template', fetchImpl);
    await expect(m.loadRemoteTranslations(m.i18n, read, 'en')).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Failed to fetch remote translations:', failure);
    expect(m.i18n.t('header:actions.join')).toBe('Join');
  });

  it('keeps the built-in text when the server answers with an error', async () => {
    const fetchImpl = jest.fn(async () => response(503, '{"error":"down"}')) as unknown as typeof fetch;
    const read = m.templateSource('http://localhost:4380/remote-config/template', fetchImpl);
    await expect(m.loadRemoteTranslations(m.i18n, read, 'en')).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(
      'Failed to fetch remote translations:',
      expect.objectContaining({ message: expect.stringContaining('HTTP 503') }),
    );
    expect(m.i18n.t('header:actions.join')).toBe('Join');
  });

  it('does nothing when the source has no value for the language', async () => {
    await expect(m.loadRemoteTranslations(m.i18n, source(undefined), 'en')).resolves.toBe(false);
    expect(error).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });

  it('keeps overrides on top of a bundle a remote registers later', async () => {
    await m.loadRemoteTranslations(
      m.i18n,
      source(JSON.stringify({ pages: { about: { title: 'Remote title' } } })),
      'en',
    );
    const bundle = { default: { about: { title: 'Built-in title', intro: 'Built-in intro' } } };
    await m.registerBundles({ en: async () => bundle, fr: async () => bundle, ar: async () => bundle });
    expect(m.i18n.t('pages:about.title')).toBe('Remote title');
    expect(m.i18n.t('pages:about.intro')).toBe('Built-in intro');
  });

  it('keeps overrides on top of a namespace the backend loads later', async () => {
    m.applyOverrides(m.i18n, 'fr', { header: { actions: { join: 'Postuler' } } });
    // Overrides that arrive before the language must not stop its built-in bundle from loading.
    expect(m.i18n.hasResourceBundle('fr', 'header')).toBe(false);
    await m.i18n.changeLanguage('fr');
    expect(m.i18n.t('header:actions.join')).toBe('Postuler');
    expect(m.i18n.t('header:actions.donate')).toBe('Faire un don');
  });
});

describe('the template served by local-cloud', () => {
  const templateText = readFileSync(resolve(__dirname, '../../remoteconfig.template.json'), 'utf8');
  const served = jest.fn(async () => response(200, templateText)) as unknown as typeof fetch;

  it.each(supportedLanguages)('has a valid translations_%s that overrides header.announcement', async (lng) => {
    const template = JSON.parse(templateText) as { parameters: Record<string, { defaultValue: { value: string } }> };
    const overrides = m.parseOverrides(template.parameters[`translations_${lng}`]!.defaultValue.value);
    const announcement = (overrides.header as { announcement?: unknown } | undefined)?.announcement;
    expect(typeof announcement).toBe('string');
    expect((announcement as string).length).toBeGreaterThan(20);

    await m.i18n.changeLanguage(lng);
    const read = m.templateSource('http://localhost:4380/remote-config/template', served);
    await expect(m.loadRemoteTranslations(m.i18n, read, lng)).resolves.toBe(true);
    expect(m.i18n.t('header:announcement')).toBe(announcement);
    expect(served).toHaveBeenLastCalledWith('http://localhost:4380/remote-config/template', { cache: 'no-store' });
  });
});

describe('startRemoteTranslations', () => {
  it('loads the current language after start-up and each new language once, without blocking', async () => {
    const read = jest.fn(async (lng: string) => JSON.stringify({ header: { announcement: `news ${lng}` } }));
    expect(m.startRemoteTranslations(m.i18n, read)).toBeUndefined();
    expect(read).toHaveBeenCalledWith('en');
    await new Promise((r) => setTimeout(r, 0));
    expect(m.i18n.t('header:announcement')).toBe('news en');

    await m.i18n.changeLanguage('fr');
    await new Promise((r) => setTimeout(r, 0));
    expect(m.i18n.t('header:announcement')).toBe('news fr');
    await m.i18n.changeLanguage('en');
    expect(read).toHaveBeenCalledTimes(2);
    expect(m.i18n.t('header:announcement')).toBe('news en');
  });

  it('reads from Firebase with a one-hour minimum fetch interval', () => {
    expect(m.minimumFetchIntervalMillis).toBe(3_600_000);
  });
});
