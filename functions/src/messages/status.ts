// What a change of a donation's status does: decided here once, for every place that changes one (the
// production trigger after a console edit, the staff's admin command, local-cloud's `submissions complete|
// cancel`), by the one table of @stallions/submissions/donation-status. Pure: the callers read and write, each
// in one transaction, so the messages and the record that they were sent (`messagesSentFor`) are written
// together or not at all, and a retried event or a second command finds nothing left to send.
//
// Every message a move queues to an address a person typed (the donor's receipt or note, the tribute e-mail)
// counts one against its mailbox's limit (`submissions.limits.perRecipient`, 3 in 24 hours by default; the
// mailbox as @stallions/submissions/recipient-address normalises it), in the same transaction as the messages:
// the staff's moves are bounded like the public forms, so no mailbox gets more than the limit from the site
// whoever asks. A message whose mailbox is full is not refused for good: it is held back, named in the donation's
// `messagesHeld`, and the move itself is made (the gift is completed; its other messages go). The staff asking
// again (the same command; in production the admin command, which sets `messagesRetryAt`) sends what has room by
// then, once: a held message is queued and taken off `messagesHeld` in one transaction. Messages to the club's
// own addresses (the print staff's card) are never counted.
import {
  decideDonationTransition,
  donationLifeOf,
  initialDonationStatus,
  isDonationStatus,
  type DonationLife,
  type DonationStatus,
  type TransitionDecision,
} from '@stallions/submissions';
import { decideWindow, type LimitWindow } from '@stallions/submissions/limit-window';
import { recipientLimitKey, recipientRule } from '@stallions/submissions/recipient-address';
import {
  buildMessages,
  type Mail,
  type MessageConfig,
  type MessageKind,
  type Skipped,
  type StoredSubmission,
} from './build';

