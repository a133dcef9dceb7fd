import { z } from 'zod';
import {
  countryCodes,
  createDonationFormSchema,
  createJoinDocumentSchema,
  createJoinFormSchema,
  documentPatterns,
  documentTextRules,
  donationCollection,
  donationDefaults,
  donationDocumentSchema,
  donationFormSchema,
  formatDonationAmount,
  isExpiryInFuture,
  isHoneypotFilled,
  isValidCardNumber,
  isValidExpiry,
  joinCollection,
  joinDefaults,
  joinDocumentSchema,
  joinFormSchema,
  luhnValid,
  maskCardNumber,
  newSubmissionReference,
  referenceAlphabet,
  normalizeIpAddress,
  normalizeLanguage,
  parseDonationAmount,
  toDonationDocument,
  toJoinDocument,
  validationMessageKeys,
  type DonationFormInput,
  type JoinFormInput,
} from './schema';

const now = new Date('2025-06-15T12:00:00Z');

/** The keys of each stored document (the store adds `timestamp`), at the top level ('') and inside each map. */
const documentFieldLists = {
  [joinCollection]: { '': Object.keys(joinDocumentSchema.shape) },
  [donationCollection]: {
    '': Object.keys(donationDocumentSchema.shape),
    personalInfo: Object.keys(donationDocumentSchema.shape.personalInfo.shape),
    billingInfo: Object.keys(donationDocumentSchema.shape.billingInfo.shape),
    paymentInfo: Object.keys(donationDocumentSchema.shape.paymentInfo.shape),
  },
} satisfies Record<typeof joinCollection | typeof donationCollection, Record<string, readonly string[]>>;
const ref = 'SC-7K4M-2QXD';

const joinSchema = createJoinFormSchema({ now: () => now });
const donationSchema = createDonationFormSchema({ now: () => now });

const validJoin: JoinFormInput = {
  ...joinDefaults,
  firstName: '  Amal ',
  lastName: 'Haddad',
  dateOfBirth: '2001-04-09',
  country: 'LB',
  province: 'Beirut',
  email: 'amal@example.org',
  phone: '+961 (1) 234-567',
  heardFrom: 'friend_family',
  whyInvolved: 'To help.',
};

const validDonation: DonationFormInput = {
  ...donationDefaults,
  donationFor: 'My grandmother',
  recipientEmail: 'family@example.org',
  personalInfo: { firstName: 'Sam', lastName: 'Lee', phone: '555 123 4567', email: 'sam@example.org' },
  billingInfo: { postalCode: 'H2X 1Y4', city: 'Montreal', country: 'CA' },
  paymentInfo: { cardNumber: '4242 4242 4242 4242', cardHolder: 'Sam Lee', expiryDate: '08/27', cvv: '739' },
};

