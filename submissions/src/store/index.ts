// @stallions/submissions/store: the store's interface and the one algorithm over an adapter; the adapters are
// their own subpaths (./firestore: firebase-admin; ./sqlite), so only the server that uses one loads it.
export type { LimitHit, RateLimiter, SubmissionStore } from './contract';
export { InvalidSubmissionDocument } from './stored-document';
