// Whose mailbox a message goes to: the one owner of that question. The limit per recipient (the runtime config's
// `submissions.limits.perRecipient`, 3 messages in 24 hours by default) counts one hit per message the site
// queues to an address a visitor typed, keyed on the address's mailbox, not on its spelling. The forms' action
// (get-involved-mfe/src/actions: the messages queued when a submission is stored), local-cloud (its store and
// `submissions complete|cancel`) and the Cloud Functions (a donation's completion or cancellation) all ask this
// module, so one mailbox is one count wherever its messages come from.
//
// Server-side only (node:crypto): exported as `@stallions/submissions/recipient-address`, never from the package
// root a form page imports.
import { createHmac } from 'node:crypto';

/**
 * The mailbox an address reaches, as the limit counts it:
 *   - NFKC: compatibility forms are one spelling (full-width `ｎａｍｅ＠ｘ．ｏｒｇ` is `name@x.org`, the ligature `ﬁ`
 *     is `fi`);
 *   - case folded with `toLowerCase()` after NFKC (then NFKC again, so the result is stable). This is Unicode's
 *     default lower-casing, not its full case folding: the two differ for a handful of characters (`ß` stays
 *     `ß` where folding gives `ss`, the Cherokee letters); a mail provider that lower-cases the same way takes
 *     `Name@X.org` and `name@x.org` as one mailbox, and so does this;
 *   - a sub-address removed: everything in the local part from the first `+` to the `@` (`name+1@x.org` and
 *     `name+club@x.org` are `name@x.org`), as Gmail, Outlook, Fastmail, iCloud and most others deliver them.
 * The domain is the part after the last `@`. Leading and trailing white space goes. Dots in the local part are
 * kept (only Gmail ignores them; `first.last@` and `firstlast@` are two mailboxes at most providers). An address
 * the forms would refuse (no `@`) is returned folded, so it still names one key.
 */
export function normaliseRecipientAddress(address: string): string {
  const folded = address.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  const local = folded.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus < 0 ? local : local.slice(0, plus)}${folded.slice(at)}`;
}

/** Whether two addresses reach one mailbox, as the limit counts them. */
export const sameMailbox = (a: string, b: string): boolean =>
  normaliseRecipientAddress(a) === normaliseRecipientAddress(b);

/**
 * The limit key of the mailbox an address reaches: a keyed hash (HMAC-SHA-256 with the forms' secret, the
 * render server's FORM_SECRET, local-cloud's form-secret file), so no address is kept in clear. The same text
 * the action's other keys are made from ("recipient", NUL, the mailbox), so a window counted before the
 * normalisation existed, for an address already in lower case without a `+tag`, is the same window.
 */
export function recipientLimitKey(secret: string, address: string): string {
  return createHmac('sha256', secret)
    .update(['recipient', normaliseRecipientAddress(address)].join('\u0000'))
    .digest('hex');
}

/** The per-recipient limit as a rule for one key's window (limit-window.ts): count, window in milliseconds. */
export const recipientRule = (perRecipient: { count: number; windowHours: number }) => ({
  limit: perRecipient.count,
  windowMs: perRecipient.windowHours * 3_600_000,
});
