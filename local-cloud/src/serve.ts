// `npm start` / `npm run serve`: the five built apps on five origins plus the Firestore endpoint, IP echo
// and Remote Config template on the cloud port. Ctrl-C stops everything.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { parseRuntimeConfig } from '@stallions/shared-config';
import { cspReportPath, securityHeaders } from '@stallions/shared-config/headers';
import { inlineGateHash } from '../../tools/snapshot-gate';
import { startFirestoreServer } from './firestore/server';
import { localMessageConfig } from './firestore/messages';
import { defaultDataDir } from './firestore/store';
import { startSite } from './static/site-server';
import { apps, appOrigin, distFolder, fromInvocation, localRuntimeConfig, portsFromEnv, repoRoot } from './apps';
import { robotsTxt, sitemapXml } from './seo';

function startCloud(env: NodeJS.ProcessEnv) {
  return startFirestoreServer({
    port: portsFromEnv(env).cloud,
    dataDir: defaultDataDir(env),
    templatePath: resolve(repoRoot, 'remoteconfig.template.json'),
    messages: localMessageConfig(env),
    // Refused commits and skipped or failed messages, with field paths and reasons only.
    log: (line) => console.warn(`local-cloud: ${line}`),
  });
}

function stopOnSignal(close: () => Promise<unknown>) {
  const stop = () => void close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** `npm run dev`: the apps run in webpack dev servers; only the cloud port is needed. */
export async function cloudOnly(env: NodeJS.ProcessEnv = process.env) {
  const cloud = await startCloud(env);
  console.info(`local-cloud ${cloud.url} (Firestore endpoint, IP echo, Remote Config template)`);
  stopOnSignal(() => cloud.close());
}

export async function serve(env: NodeJS.ProcessEnv = process.env) {
  const ports = portsFromEnv(env);
  // CONFIG_FILE points the site elsewhere (e.g. a real Firebase project) without a rebuild.
  const config = env.CONFIG_FILE
    ? parseRuntimeConfig(JSON.parse(readFileSync(fromInvocation(env.CONFIG_FILE, env), 'utf8')))
    : localRuntimeConfig(ports);
  const configJson = () => ({ body: JSON.stringify(config, null, 2), type: 'application/json; charset=utf-8' });
  const shellOrigin = appOrigin(ports, apps[0]!);

  for (const app of apps) {
    if (!existsSync(resolve(distFolder(app, env), 'index.html'))) {
      throw new Error(`${app.folder} is not built: run "npm run build" first (or "npm start", which builds).`);
    }
  }
  const cloud = await startCloud(env);
  const servers: Server[] = await Promise.all(
    apps.map((app) =>
      startSite({
        root: distFolder(app, env),
        port: ports.base + app.offset,
        kind: app.name === 'shell' ? 'shell' : 'remote',
        corsOrigin: shellOrigin,
        locales: app.name === 'shell' ? { siteUrl: config.siteUrl } : undefined,
        // The same definition firebase.json's headers are made from, on this config (HTTP: no HSTS).
        headers: securityHeaders({
          kind: app.name === 'shell' ? 'shell' : 'remote',
          config,
          production: false,
          inlineScripts: app.name === 'shell' ? [inlineGateHash()] : [],
        }),
        cspReports: app.name === 'shell' ? { path: cspReportPath } : undefined,
        generated:
          app.name === 'shell'
            ? {
                '/config.json': configJson,
                '/robots.txt': () => ({ body: robotsTxt(config.siteUrl), type: 'text/plain; charset=utf-8' }),
                '/sitemap.xml': () => ({ body: sitemapXml(config.siteUrl), type: 'application/xml; charset=utf-8' }),
              }
            : { '/config.json': configJson },
      }),
    ),
  );

  console.info(`\nStallions Club is running at ${shellOrigin}\n`);
  for (const app of apps.slice(1))
    console.info(`  remote ${app.name.padEnd(12)} ${appOrigin(ports, app)} (standalone page)`);
  console.info(`  local-cloud        ${cloud.url} (Firestore endpoint, IP echo, Remote Config template)\n`);
  console.info('Press Ctrl-C to stop.');

  stopOnSignal(() => Promise.all([...servers.map((s) => new Promise((done) => s.close(done))), cloud.close()]));
}
