/** @jest-environment node */
// Node, not jsdom: the config is data, and Node has Response and structuredClone.
import { parseRuntimeConfig, type RuntimeConfig } from './runtime-config';
import { loadRuntimeConfig } from './runtime-config-state';
import { setRuntimeConfigForTests, testRuntimeConfig } from './testing';

const valid: RuntimeConfig = testRuntimeConfig({
  translations: { kind: 'template', url: 'http://127.0.0.1:8080/remote-config/template.json' },
  siteUrl: 'https://www.stallions.example.org',
});

/** The config as untyped JSON, which the cases below break. */
type Json = Record<string, unknown>;
const withChange = (change: (config: Json) => void) => {
  const config = structuredClone(valid) as unknown as Json;
  change(config);
  return config;
};
/** A change that sets the remote `name`'s entry. */
const remote = (name: string, entry: unknown) => (c: Json) => ((c.remotes as Json)[name] = entry);

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
    ['no section is named', (c: Json) => (c.remotes = {}), 'remotes'],
    ['a manifest URL is not a URL', remote('about', { manifest: 'about', path: 'about' }), 'remotes.about.manifest'],
    [
      'two sections have one address',
      remote('news', { manifest: 'https://news.example.org/m.json', path: 'about' }),
      'remotes',
    ],
    [
      'a section address is a language prefix',
      remote('news', { manifest: 'https://news.example.org/m.json', path: 'fr' }),
      'remotes.news.path',
    ],
    [
      'a remote name is not a plain name',
      remote('news/../x', { manifest: 'https://x.example/m.json', path: 'x-y' }),
      'remotes',
    ],
    ['a local backend has no project id', (c: Json) => delete (c.backend as Json).projectId, 'backend.projectId'],
    ['the backend kind is unknown', (c: Json) => (c.backend = { kind: 'cloud' }), 'backend.kind'],
    ['a Firebase backend has no web config', (c: Json) => (c.backend = { kind: 'firebase' }), 'backend.firebase'],
    ['the site URL is missing', (c: Json) => delete c.siteUrl, 'siteUrl'],
    ['the field sample rate is past 1', (c: Json) => (c.field = { sampleRate: 1.5 }), 'field.sampleRate'],
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
