// `npm run -s submissions -- complete|cancel <reference>`: the club's staff moving a local donation on, as the
// Firebase console (or the staff's admin command) and the update trigger do in production. One write
// transaction: the donation is read, the move checked against the one table and its messages built by the
// production message code (@stallions/functions/messages' planDonationStatus), then the messages queued in the
// outbox and the status with the record that they were sent (`messagesSentFor`) written, together or not at all.
// A second command finds the move done and is refused: nothing is sent twice.
import { planDonationStatus, type MessageConfig, type StatusPlan } from '@stallions/functions/messages';
import { donationCollection, documentPatterns, type DonationStatus } from '@stallions/submissions';
import { outboxMessageOf } from '../firestore/messages';
import { createMailStatement, type SubmissionStore } from '../firestore/store';

export type LocalStatusChange =
  | { kind: 'unknown' }
  | Extract<StatusPlan, { kind: 'refused' }>
  | (Extract<StatusPlan, { kind: 'changed' }> & { created: string[]; existing: string[] });

export async function changeDonationStatus(
  store: SubmissionStore,
  reference: string,
  to: DonationStatus,
  { messages, now = () => new Date() }: { messages: MessageConfig; now?: () => Date },
): Promise<LocalStatusChange> {
  if (!new RegExp(documentPatterns.reference).test(reference)) return { kind: 'unknown' };
  return store.writeTransaction(async (transaction): Promise<LocalStatusChange> => {
    const row = (
      await transaction.execute({
        sql: 'SELECT json FROM submissions WHERE collection = ? AND id = ?',
        args: [donationCollection, reference],
      })
    ).rows[0];
    if (!row) return { kind: 'unknown' };
    const { timestamp, ...data } = JSON.parse(String(row.json)) as Record<string, unknown>;
    const at = now();
    const submittedAt = typeof timestamp === 'string' ? new Date(timestamp) : at;
    const plan = planDonationStatus({ collection: donationCollection, id: reference, data, submittedAt }, messages, {
      to,
      at,
    });
    // A command always names a status, so the plan is never "unchanged".
    if (plan.kind !== 'changed') return plan.kind === 'refused' ? plan : { kind: 'unknown' };
    const created: string[] = [];
    const existing: string[] = [];
    for (const mail of plan.mails) {
      const result = await transaction.execute(
        createMailStatement(donationCollection, reference, outboxMessageOf(mail)),
      );
      (result.rowsAffected === 1 ? created : existing).push(mail.id);
    }
    const fields = { ...plan.fields, messagesSentAt: plan.fields.messagesSentAt.toISOString() };
    await transaction.execute({
      sql: 'UPDATE submissions SET json = ? WHERE collection = ? AND id = ?',
      args: [JSON.stringify({ ...data, ...fields, timestamp }), donationCollection, reference],
    });
    return { ...plan, created, existing };
  });
}
