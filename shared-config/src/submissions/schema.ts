// The one source of truth for the two submissions (spec section 3), used by three parties:
//   - the browser forms (react-hook-form + zodResolver): the FORM schemas, whose messages are i18n keys;
//   - local-cloud: the DOCUMENT schemas, applied to every Firestore commit it receives;
//   - firestore.rules: mirrors the DOCUMENT schemas field by field (a test in local-cloud keeps them in step).
//
// A form value becomes a document through toJoinDocument / toDonationDocument: strings trimmed, the card
// number masked to its last four digits, the CVV dropped (PCI DSS 3.3.1.2: never stored), the amount written
// in the spec's text form ('1000$'). The server adds `timestamp` (serverTimestamp(), == request.time).
//
// Every regular expression below is written in the common subset of JavaScript and RE2 (the engine behind
// `string.matches()` in Firestore rules) and without backslashes, so the very same text appears in
// firestore.rules.
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------------------

export const joinCollection = 'joinFormSubmissions';
export const donationCollection = 'donationFormSubmissions';
export const submissionCollections = [joinCollection, donationCollection] as const;
export type SubmissionCollection = (typeof submissionCollections)[number];

export const heardFromOptions = [
  'stallion_event',
  'stallion_program',
  'stallions_foals',
  'friend_family',
  'social_media',
  'university',
] as const;
export type HeardFrom = (typeof heardFromOptions)[number];

export const hasReferenceOptions = ['yes', 'no'] as const;
export type HasReference = (typeof hasReferenceOptions)[number];

export const donationTypes = ['in_memory', 'in_honor'] as const;
export type DonationType = (typeof donationTypes)[number];

