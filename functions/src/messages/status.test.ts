// What each move of a donation's status sends, checked against the one table: the messages the table names for
// a move are the ones built for it (a tribute only as the donor asked), and no move the table refuses sends any.
import { donationStatuses, donationTransitions, type DonationStatus } from '@stallions/submissions';
import { recipientLimitKey } from '@stallions/submissions/recipient-address';
import type { StoredSubmission } from './build';
import {
  decideStaffChange,
  describeHeld,
  heldMessagesFor,
  limitKeysOf,
  limitStatusPlan,
  planDonationStatus,
} from './status';
import { config, donationSubmission } from './test-fixtures';

const at = new Date('2025-04-15T09:00:00Z');
/** A stored donation whose status is `status` and whose messages were sent for `sent`. */
const withLife = (submission: StoredSubmission, status: unknown, sent?: DonationStatus): StoredSubmission => ({
  ...submission,
  data: { ...submission.data, status, ...(sent ? { messagesSentFor: sent, messagesSentAt: at } : {}) },
});

const asked = {
  email: donationSubmission({ notificationType: 'email' }),
  print: donationSubmission({ notificationType: 'print' }),
  none: donationSubmission({ notifyRecipient: false, recipientEmail: '' }),
};

// from, to, allowed, the messages for a tribute asked by e-mail / by print / not asked.
const table: [DonationStatus, DonationStatus, boolean, string[], string[], string[]][] = [
  ['received', 'received', false, [], [], []],
  [
    'received',
    'completed',
    true,
    ['donationReceipt', 'tributeEmail'],
    ['donationReceipt', 'tributeCard'],
    ['donationReceipt'],
  ],
  ['received', 'cancelled', true, ['donorCancellation'], ['donorCancellation'], ['donorCancellation']],
  ['completed', 'received', false, [], [], []],
  ['completed', 'completed', false, [], [], []],
  ['completed', 'cancelled', false, [], [], []],
  ['cancelled', 'received', false, [], [], []],
  ['cancelled', 'completed', false, [], [], []],
  ['cancelled', 'cancelled', false, [], [], []],
];

describe('a status change of a donation', () => {
  it.each(table)('%s → %s (a command): allowed %s; e-mail %j, print %j, none %j', (from, to, allowed, ...expected) => {
    (['email', 'print', 'none'] as const).forEach((way, index) => {
      const plan = planDonationStatus(withLife(asked[way], from, from), config, { to, at });
      expect(plan.kind).toBe(allowed ? 'changed' : 'refused');
      expect(plan.kind === 'changed' ? plan.mails.map((mail) => mail.kind) : []).toEqual(expected[index]);
      if (plan.kind === 'changed') {
        expect(plan.fields).toEqual({ status: to, messagesSentFor: to, messagesSentAt: at });
        const move = donationTransitions.find((transition) => transition.from === from && transition.to === to)!;
        for (const mail of plan.mails) expect(move.messages).toContain(mail.kind);
      }
    });
  });

  it('as a trigger: catches up with the status the document holds, once', () => {
    const edited = withLife(asked.email, 'completed');
    const plan = planDonationStatus(edited, config, { at });
    expect(plan).toMatchObject({ kind: 'changed', from: 'received', to: 'completed' });
    // Once written (messagesSentFor = status), the same event again finds nothing to do.
    const after = withLife(asked.email, 'completed', 'completed');
    expect(planDonationStatus(after, config, { at })).toEqual({ kind: 'unchanged', status: 'completed' });
    // Any other edit of a received donation: nothing either.
    expect(planDonationStatus(withLife(asked.email, 'received'), config, { at })).toEqual({
      kind: 'unchanged',
      status: 'received',
    });
  });

  it('as a trigger: refuses a move the table refuses and says what to put back', () => {
    for (const status of donationStatuses) {
      for (const set of [...donationStatuses, 'done']) {
        if (status === 'received' || set === status) continue;
        const plan = planDonationStatus(withLife(asked.email, set, status), config, { at });
        expect(plan).toMatchObject({ kind: 'refused', from: status, to: set, restore: status });
      }
    }
  });

  it('as a command: moves from what the document holds, and a final status stays final', () => {
    // A console edit the trigger has not caught up with yet counts.
    expect(decideStaffChange(withLife(asked.email, 'completed').data, 'completed')).toMatchObject({
      allowed: false,
      from: 'completed',
      reason: 'already completed',
    });
    // A completed gift whose status field says otherwise meanwhile is still completed.
    expect(decideStaffChange(withLife(asked.email, 'received', 'completed').data, 'cancelled')).toMatchObject({
      allowed: false,
      from: 'completed',
    });
    // A status the table does not know reads as the last one sent.
    expect(decideStaffChange(withLife(asked.email, 'done').data, 'completed')).toMatchObject({
      allowed: true,
      from: 'received',
    });
  });
});

