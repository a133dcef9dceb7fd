/** @jest-environment node */
// The forms' server side, as a table of posted fields → outcomes, against the contract's capabilities kept in
// memory (the real stores are tested in local-cloud and render-server against the same contract).
import type { ActionHost, FormPost, LimitHit, RateLimiter, SubmissionStore } from '@stallions/shared-config/actions';
import { defaultSubmissionLimits } from '@stallions/shared-config/actions';
import { documentPatterns } from '@stallions/submissions/rules';
import actions from './index';

const now = new Date('2026-06-01T12:00:00Z');

/** A store and limiter in memory, with the contract's behaviour (once per key; fixed windows, all or nothing). */
function memoryHost(clientAddress = '203.0.113.7', overrides: Partial<ActionHost> = {}) {
  const documents: { collection: string; reference: string; data: Record<string, unknown> }[] = [];
  const keys = new Map<string, string>();
  const windows = new Map<string, { start: number; count: number }>();
  let sequence = 0;
  const store: SubmissionStore = {
    find: async (collection, key) => keys.get(`${collection}/${key}`),
    create: async ({ collection, key, document }) => {
      const known = keys.get(`${collection}/${key}`);
      if (known) return { reference: known, created: false };
      const reference = `SC-TEST-${String(++sequence).padStart(4, '2')}`;
      keys.set(`${collection}/${key}`, reference);
      documents.push({ collection, reference, data: { ...document, reference } });
      return { reference, created: true };
    },
  };
  const limiter: RateLimiter = {
    take: async (hits: readonly LimitHit[], at: Date) => {
      const time = at.getTime();
      const state = (hit: LimitHit) => {
        const window = windows.get(hit.key);
        return window && time - window.start < hit.windowMs ? window : { start: time, count: 0 };
      };
      const full = hits.filter((hit) => state(hit).count >= hit.limit);
      if (full.length > 0)
        return {
          ok: false,
          retryAfterMs: Math.max(...full.map((hit) => state(hit).start + hit.windowMs - time)),
          full: full.map((hit) => hit.key),
        };
      for (const hit of hits) {
        const window = state(hit);
        windows.set(hit.key, { start: window.start, count: window.count + 1 });
      }
      return { ok: true };
    },
  };
  const host: ActionHost = {
    store,
    limiter,
    limits: defaultSubmissionLimits,
    now: () => now,
    clientAddress,
    secret: 'test-secret',
    ...overrides,
  };
  return { host, documents };
}

const application = (changes: Record<string, string> = {}): Record<string, string> => ({
  firstName: 'Amira',
  lastName: 'Haddad',
  dateOfBirth: '1990-04-12',
  language: 'fr',
  country: 'Lebanon',
  province: '',
  district: '',
  postalCode: '',
  email: 'amira@example.org',
  phone: '+961 1 234 567',
  heardFrom: 'friend_family',
  whyInvolved: 'To help.',
  hasReference: 'no',
  referenceNumber: '',
  website: '',
  ...changes,
});

const donation = (changes: Record<string, string> = {}): Record<string, string> => ({
  donationFrequency: 'monthly',
  donationAmount: '250',
  donationType: 'in_honor',
  donationFor: 'Samir Haddad',
  notifyRecipient: 'true',
  notificationType: 'email',
  recipientEmail: 'samir@example.org',
  'personalInfo.firstName': 'Amira',
  'personalInfo.lastName': 'Haddad',
  'personalInfo.phone': '+961 1 234 567',
  'personalInfo.email': 'amira@example.org',
  'billingInfo.postalCode': '1100',
  'billingInfo.city': 'Beirut',
  'billingInfo.country': 'Lebanon',
  'paymentInfo.cardLast4': '4242',
  'paymentInfo.cardHolder': 'Amira Haddad',
  'paymentInfo.expiryDate': '12/29',
  website: '',
  ...changes,
});

const post = (fields: Record<string, string>, via: FormPost['via'] = 'fetch'): FormPost => ({
  fields,
  language: 'ar',
  via,
});

