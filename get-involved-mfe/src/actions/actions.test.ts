/** @jest-environment node */
// The forms' server side, as a table of posted fields → outcomes, against the contract's capabilities kept in
// memory (the real stores are tested in local-cloud and render-server against the same contract).
import type { ActionHost, FormPost, LimitHit, RateLimiter, SubmissionStore } from '@stallions/shared-config/actions';
import { defaultSubmissionLimits } from '@stallions/shared-config/actions';
import { decideHits, type LimitWindow } from '@stallions/submissions/limit-window';
import { recipientLimitKey } from '@stallions/submissions/recipient-address';
import { documentPatterns } from '@stallions/submissions/rules';
import actions from './index';

const now = new Date('2026-06-01T12:00:00Z');

/** A store and limiter in memory, with the contract's behaviour (once per key; fixed windows, all or nothing). */
function memoryHost(clientAddress = '203.0.113.7', overrides: Partial<ActionHost> = {}) {
  const documents: { collection: string; reference: string; data: Record<string, unknown> }[] = [];
  const keys = new Map<string, string>();
  const windows = new Map<string, LimitWindow>();
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
  // The stores' own arithmetic (fixed windows, all or nothing, hits on one key one after the other).
  const hitsTaken: LimitHit[] = [];
  const limiter: RateLimiter = {
    take: async (hits: readonly LimitHit[], at: Date) => {
      const decision = decideHits(windows, hits, at.getTime());
      if (!decision.ok) return decision;
      for (const [key, { window }] of decision.writes) windows.set(key, window);
      hitsTaken.push(...hits);
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
  return { host, documents, hitsTaken };
}

const application = (changes: Record<string, string> = {}): Record<string, string> => ({
  firstName: 'Amira',
  lastName: 'Haddad',
  dateOfBirth: '1990-04-12',
  language: 'fr',
  country: 'LB',
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
  'billingInfo.country': 'LB',
  'paymentInfo.cardLast4': '4242',
  'paymentInfo.cardHolder': 'Amira Haddad',
  'paymentInfo.expiryDate': '12/29',
  website: '',
  ...changes,
});

const post = (
  fields: Record<string, string>,
  via: FormPost['via'] = 'fetch',
  formToken: FormPost['formToken'] = 'valid',
): FormPost => ({ fields, language: 'ar', via, formToken });

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

  it.each(['early', 'expired', 'missing'] as const)(
    'stores nothing for a %s form token: the form again, every value kept, and the check-again alert',
    async (verdict) => {
      const { host, documents } = memoryHost();
      for (const [form, posted] of [
        [actions.joinForm!, application()],
        [actions.donationForm!, donation()],
      ] as const) {
        const outcome = await form(post(posted, 'document', verdict), host);
        expect(outcome).toMatchObject({ kind: 'invalid', problems: [], alert: 'getInvolved.form.alerts.checkAgain' });
        // The values come back: the visitor sends the same form again, nothing retyped.
        if (outcome.kind === 'invalid')
          expect(outcome.values.email ?? outcome.values['personalInfo.email']).toBe('amira@example.org');
      }
      expect(documents).toHaveLength(0);
    },
  );

  it('refuses a language that is not one of the site’s', async () => {
    const { host } = memoryHost();
    const outcome = await actions.joinForm!(post(application({ language: 'en"><script>' })), host);
    expect(outcome).toMatchObject({ kind: 'invalid', problems: [{ name: 'language', message: 'validation.option' }] });
  });

  it('refuses names that carry a link', async () => {
    const { host, documents } = memoryHost();
    const outcome = await actions.joinForm!(post(application({ firstName: 'Win at spam.example' })), host);
    expect(outcome).toMatchObject({
      kind: 'invalid',
      problems: [{ name: 'firstName', message: 'validation.name' }],
    });
    expect(documents).toHaveLength(0);
  });

  it('refuses a country that is not one of the form’s list, and a link in the other free text', async () => {
    const { host, documents } = memoryHost();
    for (const country of ['Lebanon', 'lb', 'ZZ', 'http://spam.example']) {
      const outcome = await actions.joinForm!(post(application({ country })), host);
      expect(outcome).toMatchObject({ kind: 'invalid', problems: [{ name: 'country', message: 'validation.option' }] });
      const billing = await actions.donationForm!(post(donation({ 'billingInfo.country': country })), host);
      expect(billing).toMatchObject({
        kind: 'invalid',
        problems: [{ name: 'billingInfo.country', message: 'validation.option' }],
      });
    }
    const linked = await actions.joinForm!(post(application({ whyInvolved: 'Read me at bit.ly/x' })), host);
    expect(linked).toMatchObject({ kind: 'invalid', problems: [{ name: 'whyInvolved', message: 'validation.noLinks' }] });
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

  it('count one message per address a stored submission mails at once: the applicant’s, the donor’s', async () => {
    const { host, hitsTaken } = memoryHost();
    const mailbox = (address: string) => recipientLimitKey(host.secret, address);
    await actions.joinForm!(post(application({ email: 'Amira+Club@Example.org' })), host);
    // A donation stored queues the donor's acknowledgement only: the tribute to samir@ goes (and counts) once the
    // club completes the gift; the club's own notices never count.
    await actions.donationForm!(post(donation()), host);
    expect(hitsTaken.map((hit) => hit.key).filter((key) => key !== hitsTaken[0]!.key)).toEqual([
      mailbox('amira@example.org'),
      mailbox('amira@example.org'),
    ]);
    expect(hitsTaken.filter((hit) => hit.key === mailbox('samir@example.org'))).toEqual([]);
    expect(hitsTaken.find((hit) => hit.key === mailbox('amira@example.org'))).toMatchObject({
      limit: 3,
      windowMs: 24 * 3_600_000,
    });
  });

  it('send one mailbox at most 3 messages in 24 hours, whoever sends them and however its address is spelt', async () => {
    const { host, documents } = memoryHost();
    const from = (n: number) => ({ ...host, clientAddress: `198.51.100.${n}` });
    // samir@: an applicant's confirmation, then two donors' acknowledgements, each spelt another way.
    expect((await actions.joinForm!(post(application({ email: 'samir@example.org' })), from(1))).kind).toBe('stored');
    const asDonor = (email: string) => ({ 'personalInfo.email': email, recipientEmail: 'friend@example.org' });
    expect((await actions.donationForm!(post(donation(asDonor('Samir@Example.ORG'))), from(2))).kind).toBe('stored');
    expect((await actions.donationForm!(post(donation(asDonor('samir+gift@example.org'))), from(3))).kind).toBe(
      'stored',
    );
    const fourth = await actions.joinForm!(post(application({ email: 'SAMIR+4@EXAMPLE.ORG' })), from(4));
    expect(fourth).toMatchObject({
      kind: 'limited',
      alert: 'getInvolved.form.alerts.recipientLimited',
      retryAfterSeconds: 24 * 3600,
    });
    expect(documents).toHaveLength(3);
    // Another mailbox is not held back by this one; being named as a recipient does not count at submission.
    expect((await actions.donationForm!(post(donation({ recipientEmail: 'samir@example.org' })), from(5))).kind).toBe(
      'stored',
    );
  });

  it('refuse a donor who names themself as the recipient at the fourth donation, storing nothing', async () => {
    const { host, documents } = memoryHost();
    const spellings = ['layla@x.org', 'Layla@X.org', 'layla+2@x.org', 'LAYLA+3@x.org'];
    const outcomes = [];
    for (const [n, email] of spellings.entries()) {
      const self = {
        'personalInfo.email': email,
        recipientEmail: spellings[(n + 1) % 4]!,
        donationAmount: `${n + 15}`,
      };
      outcomes.push(await actions.donationForm!(post(donation(self)), { ...host, clientAddress: `198.51.100.${n}` }));
    }
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['stored', 'stored', 'stored', 'limited']);
    expect(outcomes[3]).toMatchObject({ alert: 'getInvolved.form.alerts.recipientLimited' });
    expect(documents).toHaveLength(3);
  });

  it('take name+1@ … name+5@ for one mailbox: the fourth application is refused, and the fifth', async () => {
    const { host, documents } = memoryHost();
    const outcomes = [];
    for (let n = 1; n <= 5; n++)
      outcomes.push(
        await actions.joinForm!(post(application({ email: `name+${n}@x.org` })), {
          ...host,
          clientAddress: `198.51.100.${n}`,
        }),
      );
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['stored', 'stored', 'stored', 'limited', 'limited']);
    expect(documents.map((document) => document.data.email)).toEqual(['name+1@x.org', 'name+2@x.org', 'name+3@x.org']);
  });

  it('refuse a submission whole: its client address is not counted either', async () => {
    const { host, documents } = memoryHost();
    for (let n = 0; n < 3; n++)
      await actions.joinForm!(post(application({ firstName: `Amira${'a'.repeat(n)}` })), host);
    expect(documents).toHaveLength(3);
    for (let n = 0; n < 8; n++)
      expect(
        (await actions.joinForm!(post(application({ email: 'Amira@Example.org', whyInvolved: `Try ${n}.` })), host))
          .kind,
      ).toBe('limited');
    // Eight refusals took nothing from the client's 10: seven more other applicants still go.
    for (let n = 0; n < 7; n++)
      expect((await actions.joinForm!(post(application({ email: `person${n}@example.org` })), host)).kind).toBe(
        'stored',
      );
    expect((await actions.joinForm!(post(application({ email: 'person7@example.org' })), host)).kind).toBe('limited');
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
    expect(spam).toMatchObject({ kind: 'invalid', problems: [{ name: 'donationFor', message: 'validation.name' }] });
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
