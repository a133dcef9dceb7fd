import retryPlugin from './retry-plugin';

const entry = { get: jest.fn(), init: jest.fn() };
const loadEntryError = (getRemoteEntry: jest.Mock) =>
  retryPlugin().loadEntryError!({
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'news', entry: 'http://localhost:3004/remoteEntry.js' },
    remoteEntryExports: undefined,
    globalLoading: {},
    uniqueKey: 'news:http://localhost:3004/remoteEntry.js',
  } as never);

describe('retry plugin', () => {
  it('loads a remote entry (remoteEntry.js) again after it failed, and hands back the entry', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(entry);
    await expect(loadEntryError(getRemoteEntry)).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('gives the entry up after two more attempts, so the fallback answers', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('RUNTIME-008'));
    await expect(loadEntryError(getRemoteEntry)).rejects.toThrow('RUNTIME-008');
    expect(getRemoteEntry).toHaveBeenCalledTimes(3);
  });

  it('fetches a manifest again after a failed answer, past the browser cache', async () => {
    const manifest = { id: 'news' };
    const answer = (status: number) =>
      ({ ok: status === 200, status, clone: () => ({ json: async () => manifest }) }) as unknown as Response;
    const fetchMock = jest.fn().mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock;
    try {
      const url = 'http://localhost:3004/mf-manifest.json';
      const response = (await retryPlugin().fetch!(url, {})) as Response;
      expect(response.ok).toBe(true);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(fetchMock).toHaveBeenLastCalledWith(url, expect.objectContaining({ cache: 'no-cache' }));
    } finally {
      globalThis.fetch = original;
    }
  });
});