export const notificationTypes = ['email', 'print'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const donationFrequencies = ['one_time', 'monthly', 'annually'] as const;
export type DonationFrequency = (typeof donationFrequencies)[number];

/** Preset donation amounts in dollars (spec section 9). */
export const presetAmounts = [15, 50, 100, 150, 250, 500, 750, 1000] as const;

export const maxDonationAmount = 1_000_000;
/** The oldest accepted date of birth. */
export const minDateOfBirth = '1900-01-01';
/** A card expiry further ahead than this is treated as a typo. */
export const maxCardValidityYears = 20;

/** The honeypot: a visually hidden, non-focusable input bots fill in and people leave empty. */
export const honeypotField = 'website';

/**
 * Every message the FORM schemas can produce. Each one is an i18n key the forms translate; a test checks
 * that no other message can come out of them.
 */
export const validationMessageKeys = [
  'validation.required',
  'validation.tooLong',
  'validation.option',
  'validation.email',
  'validation.phone',
  'validation.date',
  'validation.dateOfBirthPast',
  'validation.dateOfBirthMin',
  'validation.referenceNumber',
  'validation.recipientEmail',
  'validation.amount',
  'validation.amountPositive',
  'validation.amountMax',
  'validation.cardNumber',
  'validation.expiry',
  'validation.cvv',
] as const;
export type ValidationMessageKey = (typeof validationMessageKeys)[number];

const msg = <K extends ValidationMessageKey>(key: K) => key;

// ---------------------------------------------------------------------------------------------------------
// Patterns and limits shared with firestore.rules (JS + RE2 subset, no backslashes)
// ---------------------------------------------------------------------------------------------------------

export const documentPatterns = {
  /** Loose on purpose (the form checks addresses strictly): something@something.tld, no spaces. */
  email: '^[^@ ]+@[^@ ]+[.][^@ ]+$',
  /** The recipient e-mail: an address, or empty when no notification is wanted. */
  emailOrEmpty: '^([^@ ]+@[^@ ]+[.][^@ ]+)?$',
  phone: '^[0-9 ()+-]{7,20}$',
  /** YYYY-MM-DD from 1900 to 2099; "is a real day in the past" is checked separately. */
  date: '^(19|20)[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  /** A BCP 47-ish language tag as i18next reports it: en, fr, ar, en-US, zh-Hant-TW. */
  language: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$',
  /** IPv4 or IPv6 text, or empty when the lookup failed. */
  ipAddress: '^[0-9A-Fa-f:.]{0,45}$',
  /** The masked card number: always four groups, only the last four digits readable. */
  maskedCardNumber: '^[*]{4} [*]{4} [*]{4} [0-9]{4}$',
  expiryDate: '^(0[1-9]|1[0-2])/[0-9]{2}$',
  /** 0.01$ to 1000000$: whole dollars, or dollars and two-digit cents. */
  donationAmount: '^([1-9][0-9]{0,5}([.][0-9]{2})?|0[.]([1-9][0-9]|0[1-9])|1000000)[$]$',
} as const;

export type TextRule = { readonly max: number; readonly required: boolean; readonly pattern?: string };

const text = (max: number, required: boolean, pattern?: string): TextRule =>
  pattern === undefined ? { max, required } : { max, required, pattern };

/**
 * Every string field of the stored documents, by dotted path: its maximum length, whether it may be empty
 * and the pattern it must match. firestore.rules checks exactly these (requiredText / optionalText /
 * patternText calls); the zod DOCUMENT schemas are built from them.
 */
export const documentTextRules = {
  [joinCollection]: {
    firstName: text(100, true),
    lastName: text(100, true),
    language: text(35, true, documentPatterns.language),
    dateOfBirth: text(10, true, documentPatterns.date),
    country: text(100, true),
    province: text(100, false),
    district: text(100, false),
    postalCode: text(20, false),
    email: text(254, true, documentPatterns.email),
    phone: text(20, true, documentPatterns.phone),
    whyInvolved: text(2000, false),
    referenceNumber: text(50, false),
    ipAddress: text(45, false, documentPatterns.ipAddress),
  },
  [donationCollection]: {
    donationFor: text(200, false),
    recipientEmail: text(254, false, documentPatterns.emailOrEmpty),
    donationAmount: text(11, true, documentPatterns.donationAmount),
    'personalInfo.firstName': text(100, true),
    'personalInfo.lastName': text(100, true),
    'personalInfo.phone': text(20, true, documentPatterns.phone),
    'personalInfo.email': text(254, true, documentPatterns.email),
    'billingInfo.postalCode': text(20, true),
    'billingInfo.city': text(100, true),
    'billingInfo.country': text(100, true),
    'paymentInfo.cardNumber': text(19, true, documentPatterns.maskedCardNumber),
    'paymentInfo.cardHolder': text(100, true),
    'paymentInfo.expiryDate': text(5, true, documentPatterns.expiryDate),
    ipAddress: text(45, false, documentPatterns.ipAddress),
  },
} as const satisfies Record<SubmissionCollection, Record<string, TextRule>>;

/** The enumerated fields of the stored documents and their allowed values (firestore.rules: `in [...]`). */
export const documentEnumLists = {
  [joinCollection]: { heardFrom: heardFromOptions, hasReference: hasReferenceOptions },
  [donationCollection]: {
    donationType: donationTypes,
    notificationType: notificationTypes,
    donationFrequency: donationFrequencies,
  },
} as const satisfies Record<SubmissionCollection, Record<string, readonly string[]>>;

// ---------------------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------------------

const digitsOf = (value: string) => value.replace(/[^0-9]/g, '');

/** The Luhn (mod 10) checksum over the digits of `cardNumber`; spaces and dashes are ignored. */
export function luhnValid(cardNumber: string): boolean {
  if (!/^[0-9 -]+$/.test(cardNumber)) return false;
  const digits = digitsOf(cardNumber);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits (spaces and dashes ignored) passing the Luhn check. */
export function isValidCardNumber(cardNumber: string): boolean {
  const trimmed = cardNumber.trim();
  if (!/^[0-9 -]+$/.test(trimmed)) return false;
  const length = digitsOf(trimmed).length;
  return length >= 12 && length <= 19 && luhnValid(trimmed);
}

/**
 * The stored form of a card number: `**** **** **** 4242`. Only the last four digits survive (PCI DSS 3.5.1
 * allows a truncated number; 3.4.1 at most first six and last four). The fixed width does not reveal the
 * number's length either.
 */
export function maskCardNumber(cardNumber: string): string {
  const digits = digitsOf(cardNumber);
  if (digits.length < 4) throw new RangeError('A card number needs at least four digits to be masked');
  return `**** **** **** ${digits.slice(-4)}`;
}

const expiryPattern = /^(0[1-9]|1[0-2])\/([0-9]{2})$/;

/** Months since year 0 of an MM/YY expiry (20YY), or undefined when it is not MM/YY. */
function expiryMonthIndex(mmYY: string): number | undefined {
  const match = expiryPattern.exec(mmYY.trim());
  if (!match) return undefined;
  return (2000 + Number(match[2])) * 12 + (Number(match[1]) - 1);
}

/** True when an MM/YY card expiry has not passed at `now` (a card is valid through its expiry month, UTC). */
export function isExpiryInFuture(mmYY: string, now: Date = new Date()): boolean {
  const expiry = expiryMonthIndex(mmYY);
  if (expiry === undefined) return false;
  return expiry >= now.getUTCFullYear() * 12 + now.getUTCMonth();
}

/** MM/YY, not passed, and at most maxCardValidityYears ahead. */
export function isValidExpiry(mmYY: string, now: Date = new Date()): boolean {
  const expiry = expiryMonthIndex(mmYY);
  if (expiry === undefined || !isExpiryInFuture(mmYY, now)) return false;
  return expiry <= (now.getUTCFullYear() + maxCardValidityYears) * 12 + now.getUTCMonth();
}

/** The UTC midnight of a YYYY-MM-DD calendar date, or undefined when it is not one (e.g. 2023-02-30). */
export function parseCalendarDate(value: string): Date | undefined {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date : undefined;
}

/** A real calendar day, not before 1900-01-01 and strictly before `now` (as firestore.rules compares). */
export function isValidDateOfBirth(value: string, now: Date = new Date()): boolean {
  const date = parseCalendarDate(value);
  return date !== undefined && value >= minDateOfBirth && date.getTime() < now.getTime();
}

const amountInput = /^[0-9]{1,7}([.][0-9]{1,2})?$/;

/** Parses what a visitor typed as an amount ('1000', '12.5', '$15', '15$'); undefined when it is not a number. */
export function parseDonationAmount(value: string): number | undefined {
  const bare = value
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*\$$/, '');
  if (!amountInput.test(bare)) return undefined;
  return Number(bare);
}

/** The stored text form of an amount: whole dollars as '1000$', otherwise with cents as '12.50$'. */
export function formatDonationAmount(value: string | number): string {
  const amount = typeof value === 'number' ? value : parseDonationAmount(value);
  if (amount === undefined || !Number.isFinite(amount) || amount <= 0 || amount > maxDonationAmount) {
    throw new RangeError(`Not a donation amount: ${String(value)}`);
  }
  const cents = Math.round(amount * 100);
  if (cents === 0) throw new RangeError(`Not a donation amount: ${String(value)}`);
  return cents % 100 === 0 ? `${cents / 100}$` : `${(cents / 100).toFixed(2)}$`;
}

/** The address from an IP lookup when it looks like one; '' otherwise (the spec: failures leave it empty). */
export function normalizeIpAddress(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  return trimmed.length <= 45 && new RegExp(documentPatterns.ipAddress).test(trimmed) ? trimmed : '';
}

/** The language of the submission: the i18next language when it looks like a tag, English otherwise. */
export function normalizeLanguage(value: unknown): string {
  if (typeof value !== 'string') return 'en';
  return value.length <= 35 && new RegExp(documentPatterns.language).test(value) ? value : 'en';
}

/** True when the honeypot was filled in: the form should then pretend success and send nothing. */
export function isHoneypotFilled(values: { website?: unknown }): boolean {
  return typeof values.website === 'string' && values.website.trim() !== '';
}

// ---------------------------------------------------------------------------------------------------------
// FORM schemas (what the visitor types; messages are i18n keys)
// ---------------------------------------------------------------------------------------------------------

export type SchemaOptions = {
  /** The current time, injectable for tests. Read at each validation, not when the schema is built. */
  now?: () => Date;
};

/** Checks a trimmed, non-empty value; returns the message key of the first problem, or undefined. */
type Check = (value: string) => ValidationMessageKey | undefined;

/**
 * A trimmed string field with at most one message: required (when empty), tooLong, or the first failing
 * check. No check aborts, so the cross-field checks below still run and a visitor sees every error at once.
 */
const formText = (max: number, required: boolean, ...checks: Check[]) =>
  z
    .string({ error: msg('validation.required') })
    .trim()
    .superRefine((value, ctx) => {
      let key: ValidationMessageKey | undefined;
      if (value === '') key = required ? 'validation.required' : undefined;
      else if (value.length > max) key = 'validation.tooLong';
      else for (const check of checks) if ((key = check(value))) break;
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });

const emailCheck: Check = (value) => (z.email().safeParse(value).success ? undefined : 'validation.email');
const phoneCheck: Check = (value) =>
  new RegExp(documentPatterns.phone).test(value) && digitsOf(value).length >= 7 ? undefined : 'validation.phone';

const formEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: msg('validation.option') });