describe('the per-recipient limit on a move’s messages', () => {
  const limit = { secret: 'test-secret', perRecipient: { count: 3, windowHours: 24 } };
  const day = 86_400_000;
  const key = (address: string) => recipientLimitKey(limit.secret, address);
  const windows = (entries: [string, number][]) =>
    new Map(entries.map(([address, count]) => [key(address), { windowStart: at.getTime(), count }]));
  const completion = (submission: StoredSubmission) => {
    const plan = planDonationStatus(withLife(submission, 'received', 'received'), config, { to: 'completed', at });
    if (plan.kind !== 'changed') throw new Error(plan.kind);
    return plan;
  };
  const self = donationSubmission({ notificationType: 'email', recipientEmail: 'SAM+tribute@example.org' });

  it('counts each message on its mailbox, one hit per message: a donor who named themself counts twice', () => {
    const plan = completion(self);
    expect(limitKeysOf(plan.mails, limit)).toEqual([key('sam@example.org')]);
    const limited = limitStatusPlan(plan, { windows: new Map(), limit, now: at });
    expect(limited.mails.map((mail) => mail.kind)).toEqual(['donationReceipt', 'tributeEmail']);
    expect(limited.held).toEqual([]);
    expect(limited.windows).toEqual(
      new Map([
        [key('sam@example.org'), { window: { windowStart: at.getTime(), count: 2 }, expiresAt: at.getTime() + day }],
      ]),
    );
    expect(limited.fields).toEqual({ status: 'completed', messagesSentFor: 'completed', messagesSentAt: at });
  });

  it('holds back what a full mailbox cannot take, the receipt before the tribute, and names it in the fields', () => {
    const limited = limitStatusPlan(completion(self), { windows: windows([['sam@example.org', 2]]), limit, now: at });
    expect(limited.mails.map((mail) => mail.kind)).toEqual(['donationReceipt']);
    expect(limited.held).toEqual([{ kind: 'tributeEmail', until: new Date(at.getTime() + day) }]);
    expect(limited.fields).toMatchObject({ messagesSentFor: 'completed', messagesHeld: ['tributeEmail'] });
    expect(describeHeld(limited.held[0]!, limit)).toBe(
      `tributeEmail held back: its mailbox has had 3 messages from the site in 24 h; it can go after ${new Date(
        at.getTime() + day,
      ).toISOString()}`,
    );
    // A full window for the donor: both held, the move made all the same.
    const full = limitStatusPlan(completion(self), { windows: windows([['sam@example.org', 3]]), limit, now: at });
    expect(full.mails).toEqual([]);
    expect(full.fields).toMatchObject({ status: 'completed', messagesHeld: ['donationReceipt', 'tributeEmail'] });
  });

  it("never counts the club's own addresses (the print staff's card), nor a message already queued", () => {
    const plan = completion(asked.print);
    expect(limitKeysOf(plan.mails, limit)).toEqual([key('sam@example.org')]);
    const full = windows([['sam@example.org', 3]]);
    expect(limitStatusPlan(plan, { windows: full, limit, now: at }).mails.map((mail) => mail.kind)).toEqual([
      'tributeCard',
    ]);
    const queued = new Set([plan.mails[0]!.id]);
    expect(limitStatusPlan(plan, { windows: full, limit, now: at, queued }).mails).toHaveLength(2);
  });

  it('plans the held messages again, built as at the move, for the same command or any later trigger event', () => {
    const sentAt = new Date('2025-04-15T09:00:00Z');
    const later = new Date('2025-04-17T10:00:00Z');
    const completed = {
      ...self,
      data: {
        ...self.data,
        status: 'completed',
        messagesSentFor: 'completed',
        messagesSentAt: sentAt.toISOString(),
        messagesHeld: ['donationReceipt'],
      },
    };
    for (const plan of [
      planDonationStatus(completed, config, { to: 'completed', at: later }),
      planDonationStatus(completed, config, { at: later }),
    ]) {
      expect(plan).toMatchObject({ kind: 'held', status: 'completed' });
      if (plan.kind !== 'held') continue;
      expect(plan.mails.map((mail) => mail.kind)).toEqual(['donationReceipt']);
      expect(plan.mails[0]!.message.text).toContain('Date completed: April 15, 2025\n');
      // Room again: queued, and nothing is held any more; still full: nothing to write at all.
      expect(limitStatusPlan(plan, { windows: new Map(), limit, now: later }).fields).toEqual({ messagesHeld: [] });
      expect(limitStatusPlan(plan, { windows: windows([['sam@example.org', 3]]), limit, now: at }).fields).toEqual({});
    }
    expect(heldMessagesFor(completed.data, 'completed')).toEqual(['donationReceipt']);
    expect(heldMessagesFor(completed.data, 'cancelled')).toEqual([]);
    // Another move is refused as before.
    expect(planDonationStatus(completed, config, { to: 'cancelled', at: later })).toMatchObject({ kind: 'refused' });
  });
});
