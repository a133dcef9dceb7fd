// Queues the messages of one stored submission into an outbox (Firestore's `mail` collection in production,
// local-cloud's SQLite table locally). Idempotent: each message has a deterministic id and is created only
// when absent, so running this twice for one submission (a retried trigger) queues one set of messages.
// One message failing neither stops the others nor touches the submission.
import { buildMessages, type Mail, type MessageConfig, type Skipped, type StoredSubmission } from './build';

export interface Outbox {
  /** Stores the message under mail.id unless one is there already. */
  create(mail: Mail): Promise<'created' | 'exists'>;
}

export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface DeliveryReport {
  created: string[];
  existing: string[];
  skipped: Skipped[];
  failed: { id: string; error: string }[];
}

/** The document the Trigger Email extension reads, plus three fields for people looking at the collection. */
export const toMailDocument = ({ to, message, kind, reference, language }: Mail) => ({
  to,
  message,
  kind,
  reference,
  language,
});

export async function queueMessages(
  submission: StoredSubmission,
  config: MessageConfig,
  outbox: Outbox,
  log: Log,
): Promise<DeliveryReport> {
  const where = `${submission.collection}/${submission.id}`;
  const report: DeliveryReport = { created: [], existing: [], skipped: [], failed: [] };
  let mails: Mail[];
  try {
    const built = buildMessages(submission, config);
    mails = built.mails;
    report.skipped = built.skipped;
  } catch (error) {
    report.skipped = [{ kind: 'all', reason: `messages could not be built: ${String(error)}` }];
    mails = [];
  }
  // Why a message was not sent, never the address or any other value the visitor typed.
  for (const { kind, reason } of report.skipped) log.warn(`messages: ${where}: ${kind} skipped: ${reason}`);
  for (const mail of mails) {
    try {
      const result = await outbox.create(mail);
      (result === 'created' ? report.created : report.existing).push(mail.id);
      if (result === 'exists') log.info(`messages: ${where}: ${mail.kind} already queued`);
    } catch (error) {
      report.failed.push({ id: mail.id, error: error instanceof Error ? error.message : String(error) });
      log.error(`messages: ${where}: ${mail.kind} could not be queued: ${String(error)}`);
    }
  }
  return report;
}

/** A stored document's `timestamp` as a Date: a Firestore Timestamp (toDate), a Date, or ISO text (SQLite's). */
function submittedAtOf(timestamp: unknown): Date | undefined {
  if (typeof (timestamp as { toDate?: unknown } | undefined)?.toDate === 'function')
    return (timestamp as { toDate(): Date }).toDate();
  const date = timestamp instanceof Date ? timestamp : typeof timestamp === 'string' ? new Date(timestamp) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * The outbox: a new submission's messages, from the document as stored (with its `timestamp`), written to
 * `outbox` after the store's commit. Production's create trigger runs it (../index.ts, `mail` in Firestore) and
 * local mode runs it once the store has committed (local-cloud, its SQLite outbox): one code path for both.
 * `otherwise`: the time to use when the document has no readable timestamp (the trigger's event time).
 */
export function queueCreatedMessages(
  created: { collection: string; id: string; data: Record<string, unknown> },
  config: MessageConfig,
  outbox: Outbox,
  log: Log,
  otherwise: Date = new Date(),
): Promise<DeliveryReport> {
  const { timestamp, ...data } = created.data;
  const submittedAt = submittedAtOf(timestamp) ?? otherwise;
  return queueMessages({ collection: created.collection, id: created.id, data, submittedAt }, config, outbox, log);
}