describe('the join action', () => {
  it('stores a valid application once, with the server’s reference, address and language', async () => {
    const { host, documents } = memoryHost();
    const outcome = await actions.joinForm!(post(application()), host);
    expect(outcome).toEqual({ kind: 'stored', reference: 'SC-TEST-2221' });
    expect(documents).toHaveLength(1);
    expect(documents[0]!.data).toMatchObject({ ipAddress: '203.0.113.7', language: 'fr', email: 'amira@example.org' });
    expect(documents[0]!.data).not.toHaveProperty('website');
  });

  it('answers an empty post with every required field’s problem and the values to show again', async () => {
    const { host, documents } = memoryHost();
    const outcome = await actions.joinForm!(post({ firstName: '  Amira ', website: 'x' }, 'document'), host);
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    expect(outcome.problems.map((problem) => problem.name)).toEqual(
      expect.arrayContaining(['lastName', 'dateOfBirth', 'country', 'email', 'phone', 'heardFrom', 'language']),
    );
    expect(outcome.problems).not.toContainEqual(expect.objectContaining({ name: 'firstName' }));
    expect(outcome.values).toEqual({ firstName: '  Amira ' }); // the honeypot is never written back
    expect(documents).toHaveLength(0);
  });

  it('answers a repeat of one submission (double click, retried fetch, replay) with its first reference', async () => {
    const { host, documents } = memoryHost();
    const first = await actions.joinForm!(post(application()), host);
    const again = await actions.joinForm!(post(application(), 'document'), { ...host, clientAddress: '198.51.100.1' });
    expect(again).toEqual(first);
    expect(documents).toHaveLength(1);
  });

  it('shows a bot (the honeypot filled) the success a person sees, and stores nothing', async () => {
    const { host, documents } = memoryHost();
    const outcome = await actions.joinForm!(post(application({ website: 'https://spam.example' })), host);
    expect(outcome.kind).toBe('stored');
    if (outcome.kind === 'stored') expect(outcome.reference).toMatch(new RegExp(documentPatterns.reference));
    expect(documents).toHaveLength(0);
  });

  it('refuses a language that is not one of the site’s', async () => {
    const { host } = memoryHost();
    const outcome = await actions.joinForm!(post(application({ language: 'en"><script>' })), host);
    expect(outcome).toMatchObject({ kind: 'invalid', problems: [{ name: 'language', message: 'validation.option' }] });
  });

  it('refuses names that carry a link', async () => {
    const { host, documents } = memoryHost();
    const outcome = await actions.joinForm!(post(application({ firstName: 'Win at spam.example' })), host);
    expect(outcome).toMatchObject({ kind: 'invalid', problems: [{ name: 'firstName', message: 'validation.noLinks' }] });
    expect(documents).toHaveLength(0);
  });
});

describe('the limits', () => {
  it('take at most 10 submissions from one client address in 10 minutes', async () => {
    const { host, documents } = memoryHost();
    const outcomes = [];
    for (let i = 0; i < 11; i++)
      outcomes.push(await actions.joinForm!(post(application({ email: `person${i}@example.org` })), host));
    expect(outcomes.slice(0, 10).every((outcome) => outcome.kind === 'stored')).toBe(true);
    expect(outcomes[10]).toMatchObject({
      kind: 'limited',
      alert: 'getInvolved.form.alerts.limited',
      retryAfterSeconds: 600,
    });
    expect(documents).toHaveLength(10);
  });

  it('send one e-mail address at most 3 messages in 24 hours, of any kind, whoever sends them', async () => {
    const { host, documents } = memoryHost();
    const from = (n: number) => ({ ...host, clientAddress: `198.51.100.${n}` });
    // samir@: the applicant's confirmation, then a donor's message, then a tribute notice.
    await actions.joinForm!(post(application({ email: 'samir@example.org' })), from(1));
    const asDonor = { 'personalInfo.email': 'samir@example.org', recipientEmail: 'friend@example.org' };
    expect((await actions.donationForm!(post(donation(asDonor)), from(2))).kind).toBe('stored');
    expect((await actions.donationForm!(post(donation()), from(3))).kind).toBe('stored');
    // amira@ (the default donor) at two messages.
    const amira = (amount: string) => ({ notifyRecipient: '', donationAmount: amount });
    expect((await actions.donationForm!(post(donation(amira('100'))), from(5))).kind).toBe('stored');
    const fourth = await actions.donationForm!(post(donation({ donationAmount: '15' })), from(4));
    expect(fourth).toMatchObject({ kind: 'limited', alert: 'getInvolved.form.alerts.recipientLimited' });
    expect(documents).toHaveLength(4);
    // Refused whole: its donor (amira@) was not counted either, so her third message still goes.
    expect((await actions.donationForm!(post(donation(amira('50'))), from(6))).kind).toBe('stored');
    expect((await actions.donationForm!(post(donation(amira('750'))), from(7))).kind).toBe('limited');
  });
});

