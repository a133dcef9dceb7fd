// The life of a donation, in one table. The donation form takes no payment: a member of the club contacts the
// donor to complete the gift. So a donation has a status:
//
//   received   set by the server when the donation is stored (a visitor can set nothing else, nor this)
//   completed  the club has the gift: set by the club's staff (the Firebase console, the staff's admin command,
//              or locally `npm run -s submissions -- complete <reference>`)
//   cancelled  the gift will not come: set by the club's staff the same ways
//
// Each move sends its messages once. A message to anyone but the donor and the club (the tribute message, by
// e-mail or as a card the staff print) goes only once the club has the gift, never on a stranger's word.
//
// Besides `status` (what the server or the staff set), a stored donation records `messagesSentFor`: the status
// whose messages were queued, written in the same transaction as those messages (and `messagesSentAt`, when).
// A status change whose messages are not queued yet is one where the two differ; a retried trigger finds them
// equal and sends nothing. The production trigger (functions/src/donation-status.ts), the staff's admin command
// and local-cloud's `submissions complete|cancel` all decide with decideDonationTransition.
//
// Every message to an address a person typed counts against that mailbox's limit (./recipient-address), the
// staff's moves' messages too. One the limit holds back is named in `messagesHeld` (written in the same
// transaction as the others and `messagesSentFor`) and goes, once, when the staff ask again and its mailbox has
// room: the same command again (`complete` for a completed gift), or in production `messagesRetryAt` set by the
// admin command.

export const donationStatuses = ['received', 'completed', 'cancelled'] as const;
export type DonationStatus = (typeof donationStatuses)[number];

/** The status the server stores a new donation with. */
export const initialDonationStatus: DonationStatus = 'received';

/** The messages of a donation's life, by kind (functions/src/messages builds them). */
export const donationMessageKinds = [
  'donorAcknowledgement',
  'donationNotice',
  'donationReceipt',
  'tributeEmail',
  'tributeCard',
  'donorCancellation',
] as const;
type DonationMessageKind = (typeof donationMessageKinds)[number];

export interface DonationTransition {
  /** null: the donation is being stored. */
  readonly from: DonationStatus | null;
  readonly to: DonationStatus;
  /**
   * The messages the move sends. A tribute goes only when the donor asked for one: `tributeEmail` to the
   * recipient when asked by e-mail, `tributeCard` to the staff who print it when asked by post; never both.
   */
  readonly messages: readonly DonationMessageKind[];
  /** Who makes the move. */
  readonly by: 'server' | 'staff';
}

/** Every allowed move; any other is refused. */
export const donationTransitions: readonly DonationTransition[] = [
  // The donor's acknowledgement (not a receipt) and the club's notice that a gift waits: nothing to a third party.
  { from: null, to: 'received', messages: ['donorAcknowledgement', 'donationNotice'], by: 'server' },
  // The club has the gift: the donor's receipt, and the tribute message if one was asked for.
  { from: 'received', to: 'completed', messages: ['donationReceipt', 'tributeEmail', 'tributeCard'], by: 'staff' },
  // The gift will not come: a short note to the donor; nobody else hears of it.
  { from: 'received', to: 'cancelled', messages: ['donorCancellation'], by: 'staff' },
];

export const isDonationStatus = (value: unknown): value is DonationStatus =>
  (donationStatuses as readonly unknown[]).includes(value);

export type TransitionDecision =
  | { allowed: true; transition: DonationTransition }
  /** reason: one line for a person, to follow the donation's reference ("SC-…: already completed"). */
  | { allowed: false; reason: string };

/** Whether a donation may move from `from` (null: not stored yet) to `to`, and with which messages. */
export function decideDonationTransition(from: DonationStatus | null, to: unknown): TransitionDecision {
  const transition = donationTransitions.find((move) => move.from === from && move.to === to);
  if (transition) return { allowed: true, transition };
  if (!isDonationStatus(to)) {
    const shown = typeof to === 'string' ? `"${to.slice(0, 40)}"` : 'that value';
    return { allowed: false, reason: `${shown} is not a donation status (${donationStatuses.join(', ')})` };
  }
  if (from === null) return { allowed: false, reason: `a new donation is stored as ${initialDonationStatus}` };
  if (from === to) return { allowed: false, reason: `already ${to}` };
  if (to === 'received') return { allowed: false, reason: `already ${from}: it cannot be received again` };
  if (from === 'cancelled') return { allowed: false, reason: `cancelled: it cannot be ${to}` };
  return { allowed: false, reason: `already ${from}: it cannot be ${to}` };
}

export interface DonationLife {
  /** What the server or the staff set; any value a person typed in the console, as it is. */
  requested: unknown;
  /** The status whose messages were queued (a donation stored before statuses existed: received). */
  sent: DonationStatus;
  /** When they were queued (`messagesSentAt`: a Date, a Firestore Timestamp or ISO text), if recorded. */
  sentAt: Date | undefined;
  /**
   * The messages of `sent`'s move that the per-recipient limit held back, not queued yet (`messagesHeld`); only
   * kinds the table names for that move count, anything else in the field is ignored.
   */
  held: DonationMessageKind[];
  /** The stored document without its life fields: what the donor sent, plus the server's reference. */
  fields: Record<string, unknown>;
}

/** A stored time as a Date: a Date, a Firestore Timestamp (toDate) or ISO 8601 text. */
function dateOf(value: unknown): Date | undefined {
  let date: unknown = value;
  if (typeof value === 'string') date = new Date(value);
  else if (typeof (value as { toDate?: unknown } | null)?.toDate === 'function')
    date = (value as { toDate(): unknown }).toDate();
  return date instanceof Date && Number.isFinite(date.getTime()) ? date : undefined;
}

/** Reads a stored donation's life fields apart from the rest. */
export function donationLifeOf(data: Record<string, unknown>): DonationLife {
  const { status, messagesSentFor, messagesSentAt, messagesHeld, messagesRetryAt: _retry, ...fields } = data;
  const sent = isDonationStatus(messagesSentFor) ? messagesSentFor : initialDonationStatus;
  const move = donationTransitions.find((transition) => transition.to === sent);
  const held = Array.isArray(messagesHeld)
    ? donationMessageKinds.filter((kind) => messagesHeld.includes(kind) && move?.messages.includes(kind))
    : [];
  return {
    requested: status ?? initialDonationStatus,
    sent,
    sentAt: dateOf(messagesSentAt),
    held,
    fields,
  };
}