/** The honeypot is accepted whatever it holds; see isHoneypotFilled. It never reaches a document. */
const honeypot = () => z.string({ error: msg('validation.option') }).optional();

const formObject = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: msg('validation.required') });

/** Cross-field checks run whenever the input is an object, even when single fields already failed. */
const whenObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

export function createJoinFormSchema({ now = () => new Date() }: SchemaOptions = {}) {
  const dateOfBirthCheck: Check = (value) => {
    if (parseCalendarDate(value) === undefined) return 'validation.date';
    if (value < minDateOfBirth) return 'validation.dateOfBirthMin';
    return isValidDateOfBirth(value, now()) ? undefined : 'validation.dateOfBirthPast';
  };
  return formObject({
    firstName: formText(100, true),
    lastName: formText(100, true),
    dateOfBirth: formText(30, true, dateOfBirthCheck),
    country: formText(100, true),
    province: formText(100, false),
    district: formText(100, false),
    postalCode: formText(20, false),
    email: formText(254, true, emailCheck),
    phone: formText(20, true, phoneCheck),
    // A select whose placeholder option has the value '': the input is any string, the output an option.
    heardFrom: z
      .string({ error: msg('validation.required') })
      .pipe(z.enum(heardFromOptions, { error: msg('validation.required') })),
    whyInvolved: formText(2000, false),
    hasReference: formEnum(hasReferenceOptions),
    referenceNumber: formText(50, false),
    website: honeypot(),
  }).refine((values) => !(values.hasReference === 'yes' && !values.referenceNumber), {
    path: ['referenceNumber'],
    error: msg('validation.referenceNumber'),
    when: whenObject,
  });
}

