// The site as visitors would get it, composed from given builds, for the release gate to look at: the shell's
// render server and its files on one origin, each remote's build on its own, on a free block of ports (the site's
// layout: the shell at the base port, each remote at its offset), with the site's headers. What local-cloud's
// serve does for `npm start`, less what a look needs not: no store, no forms, no field data, no Remote Config.
import { createServer, type Server } from 'node:http';
import type { RuntimeConfig } from '@stallions/shared-config';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import { securityHeaders } from '@stallions/shared-config/headers';
import { createPageServer } from '@stallions/render-server';
import { startSite } from '@stallions/local-cloud/site-server';
import { apps, localRuntimeConfig } from '@stallions/site-registry';
import { startCanaryRenderer } from '@stallions/render-server/canary-track';

export interface ComposedSite {
  /** The shell's origin (the site's address). */
  origin: string;
  config: RuntimeConfig;
  /** What the render server logged (a section's fallback, a refused declaration). */
  log: string[];
  close(): Promise<void>;
}

export interface CompositionOptions {
  shellDist: string;
  /** Each remote's build folder, by its name. */
  remotes: Record<string, string>;
  /**
   * The shell's renderer for that config (default: a worker thread of its own, as the canary's: a process holds
   * one release of each remote).
   */
  renderer?: (config: RuntimeConfig) => Promise<ShellRenderer>;
}

const portFree = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });

/** A base port whose block (the shell and every remote) is free now. */
async function freeBlock(size: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    const ports = Array.from({ length: size }, (_, offset) => base + offset);
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return base;
  }
  throw new Error('no free block of ports for the gate');
}

const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });

const portTaken = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

/**
 * Serves the composition on a block found free. Another process can take one of its ports between the probe and
 * the listen (two e2e workers each gating a release), so a block found taken is given up for another.
 */
export async function serveComposition(options: CompositionOptions): Promise<ComposedSite> {
  const size = Math.max(...apps.map((app) => app.offset)) + 1;
  for (let attempt = 1; ; attempt++) {
    try {
      return await serveOnBlock(await freeBlock(size), options);
    } catch (error) {
      if (!portTaken(error) || attempt === 5) throw error;
    }
  }
}

async function serveOnBlock(base: number, { shellDist, remotes, renderer }: CompositionOptions): Promise<ComposedSite> {
  const config: RuntimeConfig = { ...localRuntimeConfig({ base, cloud: base }), translations: { kind: 'none' } };
  const log: string[] = [];
  const servers: Server[] = [];
  let closeRenderer = async () => {};
  let closePages = () => {};
  const close = async () => {
    closePages();
    await Promise.all(servers.map(closeServer));
    await closeRenderer();
  };
  try {
    for (const app of apps.filter((app) => app.name !== 'shell'))
      servers.push(
        await startSite({
          root: remotes[app.name]!,
          port: base + app.offset,
          kind: 'remote',
          corsOrigin: config.siteUrl,
          headers: securityHeaders({ kind: 'remote', config, production: false }),
        }),
      );
    const shell = renderer ? await renderer(config) : await startCanaryRenderer(shellDist, config);
    if ('close' in shell && typeof shell.close === 'function')
      closeRenderer = () => (shell.close as () => Promise<void>)();
    const headers = securityHeaders({ kind: 'shell', config, production: false });
    const pages = await createPageServer({ shellDist, config, headers, log: (line) => void log.push(line) }, shell);
    closePages = () => pages.close();
    const configJson = () => ({ body: JSON.stringify(config), type: 'application/json; charset=utf-8' });
    servers.push(
      await startSite({
        root: shellDist,
        port: base,
        kind: 'shell',
        headers,
        pages,
        generated: { '/config.json': configJson },
      }),
    );
    return { origin: config.siteUrl, config, log, close };
  } catch (error) {
    await close();
    throw error;
  }
}
