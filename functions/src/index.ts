// The Cloud Functions (2nd gen): when a join or donation submission is created, its messages are written to
// `mail`, which the "Trigger Email from Firestore" extension sends. The logic is ./messages (also run by
// local-cloud); this file only reads the event and writes with the Admin SDK.
//
// Retried on failure (retry: true) and idempotent: each mail document has a deterministic id and is written
// with create(), which fails when it exists, so a retry queues only what is missing.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { defineString } from 'firebase-functions/params';
import { onDocumentCreated, type FirestoreEvent, type QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { describeCspReports } from '@stallions/shared-config/csp-reports';
import { donationCollection, joinCollection, type SubmissionCollection } from '@stallions/submissions';
import { queueMessages, toMailDocument, type Log, type MessageConfig, type Outbox } from './messages';

/** The collection the Trigger Email extension watches (its MAIL_COLLECTION parameter). */
export const mailCollection = 'mail';

// Set at deploy time (the Firebase CLI asks, or reads functions/dist/.env.<project>); never in the browser's config.
const committeeEmail = defineString('COMMITTEE_EMAIL', {
  description: 'Address of the evaluation committee: it receives a notice of each new membership application.',
});
const printQueueEmail = defineString('PRINT_QUEUE_EMAIL', {
  description: 'Address of the staff who print and post tribute cards (donations with "notify by print").',
});

/** gRPC ALREADY_EXISTS: what create() fails with when the document is there. */
const alreadyExists = 6;

export function firestoreOutbox(db: Firestore): Outbox {
  return {
    async create(mail) {
      try {
        await db.collection(mailCollection).doc(mail.id).create(toMailDocument(mail));
        return 'created';
      } catch (error) {
        if ((error as { code?: unknown }).code === alreadyExists) return 'exists';
        throw error;
      }
    },
  };
}

const database = () => {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
};

type CreatedEvent = FirestoreEvent<QueryDocumentSnapshot | undefined, Record<string, string>>;

/** The handler of one collection's trigger; exported for tests with a fake database and config. */
export function handleCreated(
  collection: SubmissionCollection,
  dependencies: { db: () => Firestore; config: () => MessageConfig; log?: Log } = {
    db: database,
    config: () => ({ committeeEmail: committeeEmail.value(), printQueueEmail: printQueueEmail.value() }),
  },
) {
  const log = dependencies.log ?? logger;
  return async (event: CreatedEvent) => {
    const snapshot = event.data;
    if (!snapshot) return;
    const { timestamp, ...data } = snapshot.data();
    const submittedAt =
      typeof (timestamp as { toDate?: unknown } | undefined)?.toDate === 'function'
        ? (timestamp as { toDate(): Date }).toDate()
        : new Date(event.time);
    const report = await queueMessages(
      { collection, id: snapshot.id, data, submittedAt },
      dependencies.config(),
      firestoreOutbox(dependencies.db()),
      log,
    );
    const { created, existing, skipped, failed } = report;
    log.info(
      `messages: ${collection}/${snapshot.id}: ${created.length} queued, ${existing.length} already queued, ` +
        `${skipped.length} skipped, ${failed.length} failed`,
    );
    // A write that failed (Firestore unavailable, …) is worth another try; the retry skips what was queued.
    if (report.failed.length > 0) throw new Error(`${report.failed.length} message(s) could not be queued`);
  };
}

const options = (collection: SubmissionCollection) => ({
  document: `${collection}/{submissionId}`,
  retry: true,
});

export const joinSubmissionMessages = onDocumentCreated(options(joinCollection), handleCreated(joinCollection));
export const donationSubmissionMessages = onDocumentCreated(
  options(donationCollection),
  handleCreated(donationCollection),
);

/**
 * Content Security Policy violation reports of every origin (the policy's report-uri and Reporting-Endpoints
 * point at the shell's /csp-report, which firebase.json rewrites here): each is logged to Cloud Logging.
 */
export function handleCspReport(log: Pick<Log, 'warn'> = logger) {
  return (request: { method: string; rawBody?: Buffer }, response: { status(code: number): { end(): void } }) => {
    if (request.method !== 'POST') return response.status(405).end();
    const body = request.rawBody?.subarray(0, 64 * 1024).toString('utf8') ?? '';
    try {
      for (const report of describeCspReports(body)) log.warn(`CSP violation ${report}`);
    } catch {
      log.warn('an unreadable CSP report was ignored');
    }
    return response.status(204).end();
  };
}

export const cspReport = onRequest({ maxInstances: 2 }, handleCspReport());