export function createDonationFormSchema({ now = () => new Date() }: SchemaOptions = {}) {
  const amountCheck: Check = (value) => {
    const amount = parseDonationAmount(value);
    if (amount === undefined) return 'validation.amount';
    if (Math.round(amount * 100) <= 0) return 'validation.amountPositive';
    return amount <= maxDonationAmount ? undefined : 'validation.amountMax';
  };
  return formObject({
    donationType: formEnum(donationTypes),
    donationFor: formText(200, false),
    notifyRecipient: z.boolean({ error: msg('validation.option') }),
    notificationType: formEnum(notificationTypes),
    recipientEmail: formText(254, false),
    donationFrequency: formEnum(donationFrequencies),
    /** What the visitor typed or a preset picked: '1000', '12.50'. Stored as text like '1000$'. */
    donationAmount: formText(20, true, amountCheck),
    personalInfo: formObject({
      firstName: formText(100, true),
      lastName: formText(100, true),
      phone: formText(20, true, phoneCheck),
      email: formText(254, true, emailCheck),
    }),
    billingInfo: formObject({
      postalCode: formText(20, true),
      city: formText(100, true),
      country: formText(100, true),
    }),
    paymentInfo: formObject({
      cardNumber: formText(40, true, (value) => (isValidCardNumber(value) ? undefined : 'validation.cardNumber')),
      cardHolder: formText(100, true),
      expiryDate: formText(20, true, (value) => (isValidExpiry(value, now()) ? undefined : 'validation.expiry')),
      cvv: formText(20, true, (value) => (/^[0-9]{3,4}$/.test(value) ? undefined : 'validation.cvv')),
    }),
    website: honeypot(),
  }).refine(
    (values) =>
      values.notifyRecipient !== true ||
      (typeof values.recipientEmail === 'string' && emailCheck(values.recipientEmail) === undefined),
    { path: ['recipientEmail'], error: msg('validation.recipientEmail'), when: whenObject },
  );
}

export const joinFormSchema = createJoinFormSchema();
export const donationFormSchema = createDonationFormSchema();

