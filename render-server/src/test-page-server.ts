// For the page server's tests: a page server over a stand-in renderer, on a port of its own, its shell build a
// folder holding only the document template.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import { createPageServer, type PageServerOptions } from './page-server';
import type { TrackRenderer } from './canary-track';

export interface TestPageServer {
  origin: string;
  close(): Promise<void>;
}

export async function listenPageServer({
  appHtml,
  renderer,
  startCanary,
  ...options
}: Omit<PageServerOptions, 'shellDist'> & {
  appHtml: string;
  renderer: ShellRenderer;
  startCanary?: (pins?: Record<string, string>) => Promise<TrackRenderer>;
}): Promise<TestPageServer> {
  const dist = mkdtempSync(join(tmpdir(), 'render-server-'));
  writeFileSync(join(dist, 'app.html'), appHtml);
  const pages = await createPageServer({ shellDist: dist, ...options }, renderer, startCanary);
  const server = createServer((req, res) => void pages.handle(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      pages.close();
      await new Promise((done) => server.close(done));
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/**
 * A stand-in renderer's methods that do nothing: no canary, no form, no landing page, no island. A test's renderer
 * spreads them and writes its own render, remoteVersions and sitePages (and whatever else it needs).
 */
export const standInMethods: Omit<ShellRenderer, 'render' | 'remoteVersions' | 'sitePages'> = {
  checkRemotes: async () => undefined,
  canaries: () => [],
  formPages: () => [],
  landingPages: () => ({}),
  act: () => Promise.reject(new Error('no forms here')),
  setTranslations: () => undefined,
  islandNames: async () => [],
};
