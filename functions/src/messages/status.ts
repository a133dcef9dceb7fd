// What a change of a donation's status does: decided here once, for every place that changes one (the
// production trigger after a console edit, the staff's admin command, local-cloud's `submissions complete|
// cancel`), by the one table of @stallions/submissions/donation-status. Pure: the callers read and write, each
// in one transaction, so the messages and the record that they were sent (`messagesSentFor`) are written
// together or not at all, and a retried event or a second command finds nothing left to send.
import {
  decideDonationTransition,
  donationLifeOf,
  initialDonationStatus,
  isDonationStatus,
  type DonationLife,
  type DonationStatus,
  type TransitionDecision,
} from '@stallions/submissions';
import { buildMessages, type Mail, type MessageConfig, type Skipped, type StoredSubmission } from './build';

/** The status fields a change writes. */
export interface StatusFields {
  status: DonationStatus;
  messagesSentFor: DonationStatus;
  messagesSentAt: Date;
}

export type StatusPlan =
  /** The document's status is the one whose messages were sent: nothing to do (a retried event, another edit). */
  | { kind: 'unchanged'; status: DonationStatus }
  /**
   * The table refuses the move. `restore`: the status to put back (a console edit the table refuses: the
   * document keeps telling the truth); none for a command, which wrote nothing.
   */
  | { kind: 'refused'; from: DonationStatus; to: unknown; reason: string; restore?: DonationStatus }
  /** Allowed: write `fields` and queue `mails` (those not queued yet) in one transaction. */
  | {
      kind: 'changed';
      from: DonationStatus;
      to: DonationStatus;
      fields: StatusFields;
      mails: Mail[];
      skipped: Skipped[];
    };

/**
 * The status a command moves a donation from: a status whose messages went past received (completed, cancelled)
 * is final whatever the `status` field says meanwhile; otherwise what the document holds (a console edit whose
 * trigger has not run yet counts), or received when it holds no status the table knows.
 */
function commandFrom(life: DonationLife): DonationStatus {
  if (life.sent !== initialDonationStatus) return life.sent;
  return isDonationStatus(life.requested) ? life.requested : life.sent;
}

/** Whether the staff may move this stored donation to `to` (the admin command, before it writes `status`). */
export function decideStaffChange(
  data: Record<string, unknown>,
  to: DonationStatus,
): TransitionDecision & { from: DonationStatus } {
  const from = commandFrom(donationLifeOf(data));
  return { ...decideDonationTransition(from, to), from };
}

/**
 * What to write for a stored donation (`submission.data`: its fields with `status` and `messagesSentFor`,
 * without the timestamp). With `to` (a command): move it there, when the table allows. Without (a trigger):
 * catch up with the `status` the document holds, the messages of the table's move from `messagesSentFor`.
 * `at`: when the move happened (the receipt's date completed).
 */
export function planDonationStatus(
  submission: StoredSubmission,
  config: MessageConfig,
  { to, at }: { to?: DonationStatus; at: Date },
): StatusPlan {
  const life = donationLifeOf(submission.data);
  let from: DonationStatus;
  let target: unknown;
  if (to === undefined) {
    if (life.requested === life.sent) return { kind: 'unchanged', status: life.sent };
    from = life.sent;
    target = life.requested;
  } else {
    from = commandFrom(life);
    target = to;
  }
  const decision = decideDonationTransition(from, target);
  if (!decision.allowed) {
    return {
      kind: 'refused',
      from,
      to: target,
      reason: decision.reason,
      ...(to === undefined ? { restore: life.sent } : {}),
    };
  }
  const next = decision.transition.to;
  const { mails, skipped } = buildMessages(submission, config, { status: next, at });
  // The table names every message a move may send; a message it does not name is a bug, never sent.
  const unexpected = mails.filter((mail) => !(decision.transition.messages as readonly string[]).includes(mail.kind));
  if (unexpected.length > 0) throw new Error(`messages outside the table: ${unexpected.map((m) => m.kind).join(', ')}`);
  return {
    kind: 'changed',
    from,
    to: next,
    fields: { status: next, messagesSentFor: next, messagesSentAt: at },
    mails,
    skipped,
  };
}
