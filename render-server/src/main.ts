// The Cloud Run service (see Dockerfile): Firebase Hosting serves the built files and sends every other
// request here. Its runtime config is the one the browser reads (CONFIG_FILE, the image's config.json).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseRuntimeConfig } from '@stallions/shared-config';
import { securityHeaders } from '@stallions/shared-config/headers';
import { connectionLimits, connectionLimitsFromEnv, createGuardedServer } from './connection-guard';
import { cloudLoggingSink } from './field/records';
import { createPageServer } from './page-server';
import { productionForms } from './production-forms';

async function main(env: NodeJS.ProcessEnv = process.env) {
  const config = parseRuntimeConfig(JSON.parse(readFileSync(resolve(env.CONFIG_FILE ?? 'config.json'), 'utf8')));
  const pages = await createPageServer({
    shellDist: resolve(env.SHELL_DIST ?? 'shell/dist'),
    config,
    headers: securityHeaders({ kind: 'shell', config, production: true }),
    forms: await productionForms(config, env),
    // Field records as structured Cloud Logging entries on stdout; a log sink routes them to BigQuery.
    field: { sink: cloudLoggingSink(), behindHosting: true },
  });
  const port = Number(env.PORT ?? 8080);
  // The site's deadlines for slow headers, bodies and idle connections (connection-guard.ts). No cap per socket
  // address by default: on Cloud Run every connection's peer is Google's front end (one address for every
  // visitor), so a cap there would cap the whole service; Cloud Run's --concurrency bounds it instead, and
  // MAX_CONNECTIONS_PER_CLIENT sets one where the peer is the visitor.
  const limits = connectionLimitsFromEnv(env, { ...connectionLimits, maxConnectionsPerClient: 0 });
  createGuardedServer((req, res) => {
    pages.handle(req, res).catch((error: unknown) => {
      console.error('render-server: request failed', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  }, limits).listen(port, () => console.info(`render-server listening on ${port}`));
}

void main();
