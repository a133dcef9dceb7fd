import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadSectionRoutes, preloadSectionRoutes, registerSectionRemotes, resetRemote } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const aboutRoutes = { default: () => null };
const manifests = {
  about: 'http://localhost:3001/mf-manifest.json',
  getInvolved: 'http://localhost:3002/mf-manifest.json',
  causes: 'http://localhost:3003/mf-manifest.json',
  news: 'http://localhost:3004/mf-manifest.json',
};

beforeEach(() => {
  load.mockReset();
  register.mockReset();
});

describe('section remotes', () => {
  it('registers every manifest from the runtime config, and re-registers one on reset', () => {
    registerSectionRemotes(manifests);
    expect(register).toHaveBeenCalledWith(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
    resetRemote('news');
    expect(register).toHaveBeenLastCalledWith([{ name: 'news', entry: manifests.news }], { force: true });
  });

  it('hands the boot-time preload to the section once, then loads afresh', async () => {
    load.mockResolvedValue(aboutRoutes);
    preloadSectionRoutes('about');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('about/routes');

    await expect(loadSectionRoutes('about')).resolves.toBe(aboutRoutes);
    expect(load).toHaveBeenCalledTimes(1);

    await expect(loadSectionRoutes('about')).resolves.toBe(aboutRoutes);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes a failed preload on to the section, and the retry loads again', async () => {
    const loadError = new Error('manifest 503');
    load.mockResolvedValueOnce({ default: null, loadError }).mockResolvedValueOnce(aboutRoutes);
    preloadSectionRoutes('about');
    // The rejection waits, handled, until the section takes it.
    await Promise.resolve();

    await expect(loadSectionRoutes('about')).rejects.toThrow('Remote about/routes is unavailable');
    await expect(loadSectionRoutes('about')).resolves.toBe(aboutRoutes);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads directly when nothing was preloaded for the section', async () => {
    load.mockResolvedValue(aboutRoutes);
    preloadSectionRoutes('about');
    await expect(loadSectionRoutes('news')).resolves.toBe(aboutRoutes);
    expect(load).toHaveBeenLastCalledWith('news/routes');
  });
});