/** The status fields a change writes. */
interface StatusFields {
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
    }
  /**
   * The move to `status` was made before, and the limit held some of its messages back: `mails` are those,
   * built as they were then (the receipt's date completed is the move's); queue the ones whose mailbox has room.
   */
  | { kind: 'held'; status: DonationStatus; mails: Mail[]; skipped: Skipped[] };

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
 * without the timestamp). With `to` (a command): move it there, when the table allows; or, when it is there
 * already and messages of that move are held back, those. Without (a trigger): catch up with the `status` the
 * document holds, the messages of the table's move from `messagesSentFor`; or, when the two are equal, the held
 * messages if any. `at`: when the move happened (the receipt's date completed).
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
    if (life.requested === life.sent)
      return life.held.length > 0 ? heldPlan(submission, config, life, at) : { kind: 'unchanged', status: life.sent };
    from = life.sent;
    target = life.requested;
  } else {
    from = commandFrom(life);
    target = to;
    if (to === from && from === life.sent && life.held.length > 0) return heldPlan(submission, config, life, at);
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

/** The held messages of the move to `life.sent`, built as at that move (`messagesSentAt`, else `at`). */
function heldPlan(submission: StoredSubmission, config: MessageConfig, life: DonationLife, at: Date): StatusPlan {
  const built = buildMessages(submission, config, { status: life.sent, at: life.sentAt ?? at });
  const held = (kind: string) => (life.held as readonly string[]).includes(kind);
  return {
    kind: 'held',
    status: life.sent,
    mails: built.mails.filter((mail) => held(mail.kind)),
    skipped: built.skipped.filter((skip) => held(skip.kind)),
  };
}

/** The kinds of messages a staff member's move held back on this donation, that the same command asks for again. */
export function heldMessagesFor(data: Record<string, unknown>, to: DonationStatus): MessageKind[] {
  const life = donationLifeOf(data);
  return commandFrom(life) === to && life.sent === to ? life.held : [];
}

// ---------------------------------------------------------------------------------------------------------
// The per-recipient limit on a move's messages
// ---------------------------------------------------------------------------------------------------------

/** Messages to the club's own addresses (the committee, the donations address, the print staff): never counted. */
const clubMessageKinds: readonly MessageKind[] = ['committeeNotice', 'donationNotice', 'tributeCard'];

/** The per-recipient limit where a move's messages are counted: the forms' secret (its keys) and the rule. */
export interface RecipientLimit {
  /** The forms' keyed-hash secret (FORM_SECRET; local-cloud's form-secret file): the same keys as the forms'. */
  secret: string;
  /** `submissions.limits.perRecipient` of the runtime config (or its default, 3 in 24 hours). */
  perRecipient: { count: number; windowHours: number };
}

const counted = (mail: Mail) => !clubMessageKinds.includes(mail.kind);

/** The limit keys of the messages that count (each mailbox once): the windows to read in the transaction. */
export function limitKeysOf(mails: readonly Mail[], limit: RecipientLimit): string[] {
  return [...new Set(mails.filter(counted).map((mail) => recipientLimitKey(limit.secret, mail.to)))];
}

/** A message the limit held back, and when its mailbox's window ends. */
export interface HeldMessage {
  kind: MessageKind;
  until: Date;
}

/** What a move (or a retry of its held messages) writes, once its messages met the limit. */
export interface LimitedStatus {
  /** The messages to queue now (a message already queued is among them, uncounted: queueing it again is a no-op). */
  mails: Mail[];
  /** Held back: their mailbox has had its limit in the window. */
  held: HeldMessage[];
  /**
   * The donation's fields to write: a move's status fields, with `messagesHeld` when any was held; a retry's
   * `messagesHeld` (what is still held). Empty when a retry queues nothing: nothing to write.
   */
  fields: Partial<StatusFields> & { messagesHeld?: MessageKind[] };
  /** The windows to write, key → window and expiry (limit-window's shape), in the same transaction. */
  windows: Map<string, { window: LimitWindow; expiresAt: number }>;
}

/**
 * Meets a plan's messages with the per-recipient limit: in the plan's order (the donor's receipt before the
 * tribute, so a donor who named themself gets the receipt first), each message that counts takes one from its
 * mailbox's window (`windows`: key → the window as stored, read in the caller's transaction) or, the window full,
 * is held back. `queued`: ids already in the outbox (queued by an earlier version): not counted again.
 */
export function limitStatusPlan(
  plan: Extract<StatusPlan, { kind: 'changed' | 'held' }>,
  {
    windows,
    limit,
    now,
    queued = new Set(),
  }: {
    windows: ReadonlyMap<string, LimitWindow | undefined>;
    limit: RecipientLimit;
    now: Date;
    queued?: ReadonlySet<string>;
  },
): LimitedStatus {
  const rule = recipientRule(limit.perRecipient);
  const current = new Map(windows);
  const written = new Map<string, { window: LimitWindow; expiresAt: number }>();
  const mails: Mail[] = [];
  const held: HeldMessage[] = [];
  for (const mail of plan.mails) {
    if (queued.has(mail.id) || !counted(mail)) {
      mails.push(mail);
      continue;
    }
    const key = recipientLimitKey(limit.secret, mail.to);
    const decision = decideWindow(current.get(key), rule, now.getTime());
    if (!decision.ok) {
      held.push({ kind: mail.kind, until: new Date(now.getTime() + decision.retryAfterMs) });
      continue;
    }
    current.set(key, decision.window);
    written.set(key, { window: decision.window, expiresAt: decision.expiresAt });
    mails.push(mail);
  }
  const messagesHeld = held.map(({ kind }) => kind);
  let fields: LimitedStatus['fields'];
  if (plan.kind === 'changed') fields = { ...plan.fields, ...(held.length > 0 ? { messagesHeld } : {}) };
  else fields = mails.length > 0 ? { messagesHeld } : {};
  return { mails, held, fields, windows: written };
}

/** One line for a person: why a message was held and when to ask again ("tributeEmail held back: …"). */
export function describeHeld({ kind, until }: HeldMessage, limit: RecipientLimit): string {
  const { count, windowHours } = limit.perRecipient;
  return (
    `${kind} held back: its mailbox has had ${count} message${count === 1 ? '' : 's'} from the site in ` +
    `${windowHours} h; it can go after ${until.toISOString()}`
  );
}
