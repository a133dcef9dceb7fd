// The render server: its request handler, for local-cloud (npm start) and the Cloud Run service (main.ts).
export { createPageServer, type PageServer } from './page-server';
export { etagOf, preferredCoding, sendAnswer, type ContentCoding } from './send';
export { connectionLimitsFromEnv, createGuardedServer, type ConnectionLimits } from './connection-guard';
