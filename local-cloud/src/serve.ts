// `npm start` / `npm run serve`: the five built apps on five origins plus, on the cloud port, the Remote Config
// template; the render server's submissions in the SQLite store under the data directory. Ctrl-C stops everything.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { parseRuntimeConfig } from '@stallions/shared-config';
import { cspReportPath, securityHeaders } from '@stallions/shared-config/headers';
import { connectionLimitsFromEnv, createPageServer } from '@stallions/render-server';
import { localMessageConfig } from './submissions/outbox';
import { defaultDataDir, LocalDatabase } from './database/local-database';
import { localFieldRecords } from './field/local-field-records';
import { releaseJudgement } from './field/release-judgement';
import { startTemplateServer } from './remote-config/template-server';
import { startSite } from './static/site-server';
import { localFormSecret } from './submissions/form-secret';
import { localSubmissions } from './submissions/local-submissions';
import {
  apps,
  appOrigin,
  distFolder,
  fromInvocation,
  localRuntimeConfig,
  portsFromEnv,
  releasesDir,
  repoRoot,
} from '@stallions/site-registry';

function startCloud(env: NodeJS.ProcessEnv) {
  return startTemplateServer({
    connections: connectionLimitsFromEnv(env),
    port: portsFromEnv(env).cloud,
    // REMOTE_CONFIG_TEMPLATE: another template file (a test's copy, edited while the site runs).
    templatePath: env.REMOTE_CONFIG_TEMPLATE
      ? fromInvocation(env.REMOTE_CONFIG_TEMPLATE, env)
      : resolve(repoRoot, 'remoteconfig.template.json'),
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
  console.info(`local-cloud ${cloud.url} (Remote Config template)`);
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
    // The shell's page is app.html (index.html would be served for / by Firebase Hosting, before the render server).
    const built = app.name === 'shell' ? ['app.html', 'server/server.js'] : ['index.html', 'server/remoteEntry.js'];
    if (!built.every((file) => existsSync(resolve(distFolder(app, env), file)))) {
      throw new Error(`${app.folder} is not built: run "npm run build" first (or "npm start", which builds).`);
    }
  }
  const cloud = await startCloud(env);
  const store = await LocalDatabase.open(defaultDataDir(env));
  // Every server's deadlines and per-client cap: the site's numbers (render-server's connection-guard);
  // MAX_CONNECTIONS_PER_CLIENT moves the cap (0: none).
  const connections = connectionLimitsFromEnv(env);
  const shellHeaders = securityHeaders({ kind: 'shell', config, production: false });
  const remoteServers: Server[] = await Promise.all(
    apps.slice(1).map((app) =>
      startSite({
        root: distFolder(app, env),
        releases: releasesDir(app, env),
        port: ports.base + app.offset,
        kind: 'remote',
        corsOrigin: shellOrigin,
        // The same definition firebase.json's headers are made from, on this config (HTTP: no HSTS).
        headers: securityHeaders({ kind: 'remote', config, production: false }),
        generated: { '/config.json': configJson },
        connections,
      }),
    ),
  );
  // The shell's origin: its files, and every page from the render server (which reads the remotes: after them).
  const shellDist = distFolder(apps[0]!, env);
  // The forms' actions write to the same store through the contract's capabilities (and queue its messages).
  const forms = {
    ...localSubmissions(store, {
      messages: localMessageConfig(env),
      log: (line) => console.warn(`local-cloud: ${line}`),
    }),
    secret: localFormSecret(defaultDataDir(env)),
  };
  // Field measurement: the beacons' records in the same store (field_records). Every local visitor, the e2e
  // suite's synthetic ones included, comes from one address: FIELD_BEACONS_PER_MINUTE bounds it (600 a minute).
  const field = {
    sink: localFieldRecords(store),
    beaconsPerMinute: Number(env.FIELD_BEACONS_PER_MINUTE) || 600,
  };
  // A canary published with --auto: judged (and promoted or rolled back) by the release command every
  // CANARY_JUDGE_INTERVAL_MS (5 minutes by default).
  const canaryJudge = {
    judge: releaseJudgement(env),
    everyMs: Number(env.CANARY_JUDGE_INTERVAL_MS) || undefined,
  };
  const pages = await createPageServer({ shellDist, config, headers: shellHeaders, forms, field, canaryJudge });
  const shellServer = await startSite({
    root: shellDist,
    port: ports.base,
    kind: 'shell',
    headers: shellHeaders,
    cspReports: { path: cspReportPath },
    generated: { '/config.json': configJson },
    pages,
    connections,
  });
  const servers = [shellServer, ...remoteServers];

  console.info(`\nStallions Club is running at ${shellOrigin}\n`);
  for (const app of apps.slice(1))
    console.info(`  remote ${app.name.padEnd(12)} ${appOrigin(ports, app)} (standalone page)`);
  console.info(`  local-cloud        ${cloud.url} (Remote Config template)\n`);
  console.info('Press Ctrl-C to stop.');

  stopOnSignal(() => {
    pages.close();
    return Promise.all([...servers.map((s) => new Promise((done) => s.close(done))), cloud.close()]).then(() =>
      store.close(),
    );
  });
}
