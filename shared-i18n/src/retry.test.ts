import { loadingPolicy, withRetries } from './retry';
import { freshInstance, resetBrowser } from './test-support';

beforeEach(resetBrowser);
afterEach(() => jest.useRealTimers());

describe('the translation-loading limits', () => {
  it('are 10 parallel reads, 5 retries from 350 ms, 1000 interpolation replacements', () => {
    expect(loadingPolicy).toEqual({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350, maxReplaces: 1000 });
  });

  it('are the settings of the i18next instance', async () => {
    const { i18n } = await freshInstance({ lng: 'en' });
    expect(i18n.options).toMatchObject({ maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 });
    expect(i18n.options.interpolation).toMatchObject({ maxReplaces: 1000 });
  });
});

describe('withRetries (remote bundles)', () => {
  it('retries up to 5 times, waiting 350 ms and doubling', async () => {
    const waits: number[] = [];
    let calls = 0;
    const load = jest.fn(async () => {
      calls++;
      if (calls <= 5) throw new Error(`attempt ${calls}`);
      return 'bundle';
    });
    await expect(withRetries(load, async (ms) => waits.push(ms))).resolves.toBe('bundle');
    expect(load).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('gives up after the fifth retry with the last error', async () => {
    let calls = 0;
    const load = jest.fn(async () => {
      throw new Error(`attempt ${++calls}`);
    });
    await expect(withRetries(load, async () => undefined)).rejects.toThrow('attempt 6');
    expect(load).toHaveBeenCalledTimes(6);
  });
});

describe('the i18next backend (shell and common bundles)', () => {
  it('retries a failed read 5 times, 350 ms first and doubling, then falls back to English', async () => {
    const { i18n } = await freshInstance({ lng: 'en', english: { header: { join: 'Join' } } });
    jest.useFakeTimers();
    const attempts: number[] = [];
    const start = Date.now();
    // Replace the loader behind the backend: header reads in French always fail.
    const backend = i18n.services.backendConnector;
    const read = jest.fn((language: string, namespace: string, callback: (err: unknown, data: unknown) => void) => {
      if (namespace === 'header') {
        attempts.push(Date.now() - start);
        callback(new Error('chunk failed'), true);
      } else callback(null, {});
    });
    backend.backend = { type: 'backend', read } as never;

    const changed = i18n.changeLanguage('fr');
    await jest.advanceTimersByTimeAsync(20_000);
    await changed;
    expect(attempts).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('header:join')).toBe('Join');
  });

  it('recovers when a retry succeeds', async () => {
    let failures = 2;
    const load = jest.fn(async (_lng: string, ns: string) => {
      if (ns !== 'header') return {};
      if (failures-- > 0) throw new Error('chunk failed');
      return { join: 'Adhérer' };
    });
    const { i18n } = await freshInstance({ lng: 'en', english: { header: { join: 'Join' } }, load });
    await i18n.changeLanguage('fr');
    expect(load.mock.calls.filter(([, ns]) => ns === 'header')).toHaveLength(3);
    expect(i18n.t('header:join')).toBe('Adhérer');
  });

  it('reads at most 10 bundles at a time', async () => {
    let running = 0;
    let most = 0;
    const load = jest.fn(async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return {};
    });
    const { i18n } = await freshInstance({ lng: 'en', load });
    const many = Array.from({ length: 25 }, (_, i) => `extra${i}`);
    await i18n.loadNamespaces(many);
    await i18n.changeLanguage('fr');
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(25);
    expect(most).toBe(10);
  });
});

describe('interpolation', () => {
  it('stops after 1000 replacements', async () => {
    const text = '{{v}}'.repeat(1001);
    const { i18n } = await freshInstance({ lng: 'en', english: { pages: { long: text } } });
    const result = i18n.t('pages:long', { v: 'x' });
    expect(result.match(/x/g)).toHaveLength(1000);
    expect(result.endsWith('{{v}}')).toBe(true);
  });
});
