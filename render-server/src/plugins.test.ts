// The plugins asked together: each hook in the order given, a missing hook passed over, the first plugin that
// handles a request answering it.
import type { IncomingMessage } from 'node:http';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import type { PageCache } from './page-cache';
import { pluginsOf, type PageServerPlugin } from './plugins';

const request = (url: string, method = 'GET') => ({ url, method }) as IncomingMessage;

describe('pluginsOf', () => {
  it('hands a renderer and the cache through each plugin that shapes them, in order', () => {
    const seen: string[] = [];
    const tagging = (name: string): PageServerPlugin => ({
      name,
      renderer: (renderer, side) => (seen.push(`${name} ${side}`), { ...renderer, by: name }),
      cache: (cache) => ({ ...cache, by: `${(cache as { by?: string }).by ?? ''}${name}` }),
    });
    const plugins = pluginsOf([tagging('a'), undefined, { name: 'no hooks' }, tagging('b')]);
    const served = plugins.renderer({} as ShellRenderer, 'canary') as ShellRenderer & { by: string };
    expect(served.by).toBe('b');
    expect(seen).toEqual(['a canary', 'b canary']);
    expect((plugins.cache({} as PageCache) as PageCache & { by: string }).by).toBe('ab');
  });

  it('gives a request to the first plugin that handles it and has an answer; none for the rest', () => {
    const beacons: PageServerPlugin = { name: 'beacons', handles: (req) => req.method === 'POST', answer: jest.fn() };
    const asksOnly: PageServerPlugin = { name: 'asks only', handles: () => true };
    const links: PageServerPlugin = { name: 'links', handles: (req) => req.url === '/preview', answer: jest.fn() };
    const plugins = pluginsOf([asksOnly, beacons, links]);
    expect(plugins.answering(request('/api/field', 'POST'))).toBe(beacons);
    expect(plugins.answering(request('/preview'))).toBe(links);
    expect(plugins.answering(request('/about/overview'))).toBeUndefined();
  });

  it('tells every plugin of a check, new text and the close', () => {
    const calls: string[] = [];
    const plugin = (name: string): PageServerPlugin => ({
      name,
      checkRemotes: () => calls.push(`${name} checks`),
      setTranslations: (overrides) => calls.push(`${name} ${Object.keys(overrides).join()}`),
      close: () => calls.push(`${name} closes`),
    });
    const plugins = pluginsOf([plugin('a'), { name: 'none' }, plugin('b')]);
    plugins.checkRemotes();
    plugins.setTranslations({ 'en:nav.home': 'Home' });
    plugins.close();
    expect(calls).toEqual(['a checks', 'b checks', 'a en:nav.home', 'b en:nav.home', 'a closes', 'b closes']);
  });
});
