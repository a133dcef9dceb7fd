// @stallions/render-server/submissions: the host's submissions store and rate limiter over Firestore, and the
// parts local-cloud's SQLite implementation shares with it (the fixed-window arithmetic, which lives with the
// submissions so functions/ shares it too, the key lifetime, the document check). Importing it loads no
// firebase-admin.
export { decideHits, limitWindowOf, type LimitWindow } from '@stallions/submissions/limit-window';
export {
  checkStoreKey,
  checkSubmissionCollection,
  documentToStore,
  InvalidSubmissionDocument,
  maxReferenceAttempts,
  submissionKeyLifetimeMs,
} from './stored-document';
export { firestoreSubmissions } from './firestore-submissions';
