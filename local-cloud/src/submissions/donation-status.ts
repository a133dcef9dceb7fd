// `npm run -s submissions -- complete|cancel <reference>`: the club's staff moving a local donation on, as the
// Firebase console (or the staff's admin command) and the update trigger do in production. One write
// transaction: the donation is read, the move checked against the one table and its messages built by the
// production message code (@stallions/functions/messages' planDonationStatus), each message to a person's
// address counted against its mailbox's limit (limitStatusPlan: the same windows as the forms', `limits`, keyed
// with the data directory's form secret), then the messages with room queued in the outbox, the others named in
// `messagesHeld`, and the status with the record that they were sent (`messagesSentFor`) written, together or
// not at all. A second command finds the move done and is refused: nothing is sent twice; while messages are
// held, the same command sends those whose mailbox has room by then, once.
import {
  limitKeysOf,
  limitStatusPlan,
  planDonationStatus,
  type HeldMessage,
  type MessageConfig,
  type RecipientLimit,
  type StatusPlan,
} from '@stallions/functions/messages';
import { donationCollection, documentPatterns, type DonationStatus } from '@stallions/submissions';
import { limitWindowOf, type LimitWindow } from '@stallions/submissions/limit-window';
import { outboxMessageOf } from './outbox';
import { createMailStatement, type LocalDatabase } from '../database/local-database';

export type LocalStatusChange =
  | { kind: 'unknown' }
  | Extract<StatusPlan, { kind: 'refused' }>
  | (Extract<StatusPlan, { kind: 'changed' | 'held' }> & {
      created: string[];
      existing: string[];
      held: HeldMessage[];
    });

const upsertLimit = `INSERT INTO limits (key, window_start, count, expires_at) VALUES (?, ?, ?, ?)
  ON CONFLICT (key) DO UPDATE SET
    window_start = excluded.window_start, count = excluded.count, expires_at = excluded.expires_at`;

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

export async function changeDonationStatus(
  store: LocalDatabase,
  reference: string,
  to: DonationStatus,
  {
    messages,
    limit,
    now = () => new Date(),
  }: {
    messages: MessageConfig;
    /** The per-recipient limit the forms use (SUBMISSION_LIMITS or the defaults) and the data's form secret. */
    limit: RecipientLimit;
    now?: () => Date;
  },
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
    if (plan.kind !== 'changed' && plan.kind !== 'held') return plan.kind === 'refused' ? plan : { kind: 'unknown' };

    // The messages already in the outbox (not counted again), and the windows of the mailboxes of the others.
    const ids = plan.mails.map((mail) => mail.id);
    const queued = new Set(
      ids.length === 0
        ? []
        : (
            await transaction.execute({ sql: `SELECT id FROM outbox WHERE id IN (${placeholders(ids)})`, args: ids })
          ).rows.map((found) => String(found.id)),
    );
    const keys = limitKeysOf(
      plan.mails.filter((mail) => !queued.has(mail.id)),
      limit,
    );
    const windows = new Map<string, LimitWindow | undefined>();
    if (keys.length > 0) {
      const stored = await transaction.execute({
        sql: `SELECT key, window_start, count FROM limits WHERE key IN (${placeholders(keys)})`,
        args: keys,
      });
      for (const window of stored.rows)
        windows.set(String(window.key), limitWindowOf(Number(window.window_start), Number(window.count)));
    }
    const limited = limitStatusPlan(plan, { windows, limit, now: at, queued });

    const created: string[] = [];
    const existing: string[] = [];
    for (const mail of limited.mails) {
      const result = await transaction.execute(
        createMailStatement(donationCollection, reference, outboxMessageOf(mail)),
      );
      (result.rowsAffected === 1 ? created : existing).push(mail.id);
    }
    for (const [key, { window, expiresAt }] of limited.windows)
      await transaction.execute({ sql: upsertLimit, args: [key, window.windowStart, window.count, expiresAt] });
    if (Object.keys(limited.fields).length > 0) {
      const { messagesSentAt, ...fields } = limited.fields;
      await transaction.execute({
        sql: 'UPDATE submissions SET json = ? WHERE collection = ? AND id = ?',
        args: [
          JSON.stringify({
            ...data,
            ...fields,
            ...(messagesSentAt ? { messagesSentAt: messagesSentAt.toISOString() } : {}),
            timestamp,
          }),
          donationCollection,
          reference,
        ],
      });
    }
    return { ...plan, created, existing, held: limited.held };
  });
}