/** The messages of a failed parse, by dotted path. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('constants and defaults', () => {
  it('names the two collections', () => {
    expect(joinCollection).toBe('joinFormSubmissions');
    expect(donationCollection).toBe('donationFormSubmissions');
  });

  it('has the defaults for a donation', () => {
    expect(donationDefaults).toMatchObject({
      donationType: 'in_honor',
      notifyRecipient: true,
      notificationType: 'email',
      donationFrequency: 'monthly',
      donationAmount: '1000',
    });
    expect(formatDonationAmount(donationDefaults.donationAmount)).toBe('1000$');
  });

  it('accepts the defaults once the visitor filled in the required fields', () => {
    expect(joinSchema.safeParse(validJoin).success).toBe(true);
    expect(donationSchema.safeParse(validDonation).success).toBe(true);
  });

  it('reports every empty required field of the defaults as required', () => {
    expect(errorsOf(joinSchema.safeParse(joinDefaults))).toEqual({
      firstName: ['validation.required'],
      lastName: ['validation.required'],
      dateOfBirth: ['validation.required'],
      country: ['validation.required'],
      email: ['validation.required'],
      phone: ['validation.required'],
      heardFrom: ['validation.required'],
    });
    expect(Object.keys(errorsOf(donationSchema.safeParse(donationDefaults))).sort()).toEqual(
      [
        'recipientEmail',
        'personalInfo.firstName',
        'personalInfo.lastName',
        'personalInfo.phone',
        'personalInfo.email',
        'billingInfo.postalCode',
        'billingInfo.city',
        'billingInfo.country',
        'paymentInfo.cardNumber',
        'paymentInfo.cardHolder',
        'paymentInfo.expiryDate',
        'paymentInfo.cvv',
      ].sort(),
    );
  });

  it('only ever produces listed i18n keys as messages', () => {
    const inputs: unknown[] = [
      {},
      null,
      'x',
      joinDefaults,
      donationDefaults,
      { ...validJoin, email: 'nope', phone: 'abc', dateOfBirth: '2999-01-01', hasReference: 'maybe' },
      { ...validJoin, firstName: 'x'.repeat(101), dateOfBirth: '1899-12-31', heardFrom: 'tv' },
      { ...validJoin, firstName: 'x.com', lastName: 'John 2', country: 'Lebanon', whyInvolved: 'bit.ly/x' },
      { ...validJoin, hasReference: 'yes', referenceNumber: '<b>', province: 'a@b.co', country: 42 },
      {
        ...validDonation,
        donationAmount: '-5',
        recipientEmail: 'x',
        notifyRecipient: 'yes',
        paymentInfo: { cardNumber: '1234', cardHolder: 1, expiryDate: '13/99', cvv: '12345' },
        personalInfo: null,
        website: 3,
      },
      {
        ...validDonation,
        donationFor: 'x\u200Bcom',
        billingInfo: { postalCode: 'example.org', city: '1.1.1.1', country: 'lb' },
        paymentInfo: { ...validDonation.paymentInfo, cardHolder: 'Sam <3' },
      },
    ];
    const allowed = new Set<string>(validationMessageKeys);
    for (const input of inputs) {
      for (const schema of [joinSchema, donationSchema]) {
        for (const issue of schema.safeParse(input).error?.issues ?? []) expect(allowed).toContain(issue.message);
      }
    }
  });
});

describe('join form', () => {
  it('checks e-mail and phone formats', () => {
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, email: 'amal@' }))).toEqual({ email: ['validation.email'] });
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, phone: 'call me' }))).toEqual({ phone: ['validation.phone'] });
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, phone: '+-() ---' }))).toEqual({
      phone: ['validation.phone'],
    });
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, phone: '1234567890123456789012' }))).toEqual({
      phone: ['validation.tooLong'],
    });
    expect(joinSchema.safeParse({ ...validJoin, phone: '5551234' }).success).toBe(true);
  });

  it('wants a real date of birth in the past, not before 1900', () => {
    const dob = (dateOfBirth: string) => errorsOf(joinSchema.safeParse({ ...validJoin, dateOfBirth }));
    expect(dob('2025-06-16')).toEqual({ dateOfBirth: ['validation.dateOfBirthPast'] });
    // The day's UTC midnight must lie before the time of the check.
    expect(dob('2025-06-15')).toEqual({});
    expect(dob('1899-12-31')).toEqual({ dateOfBirth: ['validation.dateOfBirthMin'] });
    expect(dob('1900-01-01')).toEqual({});
    expect(dob('2001-02-29')).toEqual({ dateOfBirth: ['validation.date'] });
    expect(dob('09/04/2001')).toEqual({ dateOfBirth: ['validation.date'] });
  });

  it('ignores a hidden reference number: not validated, stored as empty', () => {
    for (const referenceNumber of ['x'.repeat(500), '   ', 'http://spam.example <b>', '']) {
      const result = joinSchema.safeParse({ ...validJoin, hasReference: 'no', referenceNumber });
      expect(errorsOf(result)).toEqual({});
      expect(result.data?.referenceNumber).toBe('');
      expect(toJoinDocument(result.data!, { language: 'en', ipAddress: '', reference: ref }).referenceNumber).toBe('');
    }
    // Not even sent (a post without the hidden input), or not text: still no message while hidden.
    const { referenceNumber: _referenceNumber, ...withoutReferenceNumber } = validJoin;
    expect(joinSchema.safeParse(withoutReferenceNumber).data?.referenceNumber).toBe('');
    expect(joinSchema.safeParse({ ...validJoin, referenceNumber: 42 }).data?.referenceNumber).toBe('');
    // Shown: required, trimmed, at most 50 characters.
    const shown = (referenceNumber: unknown) =>
      joinSchema.safeParse({ ...validJoin, hasReference: 'yes', referenceNumber });
    expect(errorsOf(shown('x'.repeat(51)))).toEqual({ referenceNumber: ['validation.tooLong'] });
    expect(errorsOf(shown('  '))).toEqual({ referenceNumber: ['validation.referenceNumber'] });
    expect(errorsOf(shown(42))).toEqual({ referenceNumber: ['validation.referenceNumber'] });
    expect(errorsOf(shown(undefined))).toEqual({ referenceNumber: ['validation.referenceNumber'] });
    expect(shown(' ST-42 ').data?.referenceNumber).toBe('ST-42');
    expect(shown('x'.repeat(50)).success).toBe(true);
  });

  it('requires a reference number only when the visitor has a reference', () => {
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, hasReference: 'yes' }))).toEqual({
      referenceNumber: ['validation.referenceNumber'],
    });
    expect(joinSchema.safeParse({ ...validJoin, hasReference: 'yes', referenceNumber: 'ST-42' }).success).toBe(true);
    // Shown together with the other errors, not only after they are fixed.
    expect(errorsOf(joinSchema.safeParse({ ...joinDefaults, hasReference: 'yes' }))).toHaveProperty('referenceNumber', [
      'validation.referenceNumber',
    ]);
  });

  it('limits the length of whyInvolved', () => {
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, whyInvolved: 'a'.repeat(2001) }))).toEqual({
      whyInvolved: ['validation.tooLong'],
    });
  });

  it('trims what the visitor typed', () => {
    const parsed = joinSchema.parse(validJoin);
    expect(parsed.firstName).toBe('Amal');
  });
});

describe('donation form', () => {
  const withPayment = (paymentInfo: Partial<DonationFormInput['paymentInfo']>) =>
    errorsOf(
      donationSchema.safeParse({ ...validDonation, paymentInfo: { ...validDonation.paymentInfo, ...paymentInfo } }),
    );

  it('checks the card number with Luhn and its length', () => {
    expect(withPayment({ cardNumber: '4242 4242 4242 4241' })).toEqual({
      'paymentInfo.cardNumber': ['validation.cardNumber'],
    });
    expect(withPayment({ cardNumber: '4242-4242-4242-4242' })).toEqual({});
    expect(withPayment({ cardNumber: '378282246310005' })).toEqual({});
    expect(withPayment({ cardNumber: '79927398713' })).toEqual({ 'paymentInfo.cardNumber': ['validation.cardNumber'] });
    expect(withPayment({ cardNumber: '4242 4242 4242 424x' })).toEqual({
      'paymentInfo.cardNumber': ['validation.cardNumber'],
    });
  });

  it('checks the expiry date and the CVV', () => {
    expect(withPayment({ expiryDate: '05/25' })).toEqual({ 'paymentInfo.expiryDate': ['validation.expiry'] });
    expect(withPayment({ expiryDate: '06/25' })).toEqual({});
    expect(withPayment({ expiryDate: '13/30' })).toEqual({ 'paymentInfo.expiryDate': ['validation.expiry'] });
    expect(withPayment({ expiryDate: '2030-01' })).toEqual({ 'paymentInfo.expiryDate': ['validation.expiry'] });
    expect(withPayment({ cvv: '12' })).toEqual({ 'paymentInfo.cvv': ['validation.cvv'] });
    expect(withPayment({ cvv: '12345' })).toEqual({ 'paymentInfo.cvv': ['validation.cvv'] });
    expect(withPayment({ cvv: '1234' })).toEqual({});
  });

  it('wants a positive amount up to one million', () => {
    const amount = (donationAmount: string) => errorsOf(donationSchema.safeParse({ ...validDonation, donationAmount }));
    expect(amount('0')).toEqual({ donationAmount: ['validation.amountPositive'] });
    expect(amount('0.00')).toEqual({ donationAmount: ['validation.amountPositive'] });
    expect(amount('-5')).toEqual({ donationAmount: ['validation.amount'] });
    expect(amount('ten')).toEqual({ donationAmount: ['validation.amount'] });
    expect(amount('1000000.01')).toEqual({ donationAmount: ['validation.amountMax'] });
    expect(amount('1000000')).toEqual({});
    expect(amount('12.5')).toEqual({});
    expect(amount('$15')).toEqual({});
  });

  it('requires a valid recipient e-mail only while notifyRecipient is checked', () => {
    const recipient = (notifyRecipient: boolean, recipientEmail: string) =>
      errorsOf(donationSchema.safeParse({ ...validDonation, notifyRecipient, recipientEmail }));
    expect(recipient(true, '')).toEqual({ recipientEmail: ['validation.recipientEmail'] });
    expect(recipient(true, 'family@')).toEqual({ recipientEmail: ['validation.recipientEmail'] });
    expect(recipient(true, `${'a'.repeat(250)}@example.org`)).toEqual({ recipientEmail: ['validation.tooLong'] });
    expect(recipient(false, '')).toEqual({});
    expect(recipient(false, 'whatever')).toEqual({});
  });

  it('ignores the hidden notification fields while notifyRecipient is off: not validated, stored as the defaults', () => {
    for (const hidden of [
      { notificationType: 'print', recipientEmail: 'family@example.org' },
      { notificationType: 'carrier pigeon', recipientEmail: 'x'.repeat(500) },
      { notificationType: 42, recipientEmail: null },
      {},
    ]) {
      const { notificationType: _type, recipientEmail: _email, ...rest } = validDonation;
      const result = donationSchema.safeParse({ ...rest, ...hidden, notifyRecipient: false });
      expect(errorsOf(result)).toEqual({});
      expect(result.data).toMatchObject({ notifyRecipient: false, notificationType: 'email', recipientEmail: '' });
      const doc = toDonationDocument(result.data!, { language: 'en', ipAddress: '', reference: ref });
      expect(doc).toMatchObject({ notifyRecipient: false, notificationType: 'email', recipientEmail: '' });
      expect(donationDocumentSchema.safeParse(doc).success).toBe(true);
    }
    // Shown: an option and an address, the address trimmed.
    const shown = (values: Record<string, unknown>) =>
      donationSchema.safeParse({ ...validDonation, notifyRecipient: true, ...values });
    expect(errorsOf(shown({ notificationType: 'carrier pigeon' }))).toEqual({
      notificationType: ['validation.option'],
    });
    expect(errorsOf(shown({ notificationType: 42, recipientEmail: undefined }))).toEqual({
      notificationType: ['validation.option'],
      recipientEmail: ['validation.recipientEmail'],
    });
    // A choice not sent at all is its default.
    expect(shown({ notificationType: undefined }).data?.notificationType).toBe('email');
    expect(shown({ notificationType: 'print', recipientEmail: ' family@example.org ' }).data).toMatchObject({
      notificationType: 'print',
      recipientEmail: 'family@example.org',
    });
  });

  it('lets the honeypot through the schema but flags it', () => {
    expect(donationSchema.safeParse({ ...validDonation, website: 'http://spam' }).success).toBe(true);
    expect(isHoneypotFilled({ website: 'http://spam' })).toBe(true);
    expect(isHoneypotFilled({ website: ' ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});

describe('names by allow-list (names.ts; its table: names.test.ts)', () => {
  // A few of the table's real names and disguised links, through the schemas.
  const people = [
    "O'Brien",
    'Jean-Luc',
    'Nguyễn Văn An',
    'عبد الله',
    '李小龍',
    'Martin Luther King Jr.',
    'J. R. R. Tolkien',
  ];
  const disguised = ['example.com', 'bit.ly/x', 'x。com', 'exa\u200Bmple.com', '&lt;b&gt;', 'a@b.c', '\u202Emoc.x'];

  it('in both forms: first and last names, the tribute name and the card holder (validation.name)', () => {
    for (const name of people) {
      expect(errorsOf(joinSchema.safeParse({ ...validJoin, firstName: name, lastName: name }))).toEqual({});
      const named = {
        ...validDonation,
        donationFor: name,
        personalInfo: { ...validDonation.personalInfo, firstName: name, lastName: name },
        paymentInfo: { ...validDonation.paymentInfo, cardHolder: name },
      };
      expect(errorsOf(donationSchema.safeParse(named))).toEqual({});
    }
    for (const spam of disguised) {
      expect(errorsOf(joinSchema.safeParse({ ...validJoin, firstName: spam, lastName: 'John 2' }))).toEqual({
        firstName: ['validation.name'],
        lastName: ['validation.name'],
      });
      const donation = {
        ...validDonation,
        donationFor: spam,
        personalInfo: { ...validDonation.personalInfo, firstName: spam, lastName: spam },
        billingInfo: { ...validDonation.billingInfo, city: spam },
        paymentInfo: { ...validDonation.paymentInfo, cardHolder: spam },
      };
      expect(errorsOf(donationSchema.safeParse(donation))).toEqual({
        donationFor: ['validation.name'],
        'personalInfo.firstName': ['validation.name'],
        'personalInfo.lastName': ['validation.name'],
        'billingInfo.city': ['validation.city'],
        'paymentInfo.cardHolder': ['validation.name'],
      });
    }
  });

  it('the city: a place’s name, which may hold digits but never a link (validation.city)', () => {
    const city = (value: string) =>
      donationSchema.safeParse({ ...validDonation, billingInfo: { ...validDonation.billingInfo, city: value } });
    for (const value of ['Saint-Étienne', "'s-Hertogenbosch", 'الرياض', 'Dublin 8', '6th of October'])
      expect(errorsOf(city(value))).toEqual({});
    for (const value of ['bit.ly', 'x.com', '203.0.113.7', '12345'])
      expect(errorsOf(city(value))).toEqual({ 'billingInfo.city': ['validation.city'] });
  });

  it('stores what it checked: the normal form (NFKC, trimmed, single spaces)', () => {
    const join = joinSchema.parse({ ...validJoin, firstName: ' Ｊｅａｎ－Ｌｕｃ ', lastName: 'Le\u00A0 Guin' });
    expect(join).toMatchObject({ firstName: 'Jean-Luc', lastName: 'Le Guin' });
    expect(toJoinDocument(join, { language: 'en', ipAddress: '', reference: ref })).toMatchObject({
      firstName: 'Jean-Luc',
      lastName: 'Le Guin',
    });
    const donation = donationSchema.parse({
      ...validDonation,
      donationFor: 'Zoe\u0308',
      billingInfo: { ...validDonation.billingInfo, city: 'Ｍｏｎｔｒｅａｌ' },
      paymentInfo: { ...validDonation.paymentInfo, cardHolder: 'ＳＡＭ  ＬＥＥ' },
    });
    expect(donation.donationFor).toBe('Zoë');
    expect(donation.billingInfo.city).toBe('Montreal');
    expect(donation.paymentInfo.cardHolder).toBe('SAM LEE');
    // Full-width dots fold to a full stop before the check: refused as the link they spell.
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, firstName: 'ｅｘａｍｐｌｅ．ｃｏｍ' }))).toEqual({
      firstName: ['validation.name'],
    });
  });

  it('checks the length of the normal form, and an empty tribute name is no name at all', () => {
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, firstName: 'a'.repeat(101) }))).toEqual({
      firstName: ['validation.tooLong'],
    });
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, firstName: '   ' }))).toEqual({
      firstName: ['validation.required'],
    });
    expect(errorsOf(donationSchema.safeParse({ ...validDonation, donationFor: '  ' }))).toEqual({});
  });
});

describe('free text: no link, no markup (links.ts, linkify-it; its table: links.test.ts)', () => {
  it('refuses a link, an address or markup in whyInvolved, province, district, postal codes (validation.noLinks)', () => {
    const join = {
      ...validJoin,
      whyInvolved: 'I read about you on example.org',
      province: 'bit.ly/x',
      district: 'exa\u200Bmple.com',
      postalCode: '<b>',
    };
    expect(errorsOf(joinSchema.safeParse(join))).toEqual({
      whyInvolved: ['validation.noLinks'],
      province: ['validation.noLinks'],
      district: ['validation.noLinks'],
      postalCode: ['validation.noLinks'],
    });
    const donation = { ...validDonation, billingInfo: { ...validDonation.billingInfo, postalCode: 'a@b.co' } };
    expect(errorsOf(donationSchema.safeParse(donation))).toEqual({ 'billingInfo.postalCode': ['validation.noLinks'] });
  });

  it('refuses a link in the reference number only while it is shown', () => {
    const shown = joinSchema.safeParse({ ...validJoin, hasReference: 'yes', referenceNumber: 'www.example.com' });
    expect(errorsOf(shown)).toEqual({ referenceNumber: ['validation.noLinks'] });
    expect(joinSchema.safeParse({ ...validJoin, hasReference: 'no', referenceNumber: 'www.example.com' }).success).toBe(
      true,
    );
  });

  it('keeps free text as typed (no name, so not normalised) and lets ordinary prose through', () => {
    const typed = 'I want to mentor young people. Ｔｏｍ & Jerry, e.g. Node.js';
    expect(joinSchema.parse({ ...validJoin, whyInvolved: typed, postalCode: 'SW1A 1AA' })).toMatchObject({
      whyInvolved: typed,
      postalCode: 'SW1A 1AA',
    });
  });
});

describe('the country: one of the form’s own list', () => {
  it('accepts every code of the list, stored as the code', () => {
    for (const country of countryCodes) {
      expect(joinSchema.safeParse({ ...validJoin, country }).success).toBe(true);
      const billingInfo = { ...validDonation.billingInfo, country };
      expect(donationSchema.safeParse({ ...validDonation, billingInfo }).success).toBe(true);
    }
    expect(toJoinDocument(joinSchema.parse(validJoin), { language: 'en', ipAddress: '', reference: ref }).country).toBe(
      'LB',
    );
  });

  it('refuses anything else: a name, a code in lower case, an unknown code (validation.option); empty: required', () => {
    for (const country of ['Lebanon', 'lb', 'LBN', 'UK', 'XK', 'example.com', '<b>']) {
      expect(errorsOf(joinSchema.safeParse({ ...validJoin, country }))).toEqual({ country: ['validation.option'] });
      const billingInfo = { ...validDonation.billingInfo, country };
      expect(errorsOf(donationSchema.safeParse({ ...validDonation, billingInfo }))).toEqual({
        'billingInfo.country': ['validation.option'],
      });
    }
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, country: '' }))).toEqual({ country: ['validation.required'] });
    expect(errorsOf(joinSchema.safeParse({ ...validJoin, country: 42 }))).toEqual({ country: ['validation.required'] });
  });
});

describe('helpers', () => {
  it('computes Luhn', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('abc')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('0000 0000 0000 0000 0000')).toBe(false);
  });

  it('masks a card number to its last four digits', () => {
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('**** **** **** 4242');
    expect(maskCardNumber('378282246310005')).toBe('**** **** **** 0005');
    expect(maskCardNumber('4000-0566-5566-5556')).toBe('**** **** **** 5556');
    expect(new RegExp(documentPatterns.maskedCardNumber).test(maskCardNumber('4000056655665556'))).toBe(true);
    expect(() => maskCardNumber('12')).toThrow(RangeError);
  });

  it('tells whether an expiry has passed', () => {
    expect(isExpiryInFuture('06/25', now)).toBe(true);
    expect(isExpiryInFuture('05/25', now)).toBe(false);
    expect(isExpiryInFuture('01/26', now)).toBe(true);
    expect(isExpiryInFuture('12/24', now)).toBe(false);
    expect(isExpiryInFuture('6/25', now)).toBe(false);
    expect(isExpiryInFuture('00/30', now)).toBe(false);
    expect(isExpiryInFuture('12/99', new Date('2099-12-31T23:59:59Z'))).toBe(true);
    expect(isValidExpiry('06/45', now)).toBe(true);
    expect(isValidExpiry('07/45', now)).toBe(false);
  });

  it('parses and formats amounts', () => {
    expect(parseDonationAmount(' 1000 ')).toBe(1000);
    expect(parseDonationAmount('15$')).toBe(15);
    expect(parseDonationAmount('1e3')).toBeUndefined();
    expect(formatDonationAmount('1000')).toBe('1000$');
    expect(formatDonationAmount('12.5')).toBe('12.50$');
    expect(formatDonationAmount('12.00')).toBe('12$');
    expect(formatDonationAmount('0.05')).toBe('0.05$');
    expect(formatDonationAmount(1_000_000)).toBe('1000000$');
    expect(() => formatDonationAmount('0')).toThrow(RangeError);
    expect(() => formatDonationAmount('1000000.5')).toThrow(RangeError);
    const stored = new RegExp(documentPatterns.donationAmount);
    for (const preset of ['15', '50', '100', '150', '250', '500', '750', '1000', '0.01', '999999.99', '1000000']) {
      expect(stored.test(formatDonationAmount(preset))).toBe(true);
    }
    for (const bad of ['0$', '0.00$', '1000001$', '1000000.50$', '12.5$', '12', '$12', '01$'])
      expect(stored.test(bad)).toBe(false);
  });

  it('normalizes the IP address and the language', () => {
    expect(normalizeIpAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeIpAddress('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeIpAddress('<script>')).toBe('');
    expect(normalizeIpAddress(undefined)).toBe('');
    expect(normalizeLanguage('fr')).toBe('fr');
    expect(normalizeLanguage('en-US')).toBe('en-US');
    expect(normalizeLanguage('"><img src=x>')).toBe('en');
  });
});

describe('newSubmissionReference', () => {
  it('is SC-XXXX-XXXX from the unambiguous alphabet and matches the stored pattern', () => {
    const pattern = new RegExp(documentPatterns.reference);
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const reference = newSubmissionReference();
      expect(reference).toMatch(pattern);
      expect(reference.slice(3)).not.toMatch(/[01OI]/);
      seen.add(reference);
    }
    expect(seen.size).toBe(500);
    expect(referenceAlphabet).toHaveLength(32);
    expect(new Set(referenceAlphabet).size).toBe(32);
  });

  it('maps each random byte to one character, every character reachable', () => {
    expect(newSubmissionReference((bytes) => bytes.fill(0))).toBe('SC-2222-2222');
    expect(newSubmissionReference((bytes) => bytes.fill(255))).toBe('SC-ZZZZ-ZZZZ');
    const counting = (bytes: Uint8Array) => bytes.map((_, index) => index + 40);
    expect(newSubmissionReference(counting)).toBe('SC-ABCD-EFGH');
    const reached = new Set<string>();
    for (let byte = 0; byte < 256; byte += 1) reached.add(newSubmissionReference((b) => b.fill(byte))[3]!);
    expect([...reached].sort().join('')).toBe([...referenceAlphabet].sort().join(''));
  });
});

describe('documents', () => {
  const joinDocSchema = createJoinDocumentSchema({ now: () => now });

  it('turns a join form into a valid document', () => {
    const doc = toJoinDocument(joinSchema.parse(validJoin), {
      language: 'ar',
      ipAddress: '203.0.113.7',
      reference: ref,
    });
    expect(doc).toEqual({
      firstName: 'Amal',
      lastName: 'Haddad',
      language: 'ar',
      dateOfBirth: '2001-04-09',
      country: 'LB',
      province: 'Beirut',
      district: '',
      postalCode: '',
      email: 'amal@example.org',
      phone: '+961 (1) 234-567',
      heardFrom: 'friend_family',
      whyInvolved: 'To help.',
      hasReference: 'no',
      referenceNumber: '',
      ipAddress: '203.0.113.7',
      reference: ref,
    });
    expect(joinDocSchema.parse(doc)).toEqual(doc);
    expect(Object.keys(doc).sort()).toEqual([...documentFieldLists[joinCollection]['']].sort());
  });

  it('drops a reference number typed before switching hasReference back to no', () => {
    const form = joinSchema.parse({ ...validJoin, hasReference: 'no', referenceNumber: 'ST-1' });
    expect(toJoinDocument(form, { language: 'en', ipAddress: '', reference: ref }).referenceNumber).toBe('');
  });

  it('turns a donation form into a document with a masked card and no CVV', () => {
    const doc = toDonationDocument(donationSchema.parse(validDonation), {
      language: 'fr',
      ipAddress: '',
      reference: ref,
    });
    expect(doc).toMatchObject({ language: 'fr', reference: ref });
    expect(doc.paymentInfo).toEqual({ cardNumber: '**** **** **** 4242', cardHolder: 'Sam Lee', expiryDate: '08/27' });
    expect(doc.paymentInfo).not.toHaveProperty('cvv');
    expect(JSON.stringify(doc)).not.toContain('739');
    expect(JSON.stringify(doc)).not.toContain('4242 4242');
    expect(doc).not.toHaveProperty('website');
    expect(doc.donationAmount).toBe('1000$');
    expect(doc.ipAddress).toBe('');
    expect(donationDocumentSchema.parse(doc)).toEqual(doc);
  });

  it('empties the recipient e-mail when no notification is wanted', () => {
    const form = donationSchema.parse({ ...validDonation, notifyRecipient: false });
    const doc = toDonationDocument(form, { language: 'en', ipAddress: '::1', reference: ref });
    expect(doc.recipientEmail).toBe('');
    expect(donationDocumentSchema.safeParse(doc).success).toBe(true);
  });

  const joinDoc = () => toJoinDocument(joinSchema.parse(validJoin), { language: 'en', ipAddress: '', reference: ref });
  const donationDoc = () =>
    toDonationDocument(donationSchema.parse(validDonation), { language: 'ar', ipAddress: '', reference: ref });

  it('refuses a missing or malformed reference and a donation without a language', () => {
    for (const reference of ['', 'SC-7K4M-2QX', 'SC-7K4M-2QXO', 'SC-7k4m-2qxd', 'SC-0000-1111', 'XX-7K4M-2QXD']) {
      expect(joinDocSchema.safeParse({ ...joinDoc(), reference }).success).toBe(false);
      expect(donationDocumentSchema.safeParse({ ...donationDoc(), reference }).success).toBe(false);
    }
    const { reference: _reference, ...withoutReference } = joinDoc();
    expect(joinDocSchema.safeParse(withoutReference).success).toBe(false);
    const { language: _language, ...withoutLanguage } = donationDoc();
    expect(donationDocumentSchema.safeParse(withoutLanguage).success).toBe(false);
    expect(donationDocumentSchema.safeParse({ ...donationDoc(), language: '"><b>' }).success).toBe(false);
  });

  it('refuses extra keys (strict), at every level', () => {
    expect(joinDocSchema.safeParse({ ...joinDoc(), admin: true }).success).toBe(false);
    expect(joinDocSchema.safeParse({ ...joinDoc(), timestamp: 'now' }).success).toBe(false);
    expect(donationDocumentSchema.safeParse({ ...donationDoc(), website: '' }).success).toBe(false);
    const doc = donationDoc();
    expect(donationDocumentSchema.safeParse({ ...doc, personalInfo: { ...doc.personalInfo, age: '30' } }).success).toBe(
      false,
    );
  });

  it('refuses a CVV and an unmasked card number', () => {
    const doc = donationDoc();
    expect(donationDocumentSchema.safeParse({ ...doc, paymentInfo: { ...doc.paymentInfo, cvv: '123' } }).success).toBe(
      false,
    );
    for (const cardNumber of ['4242424242424242', '4242 4242 4242 4242', '**** **** **** 42', '************4242']) {
      expect(
        donationDocumentSchema.safeParse({ ...doc, paymentInfo: { ...doc.paymentInfo, cardNumber } }).success,
      ).toBe(false);
    }
  });

  it('refuses missing keys, wrong types, unknown options and overlong text', () => {
    const { email: _email, ...withoutEmail } = joinDoc();
    expect(joinDocSchema.safeParse(withoutEmail).success).toBe(false);
    expect(joinDocSchema.safeParse({ ...joinDoc(), heardFrom: 'tv' }).success).toBe(false);
    expect(joinDocSchema.safeParse({ ...joinDoc(), country: 'Lebanon' }).success).toBe(false);
    const billingInfo = { ...donationDoc().billingInfo, country: 'lb' };
    expect(donationDocumentSchema.safeParse({ ...donationDoc(), billingInfo }).success).toBe(false);
    expect(joinDocSchema.safeParse({ ...joinDoc(), firstName: 42 }).success).toBe(false);
    expect(joinDocSchema.safeParse({ ...joinDoc(), whyInvolved: 'a'.repeat(2001) }).success).toBe(false);
    expect(joinDocSchema.safeParse({ ...joinDoc(), dateOfBirth: '2030-01-01' }).success).toBe(false);
    expect(joinDocSchema.safeParse({ ...joinDoc(), hasReference: 'yes' }).success).toBe(false);
    expect(joinDocSchema.safeParse({ ...joinDoc(), referenceNumber: 'ST-1' }).success).toBe(false);
    expect(donationDocumentSchema.safeParse({ ...donationDoc(), donationAmount: '1000' }).success).toBe(false);
    expect(donationDocumentSchema.safeParse({ ...donationDoc(), notifyRecipient: 'true' }).success).toBe(false);
    expect(donationDocumentSchema.safeParse({ ...donationDoc(), recipientEmail: '' }).success).toBe(false);
    expect(donationDocumentSchema.safeParse({ ...donationDoc(), notifyRecipient: false }).success).toBe(false);
  });

  it('lists the stored fields and has a text rule for every string field', () => {
    expect(documentFieldLists[donationCollection].paymentInfo).toEqual(['cardNumber', 'cardHolder', 'expiryDate']);
    // The enumerated fields (z.enum of an option list): no text rule.
    const enumFieldLists = {
      [joinCollection]: ['heardFrom', 'hasReference', 'country'],
      [donationCollection]: ['donationType', 'notificationType', 'donationFrequency', 'billingInfo.country'],
    };
    const enumFields = (collection: typeof joinCollection | typeof donationCollection) => enumFieldLists[collection];
    const textPaths = (collection: typeof joinCollection | typeof donationCollection) =>
      Object.entries(documentFieldLists[collection]).flatMap(([parent, keys]) =>
        keys
          .filter((key) => !(parent === '' && key in documentFieldLists[collection]))
          .map((key) => (parent ? `${parent}.${key}` : key))
          .filter((path) => !enumFields(collection).includes(path) && path !== 'notifyRecipient'),
      );
    expect(Object.keys(documentTextRules[joinCollection]).sort()).toEqual(textPaths(joinCollection).sort());
    expect(Object.keys(documentTextRules[donationCollection]).sort()).toEqual(textPaths(donationCollection).sort());
    // Every enumerated field is one the documents have, and their schema takes only its list's values.
    const fieldSchema = (schema: z.ZodObject, path: string) =>
      path.split('.').reduce<z.ZodType>((parent, key) => (parent as z.ZodObject).shape[key] as z.ZodType, schema);
    for (const path of enumFields(joinCollection))
      expect(fieldSchema(joinDocumentSchema, path)).toBeInstanceOf(z.ZodEnum);
    for (const path of enumFields(donationCollection))
      expect(fieldSchema(donationDocumentSchema, path)).toBeInstanceOf(z.ZodEnum);
  });

  it('defaults to the live clock', () => {
    expect(joinDocumentSchema.safeParse(joinDoc()).success).toBe(true);
    expect(joinFormSchema.safeParse(validJoin).success).toBe(true);
    const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
    const paymentInfo = { ...validDonation.paymentInfo, expiryDate: `12/${nextYear}` };
    expect(donationFormSchema.safeParse({ ...validDonation, paymentInfo }).success).toBe(true);
  });
});
