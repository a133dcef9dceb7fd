import {
  decideDonationTransition,
  donationLifeOf,
  donationStatuses,
  donationTransitions,
  type DonationStatus,
} from './donation-status';

// The table, whole: every (from, to) pair, allowed or not, and the messages of each allowed move.
const table: [DonationStatus | null, string, boolean, string[]][] = [
  [null, 'received', true, ['donorAcknowledgement', 'donationNotice']],
  [null, 'completed', false, []],
  [null, 'cancelled', false, []],
  ['received', 'received', false, []],
  ['received', 'completed', true, ['donationReceipt', 'tributeEmail', 'tributeCard']],
  ['received', 'cancelled', true, ['donorCancellation']],
  ['completed', 'received', false, []],
  ['completed', 'completed', false, []],
  ['completed', 'cancelled', false, []],
  ['cancelled', 'received', false, []],
  ['cancelled', 'completed', false, []],
  ['cancelled', 'cancelled', false, []],
  ['received', 'done', false, []],
];

describe('the life of a donation', () => {
  it.each(table)('from %s to %s: allowed %s, messages %j', (from, to, allowed, messages) => {
    const decision = decideDonationTransition(from, to);
    expect(decision.allowed).toBe(allowed);
    expect(decision.allowed ? decision.transition.messages : []).toEqual(messages);
    if (!decision.allowed) expect(decision.reason).not.toMatch(/\n/);
  });

  it('covers every pair of statuses, and names only the server as the maker of a received donation', () => {
    const pairs = [null, ...donationStatuses].flatMap((from) => donationStatuses.map((to) => `${from}>${to}`));
    expect(pairs.every((pair) => table.some(([from, to]) => `${from}>${to}` === pair))).toBe(true);
    expect(donationTransitions.filter((move) => move.to === 'received').map((move) => move.by)).toEqual(['server']);
    expect(donationTransitions.filter((move) => move.from !== null).every((move) => move.by === 'staff')).toBe(true);
  });

  it('says why in one line a person can read', () => {
    const reason = (from: DonationStatus | null, to: unknown) => {
      const decision = decideDonationTransition(from, to);
      return decision.allowed ? undefined : decision.reason;
    };
    expect(reason('completed', 'completed')).toBe('already completed');
    expect(reason('completed', 'cancelled')).toBe('already completed: it cannot be cancelled');
    expect(reason('cancelled', 'completed')).toBe('cancelled: it cannot be completed');
    expect(reason('received', 'done')).toBe('"done" is not a donation status (received, completed, cancelled)');
    expect(reason('received', 42)).toBe('that value is not a donation status (received, completed, cancelled)');
  });

  it('reads the life fields apart from what the donor sent; a donation without them is received', () => {
    expect(donationLifeOf({ donationFor: 'A', reference: 'SC-2222-2222' })).toEqual({
      requested: 'received',
      sent: 'received',
      sentAt: undefined,
      held: [],
      fields: { donationFor: 'A', reference: 'SC-2222-2222' },
    });
    expect(
      donationLifeOf({ donationFor: 'A', status: 'completed', messagesSentFor: 'odd', messagesSentAt: new Date(0) }),
    ).toEqual({
      requested: 'completed',
      sent: 'received',
      sentAt: new Date(0),
      held: [],
      fields: { donationFor: 'A' },
    });
  });

  it('reads the messages the limit held back: only kinds of the move whose messages were sent', () => {
    const at = '2025-04-15T09:00:00.000Z';
    const completed = {
      donationFor: 'A',
      status: 'completed',
      messagesSentFor: 'completed',
      messagesSentAt: at,
      messagesHeld: ['tributeEmail', 'donationReceipt', 'donorCancellation', 'nonsense'],
      messagesRetryAt: at,
    };
    expect(donationLifeOf(completed)).toEqual({
      requested: 'completed',
      sent: 'completed',
      sentAt: new Date(at),
      held: ['donationReceipt', 'tributeEmail'],
      fields: { donationFor: 'A' },
    });
    // A Firestore Timestamp; a field that is no list holds nothing back.
    expect(
      donationLifeOf({ ...completed, messagesSentAt: { toDate: () => new Date(0) }, messagesHeld: 'x' }),
    ).toMatchObject({ sentAt: new Date(0), held: [] });
  });
});
