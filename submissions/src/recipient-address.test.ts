/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { normaliseRecipientAddress, recipientLimitKey, recipientRule, sameMailbox } from './recipient-address';

describe('normaliseRecipientAddress: the mailbox an address reaches', () => {
  it.each([
    ['name@x.org', 'name@x.org'],
    ['Name@X.org', 'name@x.org'],
    ['NAME@X.ORG', 'name@x.org'],
    ['  name@x.org \n', 'name@x.org'],
    // The sub-address: from the first + to the @.
    ['name+1@x.org', 'name@x.org'],
    ['name+club+2024@x.org', 'name@x.org'],
    ['Name+Tag@X.org', 'name@x.org'],
    // NFKC: full-width letters and at sign, a ligature, a superscript digit.
    ['ｎａｍｅ＠ｘ．ｏｒｇ', 'name@x.org'],
    ['ﬁona@x.org', 'fiona@x.org'],
    ['name²@x.org', 'name2@x.org'],
    // Composed and decomposed accents are one spelling; the accent itself stays.
    ['Rene\u0301@x.org', 'rené@x.org'],
    ['RENÉ@x.org', 'rené@x.org'],
    // Dots are kept: two mailboxes at most providers.
    ['first.last@x.org', 'first.last@x.org'],
    // A + in the domain is not a sub-address; the local part ends at the last @.
    ['a+b@c+d.org', 'a@c+d.org'],
    ['"a@b"+x@y.org', '"a@b"@y.org'],
    // Not an address (the forms refuse it): folded, so it still names one key.
    ['No-At-Sign', 'no-at-sign'],
  ])('%j → %j', (address, mailbox) => {
    expect(normaliseRecipientAddress(address)).toBe(mailbox);
  });

  it('is stable: a normalised address normalises to itself', () => {
    for (const address of ['İstanbul+x@Örnek.com.tr', 'ＮＡＭＥ＋１＠Ｘ．ＯＲＧ', 'ΣΊΣΥΦΟΣ@x.gr', 'Straße@x.de']) {
      const once = normaliseRecipientAddress(address);
      expect(normaliseRecipientAddress(once)).toBe(once);
    }
  });

  it('takes Name@X.org and name@x.org, and name+1@x.org … name+5@x.org, for one mailbox', () => {
    expect(sameMailbox('Name@X.org', 'name@x.org')).toBe(true);
    const tagged = [1, 2, 3, 4, 5].map((n) => `name+${n}@x.org`);
    expect(new Set(tagged.map(normaliseRecipientAddress))).toEqual(new Set(['name@x.org']));
    expect(sameMailbox('name@x.org', 'name@y.org')).toBe(false);
    expect(sameMailbox('name@x.org', 'other@x.org')).toBe(false);
  });
});

describe('recipientLimitKey: the keyed hash the limit counts under', () => {
  it('is one key per mailbox, whatever the spelling, and names no address in clear', () => {
    const keys = ['name@x.org', 'Name@X.org', 'name+1@x.org', 'NAME+5@X.ORG', 'ｎａｍｅ＠ｘ．ｏｒｇ'].map((address) =>
      recipientLimitKey('secret', address),
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(recipientLimitKey('secret', 'other@x.org')).not.toBe(keys[0]);
    expect(recipientLimitKey('another secret', 'name@x.org')).not.toBe(keys[0]);
  });

  it('is the key the action counted before normalising: HMAC of "recipient", NUL, the address', () => {
    const before = createHmac('sha256', 'secret').update('recipient\u0000name@x.org').digest('hex');
    expect(recipientLimitKey('secret', 'name@x.org')).toBe(before);
  });

  it('the per-recipient limit as a window rule', () => {
    expect(recipientRule({ count: 3, windowHours: 24 })).toEqual({ limit: 3, windowMs: 86_400_000 });
  });
});
