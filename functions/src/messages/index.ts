// The message logic shared by the Cloud Function (src/index.ts) and local-cloud: pure building, plus the
// idempotent queueing into an outbox the caller provides, and what a donation's status change writes (status.ts).
// No Firebase here.
export * from './build';
export * from './deliver';
export * from './status';