/** What the join form holds (react-hook-form's field values). */
export type JoinFormInput = z.input<typeof joinFormSchema>;
/** What the join form yields after validation. */
export type JoinFormData = z.output<typeof joinFormSchema>;
export type DonationFormInput = z.input<typeof donationFormSchema>;
export type DonationFormData = z.output<typeof donationFormSchema>;

export const joinDefaults: JoinFormInput = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  country: '',
  province: '',
  district: '',
  postalCode: '',
  email: '',
  phone: '',
  heardFrom: '',
  whyInvolved: '',
  hasReference: 'no',
  referenceNumber: '',
  website: '',
};

/** The spec's defaults: in_honor, notify by e-mail, monthly, 1000 (stored as '1000$'). */
export const donationDefaults: DonationFormInput = {
  donationType: 'in_honor',
  donationFor: '',
  notifyRecipient: true,
  notificationType: 'email',
  recipientEmail: '',
  donationFrequency: 'monthly',
  donationAmount: '1000',
  personalInfo: { firstName: '', lastName: '', phone: '', email: '' },
  billingInfo: { postalCode: '', city: '', country: '' },
  paymentInfo: { cardNumber: '', cardHolder: '', expiryDate: '', cvv: '' },
  website: '',
};

// ---------------------------------------------------------------------------------------------------------
// DOCUMENT schemas (what is stored, minus the server's `timestamp`)
// ---------------------------------------------------------------------------------------------------------

const documentString = ({ max, required, pattern }: TextRule) => {
  let schema = z.string().max(max);
  if (required) schema = schema.min(1);
  if (pattern !== undefined) schema = schema.regex(new RegExp(pattern));
  return schema;
};

const joinText = documentTextRules[joinCollection];
const donationText = documentTextRules[donationCollection];

export function createJoinDocumentSchema({ now = () => new Date() }: SchemaOptions = {}) {
  return z
    .strictObject({
      firstName: documentString(joinText.firstName),
      lastName: documentString(joinText.lastName),
      language: documentString(joinText.language),
      dateOfBirth: documentString(joinText.dateOfBirth).refine((value) => isValidDateOfBirth(value, now()), {
        message: 'dateOfBirth must be a real day in the past',
      }),
      country: documentString(joinText.country),
      province: documentString(joinText.province),
      district: documentString(joinText.district),
      postalCode: documentString(joinText.postalCode),
      email: documentString(joinText.email),
      phone: documentString(joinText.phone),
      heardFrom: z.enum(heardFromOptions),
      whyInvolved: documentString(joinText.whyInvolved),
      hasReference: z.enum(hasReferenceOptions),
      referenceNumber: documentString(joinText.referenceNumber),
      ipAddress: documentString(joinText.ipAddress),
    })
    .superRefine((doc, ctx) => {
      // firestore.rules: (d.hasReference == 'yes') == (d.referenceNumber.size() > 0)
      if ((doc.hasReference === 'yes') !== doc.referenceNumber.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['referenceNumber'],
          message: 'referenceNumber is required when hasReference is yes and must be empty otherwise',
        });
      }
    });
}

export function createDonationDocumentSchema() {
  return z
    .strictObject({
      donationType: z.enum(donationTypes),
      donationFor: documentString(donationText.donationFor),
      notifyRecipient: z.boolean(),
      notificationType: z.enum(notificationTypes),
      recipientEmail: documentString(donationText.recipientEmail),
      donationFrequency: z.enum(donationFrequencies),
      donationAmount: documentString(donationText.donationAmount),
      personalInfo: z.strictObject({
        firstName: documentString(donationText['personalInfo.firstName']),
        lastName: documentString(donationText['personalInfo.lastName']),
        phone: documentString(donationText['personalInfo.phone']),
        email: documentString(donationText['personalInfo.email']),
      }),
      billingInfo: z.strictObject({
        postalCode: documentString(donationText['billingInfo.postalCode']),
        city: documentString(donationText['billingInfo.city']),
        country: documentString(donationText['billingInfo.country']),
      }),
      // No cvv here, ever: strictness refuses a document that carries one.
      paymentInfo: z.strictObject({
        cardNumber: documentString(donationText['paymentInfo.cardNumber']),
        cardHolder: documentString(donationText['paymentInfo.cardHolder']),
        expiryDate: documentString(donationText['paymentInfo.expiryDate']),
      }),
      ipAddress: documentString(donationText.ipAddress),
    })
    .superRefine((doc, ctx) => {
      // firestore.rules: d.notifyRecipient == (d.recipientEmail.size() > 0)
      if (doc.notifyRecipient !== doc.recipientEmail.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['recipientEmail'],
          message: 'recipientEmail is required when notifyRecipient is true and must be empty otherwise',
        });
      }
    });
}

