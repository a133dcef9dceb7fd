// A donation's status in Firestore, through firebase-admin (rules do not apply to it; they deny every client).
//
//   applyDonationStatus   the update trigger's work: in one transaction, read the donation; when its `status`
//                         differs from `messagesSentFor`, the table's move between them: create its messages in
//                         `mail` (those not there yet) and write `messagesSentFor` = `status`; a move the table
//                         refuses (a console edit of a completed gift, a typo) puts the status back and is logged.
//                         A retried event finds the two equal and writes nothing: exactly once.
//   setDonationStatus     the staff's admin command: in one transaction, check the move against the table and
//                         write `status`; the trigger then sends its messages, as after a console edit.
import type { Firestore } from 'firebase-admin/firestore';
import { donationCollection, type DonationStatus } from '@stallions/submissions';
import { decideStaffChange, planDonationStatus, toMailDocument, type MessageConfig, type StatusPlan } from './messages';

/** The collection the Trigger Email extension watches (its MAIL_COLLECTION parameter). */
export const mailCollection = 'mail';

export type AppliedStatus =
  | { kind: 'unknown' }
  | Exclude<StatusPlan, { kind: 'changed' }>
  | (Extract<StatusPlan, { kind: 'changed' }> & { created: string[]; existing: string[] });

const dateOf = (value: unknown): Date | undefined =>
  typeof (value as { toDate?: unknown } | undefined)?.toDate === 'function'
    ? (value as { toDate(): Date }).toDate()
    : undefined;

/** The trigger's work for one donation (see above); `at`: when the status was set (the event's time). */
export async function applyDonationStatus(
  db: Firestore,
  id: string,
  { at, config }: { at: Date; config: MessageConfig },
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
    // Every read before the first write. A message already there (queued by an earlier version for the same
    // kind) is left as it is: its id is the submission's and the kind's.
    const mails = plan.mails.map((mail) => ({ mail, ref: db.collection(mailCollection).doc(mail.id) }));
    const there = mails.length > 0 ? await transaction.getAll(...mails.map(({ ref }) => ref)) : [];
    const created: string[] = [];
    const existing: string[] = [];
    mails.forEach(({ mail, ref }, index) => {
      if (there[index]?.exists) return void existing.push(mail.id);
      transaction.create(ref, toMailDocument(mail));
      created.push(mail.id);
    });
    transaction.update(document, { ...plan.fields });
    return { ...plan, created, existing };
  });
}

export type SetStatus =
  | { kind: 'unknown' }
  | { kind: 'refused'; from: DonationStatus; reason: string }
  | { kind: 'set'; from: DonationStatus; to: DonationStatus };

/** The admin command's write: `status` only, when the table allows the move (the trigger sends the messages). */
export async function setDonationStatus(db: Firestore, id: string, to: DonationStatus): Promise<SetStatus> {
  const document = db.collection(donationCollection).doc(id);
  return db.runTransaction(async (transaction): Promise<SetStatus> => {
    const snapshot = await transaction.get(document);
    if (!snapshot.exists) return { kind: 'unknown' };
    const decision = decideStaffChange(snapshot.data() ?? {}, to);
    if (!decision.allowed) return { kind: 'refused', from: decision.from, reason: decision.reason };
    transaction.update(document, { status: to });
    return { kind: 'set', from: decision.from, to };
  });
}
