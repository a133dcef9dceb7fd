// The render server: its request handler, for local-cloud (npm start) and the Cloud Run service (main.ts).
export { createPageServer, type PageServer, type PageServerOptions } from './page-server';
export { loadShellRenderer } from './load-shell';
export { composeDocument } from './document';
export { robotsTxt, sitemapXml } from './seo';
export { etagOf, preferredCoding, sendAnswer, type Answer, type ContentCoding } from './send';
export {
  capConnectionsPerClient,
  connectionLimits,
  connectionLimitsFromEnv,
  createGuardedServer,
  type ConnectionLimits,
} from './connection-guard';