export const joinDocumentSchema = createJoinDocumentSchema();
export const donationDocumentSchema = createDonationDocumentSchema();

export type JoinDocument = z.output<typeof joinDocumentSchema>;
export type DonationDocument = z.output<typeof donationDocumentSchema>;

/** The document schema of a collection; undefined for any other collection. */
export function documentSchemaFor(collection: string, options: SchemaOptions = {}) {
  if (collection === joinCollection) return createJoinDocumentSchema(options);
  if (collection === donationCollection) return createDonationDocumentSchema();
  return undefined;
}

/**
 * The keys of each stored document, at the top level ('') and inside each map, as firestore.rules lists them
 * in `keys().hasOnly([...])` and `keys().hasAll([...])`. The top level includes the server's `timestamp`.
 */
export const documentFieldLists = {
  [joinCollection]: { '': [...Object.keys(joinDocumentSchema.shape), 'timestamp'] },
  [donationCollection]: {
    '': [...Object.keys(donationDocumentSchema.shape), 'timestamp'],
    personalInfo: Object.keys(donationDocumentSchema.shape.personalInfo.shape),
    billingInfo: Object.keys(donationDocumentSchema.shape.billingInfo.shape),
    paymentInfo: Object.keys(donationDocumentSchema.shape.paymentInfo.shape),
  },
} as const satisfies Record<SubmissionCollection, Record<string, readonly string[]>>;

// ---------------------------------------------------------------------------------------------------------
// Form → document
// ---------------------------------------------------------------------------------------------------------

export type JoinContext = { language: string; ipAddress: string };
export type DonationContext = { ipAddress: string };

/** The document to add to joinFormSubmissions (plus `timestamp: serverTimestamp()`). */
export function toJoinDocument(form: JoinFormData, { language, ipAddress }: JoinContext): JoinDocument {
  const hasReference = form.hasReference;
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    language: normalizeLanguage(language),
    dateOfBirth: form.dateOfBirth.trim(),
    country: form.country.trim(),
    province: form.province.trim(),
    district: form.district.trim(),
    postalCode: form.postalCode.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    heardFrom: form.heardFrom,
    whyInvolved: form.whyInvolved.trim(),
    hasReference,
    referenceNumber: hasReference === 'yes' ? form.referenceNumber.trim() : '',
    ipAddress: normalizeIpAddress(ipAddress),
  };
}

/**
 * The document to add to donationFormSubmissions (plus `timestamp: serverTimestamp()`): the card number
 * masked to its last four digits, the CVV left out, the amount as text ('1000$').
 */
export function toDonationDocument(form: DonationFormData, { ipAddress }: DonationContext): DonationDocument {
  const { personalInfo, billingInfo, paymentInfo } = form;
  return {
    donationType: form.donationType,
    donationFor: form.donationFor.trim(),
    notifyRecipient: form.notifyRecipient,
    notificationType: form.notificationType,
    recipientEmail: form.notifyRecipient ? form.recipientEmail.trim() : '',
    donationFrequency: form.donationFrequency,
    donationAmount: formatDonationAmount(form.donationAmount),
    personalInfo: {
      firstName: personalInfo.firstName.trim(),
      lastName: personalInfo.lastName.trim(),
      phone: personalInfo.phone.trim(),
      email: personalInfo.email.trim(),
    },
    billingInfo: {
      postalCode: billingInfo.postalCode.trim(),
      city: billingInfo.city.trim(),
      country: billingInfo.country.trim(),
    },
    paymentInfo: {
      cardNumber: maskCardNumber(paymentInfo.cardNumber),
      cardHolder: paymentInfo.cardHolder.trim(),
      expiryDate: paymentInfo.expiryDate.trim(),
    },
    ipAddress: normalizeIpAddress(ipAddress),
  };
}
