import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { manifestsOf } from '@stallions/shared-config';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { loadRemoteModule, registerSectionRemotes, RemoteUnavailableError, resetRemote } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const register = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const aboutRoutes = { default: () => null };
const { remotes } = testRuntimeConfig();
const manifests = manifestsOf(remotes);

beforeEach(() => {
  load.mockReset();
  register.mockReset();
});

describe('section remotes', () => {
  it('registers every manifest from the runtime config, and re-registers one on reset', () => {
    registerSectionRemotes(remotes);
    expect(register).toHaveBeenCalledWith(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
    resetRemote('news');
    expect(register).toHaveBeenLastCalledWith([{ name: 'news', entry: manifests.news }], { force: true });
  });

  it('loads an exposed module, and says which one is unavailable when the fallback answered', async () => {
    load.mockResolvedValueOnce(aboutRoutes).mockResolvedValueOnce({ default: null, loadError: new Error('503') });
    await expect(loadRemoteModule('about', 'islands')).resolves.toBe(aboutRoutes);
    expect(load).toHaveBeenLastCalledWith('about/islands');
    const failed = loadRemoteModule('news', 'islands');
    await expect(failed).rejects.toThrow('Remote news/islands is unavailable');
    await expect(failed).rejects.toBeInstanceOf(RemoteUnavailableError);
  });
});
