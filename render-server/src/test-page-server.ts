// For the page server's tests: a page server over a stand-in renderer, on a port of its own, its shell build a
// folder holding only the document template.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenderedPage, RouteTable, ShellRenderer } from '@stallions/shared-config/render-contract';
import type { RemoteName, SectionPage, SectionPages } from '@stallions/shared-config';
import { testRuntimeConfig } from '@stallions/shared-config/testing';
import { buildRouteTable } from '@stallions/shared-router/route-table';
import { createPageServer, type PageServerOptions } from './page-server';
import type { TrackRenderer } from './canary-track';

export interface TestPageServer {
  origin: string;
  close(): Promise<void>;
}

type ListenOptions = Omit<PageServerOptions, 'shellDist'> & {
  appHtml: string;
  renderer: ShellRenderer;
  startCanary?: (pins?: Record<string, string>) => Promise<TrackRenderer>;
};

export async function listenPageServer({
  appHtml,
  renderer,
  startCanary,
  ...options
}: ListenOptions): Promise<TestPageServer> {
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

/** One page server for a whole test file: listening (listenPageServer) before its first test, closed after its last. */
export function listenPageServerForFile(options: ListenOptions): TestPageServer {
  let listening: TestPageServer | undefined;
  beforeAll(async () => {
    listening = await listenPageServer(options);
  });
  afterAll(() => server().close());
  const server = () => {
    if (!listening) throw new Error('the page server listens only while the file runs its tests');
    return listening;
  };
  return {
    get origin() {
      return server().origin;
    },
    close: () => server().close(),
  };
}

/**
 * A stand-in renderer's page, whole (200, no failed section, an empty state) and in English unless the test says
 * otherwise: the fields the tests' renderers all write alike, so that each writes only its own.
 */
export function standInPage(
  page: Pick<RenderedPage, 'head' | 'html' | 'releases'> & Partial<RenderedPage>,
): RenderedPage {
  return { kind: 'page', status: 200, lang: 'en', dir: 'ltr', state: '{}', failedSections: [], ...page };
}

/**
 * A stand-in renderer's methods that do nothing: no canary, no form, no island. A test's renderer spreads them
 * and writes its own render, remoteVersions and routes (standInRoutes; and whatever else it needs).
 */
export const standInMethods: Omit<ShellRenderer, 'render' | 'remoteVersions' | 'routes'> = {
  checkRemotes: async () => undefined,
  canaries: () => [],
  act: () => Promise.reject(new Error('no forms here')),
  setTranslations: () => undefined,
  islandNames: async () => [],
};

/**
 * A stand-in route table of these unprefixed page paths, built by the site's own rules (buildRouteTable): each page
 * in the test registry's section its first segment names (if any), else the shell's; `forms`: the pages with a form
 * (action `testForm`). The shell's /search reads `q` and is not in the sitemap, as the real one.
 */
export function standInRoutes(
  pages: readonly string[],
  { forms = [] }: { forms?: readonly string[] } = {},
): RouteTable {
  const remotes = testRuntimeConfig().remotes;
  const page = (path: string, declared: string): SectionPage => ({
    path: declared,
    ...(forms.includes(path) ? { form: 'testForm' } : {}),
    ...(path === '/search' ? { query: ['q'], inSitemap: false } : {}),
  });
  const shell: SectionPage[] = [];
  const sections: Partial<Record<RemoteName, { order: number; labels: SectionPages['labels']; pages: SectionPage[] }>> =
    {};
  for (const path of pages) {
    const owner = (Object.entries(remotes) as [RemoteName, { path: string }][]).find(([, entry]) =>
      path.startsWith(`/${entry.path}/`),
    );
    if (!owner) shell.push(page(path, path.slice(1)));
    else
      (sections[owner[0]] ??= { order: Object.keys(sections).length, labels: {}, pages: [] }).pages.push(
        page(path, path.slice(owner[1].path.length + 2)),
      );
  }
  return buildRouteTable({ pages: shell }, sections, remotes);
}
