// The Cloud Functions (2nd gen): when a join or donation submission is created, its messages are written to
// `mail`, which the "Trigger Email from Firestore" extension sends; when the club's staff change a donation's
// status (completed, cancelled), that move's messages are (./donation-status.ts). The logic is ./messages (also
// run by local-cloud); this file only reads the events and writes with the Admin SDK.
//
// Retried on failure (retry: true) and idempotent: each mail document has a deterministic id and is written
// with create(), which fails when it exists, so a retry queues only what is missing; a status change's messages
// are written in the same transaction as the record that they were sent, and as their count against their
// mailboxes' limit (the forms' `limits/{key}` windows, keyed with the render server's FORM_SECRET). The messages
// of a new submission are not counted here: the form's action counted them before it stored the submission.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { defineSecret, defineString } from 'firebase-functions/params';
import {
  onDocumentCreated,
  onDocumentUpdated,
  type Change,
  type FirestoreEvent,
  type QueryDocumentSnapshot,
} from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { defaultSubmissionLimits, type SubmissionLimits } from '@stallions/shared-config/actions';
import { describeCspReports } from '@stallions/shared-config/csp-reports';
import { donationCollection, donationLifeOf, joinCollection, type SubmissionCollection } from '@stallions/submissions';
import { applyDonationStatus, mailCollection } from './donation-status';
import {
  describeHeld,
  queueCreatedMessages,
  toMailDocument,
  type Log,
  type MessageConfig,
  type Outbox,
  type RecipientLimit,
} from './messages';
import productionConfig from '../../production.config.json';

export { mailCollection };

// Set at deploy time (the Firebase CLI asks, or reads functions/dist/.env.<project>); never in the browser's config.
const committeeEmail = defineString('COMMITTEE_EMAIL', {
  description: 'Address of the evaluation committee: it receives a notice of each new membership application.',
});
const printQueueEmail = defineString('PRINT_QUEUE_EMAIL', {
  description: 'Address of the staff who print and post tribute cards (donations with "notify by print").',
});
const donationsEmail = defineString('DONATIONS_EMAIL', {
  description: "The club's donations address: a notice of each donation that waits to be completed.",
});
// The forms' keyed-hash secret, the render server's FORM_SECRET (Secret Manager): a donation's later messages count
// against the same mailbox keys as the forms' (`npx firebase-tools functions:secrets:set FORM_SECRET`).
const formSecret = defineSecret('FORM_SECRET');

/**
 * The per-recipient limit the render server applies: production.config.json's `submissions.limits` (the runtime
 * config it serves), else shared-config's defaults (3 messages in 24 hours).
 */
export const productionPerRecipient = (
  config: { submissions?: { limits?: Partial<SubmissionLimits> } } = productionConfig as object,
): SubmissionLimits['perRecipient'] => config.submissions?.limits?.perRecipient ?? defaultSubmissionLimits.perRecipient;

const recipientLimit = (): RecipientLimit => ({ secret: formSecret.value(), perRecipient: productionPerRecipient() });

/** gRPC ALREADY_EXISTS: what create() fails with when the document is there. */
const alreadyExists = 6;

function firestoreOutbox(db: Firestore): Outbox {
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

const messageConfig = (): MessageConfig => ({
  committeeEmail: committeeEmail.value(),
  printQueueEmail: printQueueEmail.value(),
  donationsEmail: donationsEmail.value(),
});

type CreatedEvent = FirestoreEvent<QueryDocumentSnapshot | undefined, Record<string, string>>;

/** The handler of one collection's trigger; exported for tests with a fake database and config. */
export function handleCreated(
  collection: SubmissionCollection,
  dependencies: { db: () => Firestore; config: () => MessageConfig; log?: Log } = {
    db: database,
    config: messageConfig,
  },
) {
  const log = dependencies.log ?? logger;
  return async (event: CreatedEvent) => {
    const snapshot = event.data;
    if (!snapshot) return;
    const report = await queueCreatedMessages(
      { collection, id: snapshot.id, data: snapshot.data() },
      dependencies.config(),
      firestoreOutbox(dependencies.db()),
      log,
      new Date(event.time),
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

type UpdatedEvent = FirestoreEvent<Change<QueryDocumentSnapshot> | undefined, Record<string, string>>;

interface UpdateDependencies {
  db: () => Firestore;
  config: () => MessageConfig;
  /** The per-recipient limit and the forms' secret its keys are made with. */
  limit: () => RecipientLimit;
  log?: Log;
  /** The limit's clock (default the system's). */
  now?: () => Date;
}

/**
 * The handler of a donation's update (a status set in the console, or by the staff's admin command): the
 * table's move from the status whose messages were sent to the one set, in one transaction (applyDonationStatus);
 * or, while messages of the last move are held back by the per-recipient limit, those that have room now. Any
 * other edit, and a retried event, find nothing to do. Exported for tests with a fake database and config.
 */
export function handleDonationUpdated(
  dependencies: UpdateDependencies = { db: database, config: messageConfig, limit: recipientLimit },
) {
  const log = dependencies.log ?? logger;
  return async (event: UpdatedEvent) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    // Without a transaction first: most edits are not status changes (the trigger's own write is one of them).
    const life = donationLifeOf(after.data());
    if (life.requested === life.sent && life.held.length === 0) return;
    const where = `${donationCollection}/${after.id}`;
    const limit = dependencies.limit();
    const outcome = await applyDonationStatus(dependencies.db(), after.id, {
      at: new Date(event.time),
      config: dependencies.config(),
      limit,
      ...(dependencies.now ? { now: dependencies.now } : {}),
    });
    if (outcome.kind === 'refused') {
      log.warn(
        `status: ${where}: ${String(outcome.to).slice(0, 40)} refused (${outcome.reason}); ` +
          `the status is ${outcome.restore ?? outcome.from} again`,
      );
    }
    if (outcome.kind === 'changed' || outcome.kind === 'held') {
      for (const { kind, reason } of outcome.skipped) log.warn(`messages: ${where}: ${kind} skipped: ${reason}`);
      for (const held of outcome.held) log.warn(`messages: ${where}: ${describeHeld(held, limit)}`);
    }
    if (outcome.kind === 'changed') {
      log.info(
        `status: ${where}: ${outcome.from} → ${outcome.to}: ${outcome.created.length} queued, ` +
          `${outcome.existing.length} already queued, ${outcome.skipped.length} skipped, ` +
          `${outcome.held.length} held back`,
      );
    }
    if (outcome.kind === 'held' && outcome.created.length > 0) {
      log.info(
        `status: ${where}: ${outcome.status}: ${outcome.created.length} held back before queued, ` +
          `${outcome.held.length} still held back`,
      );
    }
  };
}

/** Retried on failure: a retry re-reads the donation in its transaction and sends what is not sent yet, once. */
export const donationStatusMessages = onDocumentUpdated(
  { document: `${donationCollection}/{submissionId}`, retry: true, secrets: [formSecret] },
  handleDonationUpdated(),
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

/**
 * Deployed: firebase.json rewrites /csp-report to it, and nothing imports it.
 * @public
 */
export const cspReport = onRequest({ maxInstances: 2 }, handleCspReport());