describe('the donation action', () => {
  it('stores the card’s last four digits masked, never a number or a CVV, and the page’s language', async () => {
    const { host, documents } = memoryHost();
    const outcome = await actions.donationForm!(post(donation()), host);
    expect(outcome.kind).toBe('stored');
    const stored = documents[0]!.data;
    expect(stored).toMatchObject({
      language: 'ar',
      donationAmount: '250$',
      paymentInfo: { cardNumber: '**** **** **** 4242', cardHolder: 'Amira Haddad', expiryDate: '12/29' },
    });
    expect(JSON.stringify(stored)).not.toMatch(/cvv/i);
  });

  it('refuses a native post (no card details can travel in it) with its alert, the other values kept', async () => {
    const { host, documents } = memoryHost();
    const fields = donation();
    for (const card of ['paymentInfo.cardLast4', 'paymentInfo.cardHolder', 'paymentInfo.expiryDate'])
      delete fields[card];
    const outcome = await actions.donationForm!(post(fields, 'document'), host);
    expect(outcome).toMatchObject({ kind: 'invalid', problems: [], alert: 'getInvolved.form.alerts.cardNeedsScript' });
    if (outcome.kind === 'invalid') expect(outcome.values).toMatchObject({ donationFor: 'Samir Haddad' });
    expect(documents).toHaveLength(0);
  });

  it('asks for the card like any empty field when the page’s script posted natively, before its island', async () => {
    const { host, documents } = memoryHost();
    const fields = donation({ earlyPost: '1' });
    for (const card of ['paymentInfo.cardLast4', 'paymentInfo.cardHolder', 'paymentInfo.expiryDate'])
      delete fields[card];
    const outcome = await actions.donationForm!(post(fields, 'document'), host);
    expect(outcome).not.toHaveProperty('alert');
    if (outcome.kind !== 'invalid') throw new Error(outcome.kind);
    expect(outcome.problems.map((problem) => problem.name)).toEqual([
      'paymentInfo.cardLast4',
      'paymentInfo.cardHolder',
      'paymentInfo.expiryDate',
    ]);
    expect(documents).toHaveLength(0);
  });

  it('reads the "other" amount when it is chosen, and refuses a tribute name with a link', async () => {
    const { host, documents } = memoryHost();
    await actions.donationForm!(post(donation({ donationAmount: 'other', otherAmount: '12.50' })), host);
    expect(documents[0]!.data.donationAmount).toBe('12.50$');
    const spam = await actions.donationForm!(
      post(donation({ recipientEmail: 'victim@example.org', donationFor: 'Claim a prize at spam.example' })),
      host,
    );
    expect(spam).toMatchObject({ kind: 'invalid', problems: [{ name: 'donationFor', message: 'validation.noLinks' }] });
    expect(documents).toHaveLength(1);
  });

  it('reads a native post’s Arabic-Indic digits and decimal comma as the island sends them', async () => {
    const { host, documents } = memoryHost();
    const fields = donation({ donationAmount: 'other', otherAmount: '٧٥٫٥٠', 'personalInfo.phone': '+٩٦١ ١ ٢٣٤ ٥٦٧' });
    expect((await actions.donationForm!(post(fields), host)).kind).toBe('stored');
    expect(documents[0]!.data).toMatchObject({ donationAmount: '75.50$', personalInfo: { phone: '+961 1 234 567' } });
  });

  it('neither validates nor stores a recipient while no one is to be notified', async () => {
    const { host, documents } = memoryHost();
    const fields = donation({ recipientEmail: 'not an address' });
    delete fields.notifyRecipient;
    expect((await actions.donationForm!(post(fields), host)).kind).toBe('stored');
    expect(documents[0]!.data).toMatchObject({ notifyRecipient: false, recipientEmail: '' });
  });

  it('refuses what App Check does not vouch for, when the site uses App Check', async () => {
    const { host, documents } = memoryHost('203.0.113.7', { verifyAppCheck: async (token) => token === 'good' });
    const refused = await actions.donationForm!(post(donation()), host);
    expect(refused).toMatchObject({ kind: 'invalid', alert: 'getInvolved.form.alerts.verification' });
    const accepted = await actions.donationForm!({ ...post(donation()), appCheckToken: 'good' }, host);
    expect(accepted.kind).toBe('stored');
    expect(documents).toHaveLength(1);
  });
});
