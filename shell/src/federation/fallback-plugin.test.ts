import { silenceConsoleError } from '../components/test-helpers';
import fallbackPlugin, { isFailedRemoteModule } from './fallback-plugin';

describe('fallback plugin', () => {
  const consoleError = silenceConsoleError();

  it('answers a remote that cannot load with a marker carrying the error, and logs it', async () => {
    const error = new Error('remoteEntry.js 500');
    const plugin = fallbackPlugin();
    const answer = await plugin.errorLoadRemote!({ id: 'news/routes', error, lifecycle: 'onLoad' } as never);

    expect(isFailedRemoteModule(answer)).toBe(true);
    expect(answer).toEqual({ default: null, loadError: error });
    expect(consoleError()).toHaveBeenCalledWith('Remote module news/routes could not be loaded:', error);
  });

  it('tells the marker from a real module', () => {
    expect(isFailedRemoteModule({ default: () => null })).toBe(false);
    expect(isFailedRemoteModule(null)).toBe(false);
    expect(isFailedRemoteModule(undefined)).toBe(false);
    expect(isFailedRemoteModule({ default: null, loadError: undefined })).toBe(true);
  });
});
