// The plain parts of the submissions (a membership application, a donation): collections, option lists, limits,
// the stored documents' patterns, pure helpers and the forms' defaults. No zod here: a form page imports this with
// its first render, and the schemas (schema.ts, zod) load only once a form is used (focus, check, submit).
//
// The patterns are plain strings without backslashes, in the common subset of JavaScript and RE2 (they were once
// repeated in firestore.rules, which now deny every client instead).
export * from './countries';

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

/** Preset donation amounts in dollars, the buttons the donation form offers. */
export const presetAmounts = [15, 50, 100, 150, 250, 500, 750, 1000] as const;

export const maxDonationAmount = 1_000_000;
/** The oldest accepted date of birth. */
export const minDateOfBirth = '1900-01-01';
/** A card expiry further ahead than this is treated as a typo. */
const maxCardValidityYears = 20;

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
  'validation.name',
  'validation.city',
  'validation.noLinks',
] as const;
export type ValidationMessageKey = (typeof validationMessageKeys)[number];

// ---------------------------------------------------------------------------------------------------------
// The stored documents' patterns and limits (JS + RE2 subset, no backslashes)
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
  /** A submission's reference, SC-XXXX-XXXX over referenceAlphabet (no 0, O, 1 or I to misread). */
  reference: '^SC-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$',
} as const;

export type TextRule = { readonly max: number; readonly required: boolean; readonly pattern?: string };

const text = (max: number, required: boolean, pattern?: string): TextRule =>
  pattern === undefined ? { max, required } : { max, required, pattern };

/**
 * Every string field of the stored documents, by dotted path: its maximum length, whether it may be empty
 * and the pattern it must match. The zod DOCUMENT schemas are built from them.
 */
export const documentTextRules = {
  [joinCollection]: {
    firstName: text(100, true),
    lastName: text(100, true),
    language: text(35, true, documentPatterns.language),
    dateOfBirth: text(10, true, documentPatterns.date),
    province: text(100, false),
    district: text(100, false),
    postalCode: text(20, false),
    email: text(254, true, documentPatterns.email),
    phone: text(20, true, documentPatterns.phone),
    whyInvolved: text(2000, false),
    referenceNumber: text(50, false),
    ipAddress: text(45, false, documentPatterns.ipAddress),
    reference: text(12, true, documentPatterns.reference),
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
    'paymentInfo.cardNumber': text(19, true, documentPatterns.maskedCardNumber),
    'paymentInfo.cardHolder': text(100, true),
    'paymentInfo.expiryDate': text(5, true, documentPatterns.expiryDate),
    ipAddress: text(45, false, documentPatterns.ipAddress),
    language: text(35, true, documentPatterns.language),
    reference: text(12, true, documentPatterns.reference),
  },
} as const satisfies Record<SubmissionCollection, Record<string, TextRule>>;

// ---------------------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------------------

/** The digits of a value, in order (a phone or card number without its spaces and signs). */
export const digitsOf = (value: string) => value.replace(/[^0-9]/g, '');

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

/** A real calendar day, not before 1900-01-01 and strictly before `now` (the day's UTC midnight). */
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

/** The address from an IP lookup when it looks like one; '' otherwise (a failed lookup leaves it empty). */
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

/** The 32 characters of a reference: digits and capitals without 0, O, 1 and I, which read alike. */
export const referenceAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A new submission reference such as SC-7K4M-2QXD: 40 random bits (crypto.getRandomValues), short enough to
 * read out on the phone. It is what a person quotes; the document id stays the key. 256 is a multiple of 32,
 * so `byte % 32` picks every character equally often.
 */
export function newSubmissionReference(
  randomBytes: (bytes: Uint8Array) => Uint8Array = (bytes) => globalThis.crypto.getRandomValues(bytes),
): string {
  const chars = Array.from(randomBytes(new Uint8Array(8)), (byte) => referenceAlphabet[byte % 32]!);
  return `SC-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** True when the honeypot was filled in: the form should then pretend success and send nothing. */
export function isHoneypotFilled(values: { [honeypotField]?: unknown }): boolean {
  const value = values[honeypotField];
  return typeof value === 'string' && value.trim() !== '';
}

// The forms' defaults. Typed by this module's option lists, not by schema.ts's form inputs (which import this module):
// each is a JoinFormInput or DonationFormInput, and whatever assigns it to one (the forms, schema.test.ts) checks that.

/** A membership application's defaults: every text empty, no reference. */
export const joinDefaults = {
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
  hasReference: 'no' as HasReference,
  referenceNumber: '',
  [honeypotField]: '',
};

/** A donation's defaults: in_honor, notify by e-mail, monthly, 1000 (stored as '1000$'). */
export const donationDefaults = {
  donationType: 'in_honor' as DonationType,
  donationFor: '',
  notifyRecipient: true,
  notificationType: 'email' as NotificationType,
  recipientEmail: '',
  donationFrequency: 'monthly' as DonationFrequency,
  donationAmount: '1000',
  personalInfo: { firstName: '', lastName: '', phone: '', email: '' },
  billingInfo: { postalCode: '', city: '', country: '' },
  paymentInfo: { cardNumber: '', cardHolder: '', expiryDate: '', cvv: '' },
  [honeypotField]: '',
};
