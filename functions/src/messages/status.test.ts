// What each move of a donation's status sends, checked against the one table: the messages the table names for
// a move are the ones built for it (a tribute only as the donor asked), and no move the table refuses sends any.
import { donationStatuses, donationTransitions, type DonationStatus } from '@stallions/submissions';
import type { StoredSubmission } from './build';
import { decideStaffChange, planDonationStatus } from './status';
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
