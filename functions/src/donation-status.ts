// A donation's status in Firestore, through firebase-admin (rules do not apply to it; they deny every client).
//
//   applyDonationStatus   the update trigger's work: in one transaction, read the donation; when its `status`
//                         differs from `messagesSentFor`, the table's move between them: count its messages
//                         against their mailboxes' limit (`limits/{key}`, the forms' windows), create those with
//                         room in `mail` (those not there yet), name the others in `messagesHeld`, and write
//                         `messagesSentFor` = `status`; a move the table refuses (a console edit of a completed
//                         gift, a typo) puts the status back and is logged. While messages are held, any later
//                         update (the admin command's `messagesRetryAt`) tries them again, the same way.
//                         A retried event finds the two equal and nothing held, and writes nothing: exactly once.
//   setDonationStatus     the staff's admin command: in one transaction, check the move against the table and
//                         write `status`; the trigger then sends its messages, as after a console edit. The move
//                         made and messages held back: it sets `messagesRetryAt`, and the trigger tries again.
import type { Firestore } from 'firebase-admin/firestore';
import { donationCollection, type DonationStatus } from '@stallions/submissions';
import { limitDocument, limitsCollection, limitWindowOf, type LimitWindow } from '@stallions/submissions/limit-window';
import {
  decideStaffChange,
  heldMessagesFor,
  limitKeysOf,
  limitStatusPlan,
  planDonationStatus,
  toMailDocument,
  type HeldMessage,
  type MessageConfig,
  type MessageKind,
  type RecipientLimit,
  type StatusPlan,
} from './messages';

/** The collection the Trigger Email extension watches (its MAIL_COLLECTION parameter). */
export const mailCollection = 'mail';

export type AppliedStatus =
  | { kind: 'unknown' }
  | Exclude<StatusPlan, { kind: 'changed' | 'held' }>
  | (Extract<StatusPlan, { kind: 'changed' | 'held' }> & {
      created: string[];
      existing: string[];
      /** Held back by the per-recipient limit (still held, for a retry). */
      held: HeldMessage[];
    });

const dateOf = (value: unknown): Date | undefined =>
  typeof (value as { toDate?: unknown } | undefined)?.toDate === 'function'
    ? (value as { toDate(): Date }).toDate()
    : undefined;

/**
 * The trigger's work for one donation (see above); `at`: when the status was set (the event's time); `now`: the
 * limit's clock (default the system's).
 */
export async function applyDonationStatus(
  db: Firestore,
  id: string,
  {
    at,
    config,
    limit,
    now = () => new Date(),
  }: { at: Date; config: MessageConfig; limit: RecipientLimit; now?: () => Date },
): Promise<AppliedStatus> {
  const document = db.collection(donationCollection).doc(id);
  return db.runTransaction(async (transaction): Promise<AppliedStatus> => {
    const snapshot = await transaction.get(document);
    if (!snapshot.exists) return { kind: 'unknown' };
    const { timestamp, ...data } = snapshot.data() ?? {};
    const submission = { collection: donationCollection, id, data, submittedAt: dateOf(timestamp) ?? at };
    const plan = planDonationStatus(submission, config, { at });
    if (plan.kind === 'unchanged') return plan;
    if (plan.kind === 'refused') {
      if (plan.restore) transaction.update(document, { status: plan.restore });
      return plan;
    }
    // Every read before the first write: the messages already there (queued by an earlier version for the same
    // kind: left as they are, their ids are the submission's and the kind's) and the windows of the mailboxes.
    const mails = plan.mails.map((mail) => ({ mail, ref: db.collection(mailCollection).doc(mail.id) }));
    const there = mails.length > 0 ? await transaction.getAll(...mails.map(({ ref }) => ref)) : [];
    const queued = new Set(mails.filter((_, index) => there[index]?.exists).map(({ mail }) => mail.id));
    const keys = limitKeysOf(
      plan.mails.filter((mail) => !queued.has(mail.id)),
      limit,
    );
    const limitRefs = keys.map((key) => db.collection(limitsCollection).doc(key));
    const stored = limitRefs.length > 0 ? await transaction.getAll(...limitRefs) : [];
    const windows = new Map<string, LimitWindow | undefined>(
      keys.map((key, index) => {
        const window = stored[index]?.exists ? stored[index].data() : undefined;
        return [key, window && limitWindowOf(window.windowStart, window.count)];
      }),
    );
    const limited = limitStatusPlan(plan, { windows, limit, now: now(), queued });
    const created: string[] = [];
    const existing: string[] = [];
    for (const mail of limited.mails) {
      if (queued.has(mail.id)) {
        existing.push(mail.id);
        continue;
      }
      transaction.create(db.collection(mailCollection).doc(mail.id), toMailDocument(mail));
      created.push(mail.id);
    }
    for (const [key, { window, expiresAt }] of limited.windows)
      transaction.set(db.collection(limitsCollection).doc(key), limitDocument(window, expiresAt));
    // A retry that queues nothing writes nothing (its own write would be another update event).
    if (Object.keys(limited.fields).length > 0) transaction.update(document, { ...limited.fields });
    return { ...plan, created, existing, held: limited.held };
  });
}

export type SetStatus =
  | { kind: 'unknown' }
  | { kind: 'refused'; from: DonationStatus; reason: string }
  | { kind: 'set'; from: DonationStatus; to: DonationStatus }
  /** The move was made before and messages of it are held back: the trigger is asked to try them again. */
  | { kind: 'retry'; status: DonationStatus; held: MessageKind[] };

/**
 * The admin command's write: `status` only, when the table allows the move (the trigger sends the messages); or,
 * the donation already there with messages held back, `messagesRetryAt` (the trigger tries them again).
 */
export async function setDonationStatus(
  db: Firestore,
  id: string,
  to: DonationStatus,
  now: () => Date = () => new Date(),
): Promise<SetStatus> {
  const document = db.collection(donationCollection).doc(id);
  return db.runTransaction(async (transaction): Promise<SetStatus> => {
    const snapshot = await transaction.get(document);
    if (!snapshot.exists) return { kind: 'unknown' };
    const data = snapshot.data() ?? {};
    const held = heldMessagesFor(data, to);
    if (held.length > 0) {
      transaction.update(document, { messagesRetryAt: now() });
      return { kind: 'retry', status: to, held };
    }
    const decision = decideStaffChange(data, to);
    if (!decision.allowed) return { kind: 'refused', from: decision.from, reason: decision.reason };
    transaction.update(document, { status: to });
    return { kind: 'set', from: decision.from, to };
  });
}
