/** @jest-environment node */
// Node, not jsdom: the config is data, and Node has Response and structuredClone.
import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { loadRuntimeConfig } from './runtime-config-state';
import { setRuntimeConfigForTests } from './testing';

const valid: RuntimeConfig = {
  remotes: {
    about: { manifest: 'https://about.example.org/mf-manifest.json', path: 'about' },
    getInvolved: { manifest: 'https://get-involved.example.org/mf-manifest.json', path: 'get-involved' },
    causes: { manifest: 'https://causes.example.org/mf-manifest.json', path: 'our-causes' },
    news: { manifest: 'https://news.example.org/mf-manifest.json', path: 'news-features' },
  },
  backend: { kind: 'local', projectId: 'demo-stallions' },
  translations: { kind: 'template', url: 'http://127.0.0.1:8080/remote-config/template.json' },
  siteUrl: 'https://www.stallions.example.org',
};

const withChange = (change: (config: Record<string, unknown>) => void) => {
  const config = structuredClone(valid) as unknown as Record<string, unknown>;
  change(config);
  return config;
};

describe('parseRuntimeConfig', () => {
  it('accepts a local and a Firebase config, and drops fields it does not know', () => {
    expect(parseRuntimeConfig({ ...valid, extra: true })).toEqual(valid);
    // A local config written before the backend lost its Firestore host and port still loads.
    const older = { ...valid, backend: { ...valid.backend, firestoreHost: '127.0.0.1', firestorePort: 8080 } };
    expect(parseRuntimeConfig(older)).toEqual(valid);
    const firebase = {
      ...valid,
      backend: { kind: 'firebase', firebase: { apiKey: 'key', projectId: 'stallions', appId: '1:2:web:3' } },
      translations: { kind: 'firebase' },
    };
    expect(parseRuntimeConfig(firebase)).toEqual(firebase);
  });

  it('takes the field measurement’s sample rate (optional)', () => {
    expect(parseRuntimeConfig({ ...valid, field: { sampleRate: 0.25 } }).field).toEqual({ sampleRate: 0.25 });
  });

  it.each([
    ['no section is named', (c: Record<string, unknown>) => (c.remotes = {}), 'remotes'],
    [
      'a manifest URL is not a URL',
      (c: Record<string, unknown>) =>
        ((c.remotes as Record<string, unknown>).about = { manifest: 'about', path: 'about' }),
      'remotes.about.manifest',
    ],
    [
      'two sections have one address',
      (c: Record<string, unknown>) =>
        ((c.remotes as Record<string, unknown>).news = { manifest: 'https://news.example.org/m.json', path: 'about' }),
      'remotes',
    ],
    [
      'a section address is a language prefix',
      (c: Record<string, unknown>) =>
        ((c.remotes as Record<string, unknown>).news = { manifest: 'https://news.example.org/m.json', path: 'fr' }),
      'remotes.news.path',
    ],
    [
      'a remote name is not a plain name',
      (c: Record<string, unknown>) =>
        ((c.remotes as Record<string, unknown>)['news/../x'] = { manifest: 'https://x.example/m.json', path: 'x-y' }),
      'remotes',
    ],
    [
      'a local backend has no project id',
      (c: Record<string, unknown>) => delete (c.backend as Record<string, unknown>).projectId,
      'backend.projectId',
    ],
    ['the backend kind is unknown', (c: Record<string, unknown>) => (c.backend = { kind: 'cloud' }), 'backend.kind'],
    [
      'a Firebase backend has no web config',
      (c: Record<string, unknown>) => (c.backend = { kind: 'firebase' }),
      'backend.firebase',
    ],
    ['the site URL is missing', (c: Record<string, unknown>) => delete c.siteUrl, 'siteUrl'],
    [
      'the field sample rate is past 1',
      (c: Record<string, unknown>) => (c.field = { sampleRate: 1.5 }),
      'field.sampleRate',
    ],
  ])('rejects a config where %s, naming the field', (_case, change, path) => {
    expect(() => parseRuntimeConfig(withChange(change))).toThrow(
      new RegExp(`Invalid runtime config: .*${path.replace('.', '\\.')}`),
    );
  });

  it('rejects what is not an object at all', () => {
    expect(() => parseRuntimeConfig('config')).toThrow('Invalid runtime config: (root)');
  });
});

describe('loadRuntimeConfig', () => {
  afterEach(() => setRuntimeConfigForTests(undefined));

  const answer = (body: unknown, status = 200) =>
    jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('fetches once, validates, and returns the same object afterwards', async () => {
    const fetchImpl = answer(valid);
    const first = await loadRuntimeConfig('/config.json', fetchImpl);
    expect(first).toEqual(valid);
    expect(await loadRuntimeConfig('/config.json', fetchImpl)).toBe(first);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('fails on an HTTP error and on an invalid file', async () => {
    await expect(loadRuntimeConfig('/config.json', answer({}, 404))).rejects.toThrow('HTTP 404');
    await expect(loadRuntimeConfig('/config.json', answer({ remotes: {} }))).rejects.toThrow('Invalid runtime config');
  });
});
