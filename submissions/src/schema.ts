// The one source of truth for the two submissions (a membership application, a donation):
//   - the forms (react-hook-form + zodResolver) and their actions: the FORM schemas, whose messages are i18n keys;
//   - the store (./store/stored-document.ts, for both adapters, Firestore and SQLite): the
//     DOCUMENT schemas, checked before a document is written; the message functions check them again on reading it.
// firestore.rules do not apply them: they deny every client.
//
// A form value becomes a document through toJoinDocument / toDonationDocument: strings trimmed, the card
// number masked to its last four digits, the CVV dropped (PCI DSS 3.3.1.2: never stored), the amount written
// in its stored text form ('1000$'). The store adds `timestamp` when it writes the document.
//
// This module holds the zod schemas and the form → document mapping; the plain parts they are built from
// (collections, option lists, limits, the stored documents' patterns, helpers, the forms' defaults)
// are in rules.ts, re-exported here, with the name rule (names.ts) and the link detector for free text
// (links.ts, linkify-it: loaded with zod, never with a form page's first render).
import { z } from 'zod';
import { containsLinkOrMarkup } from './links';
import { isPersonName, isPlaceName, normalizeName } from './names';
import {
  countryCodes,
  documentPatterns,
  documentTextRules,
  donationCollection,
  donationFrequencies,
  donationTypes,
  formatDonationAmount,
  hasReferenceOptions,
  heardFromOptions,
  isCountryCode,
  isValidCardNumber,
  isValidDateOfBirth,
  isValidExpiry,
  joinCollection,
  maskCardNumber,
  maxDonationAmount,
  minDateOfBirth,
  normalizeIpAddress,
  normalizeLanguage,
  notificationTypes,
  parseCalendarDate,
  parseDonationAmount,
  type ValidationMessageKey,
  type TextRule,
  type NotificationType,
  digitsOf,
  honeypotField,
} from './rules';

// No eval: the Content Security Policy has no 'unsafe-eval', and zod's probe for it (a caught `new Function`)
// would still be reported as a violation. jitless checks the same way without compiling.
z.config({ jitless: true });

export * from './rules';
export * from './names';
export * from './links';
export * from './donation-status';

const msg = <K extends ValidationMessageKey>(key: K) => key;

// ---------------------------------------------------------------------------------------------------------
// FORM schemas (what the visitor types; messages are i18n keys)
// ---------------------------------------------------------------------------------------------------------

// Three rules hold for every field below:
//   - a field whose text can reach someone outside the club (first and last names, the tribute's name, the card
//     holder, the city) is a name by the allow-list of names.ts (validation.name; the city: validation.city),
//     stored in the normalised form that was checked; names are the only text a sender chooses that the messages
//     carry;
//   - the other free text (whyInvolved, province, district, the postal codes, the reference number), which
//     reaches only the club, refuses links and markup as linkify-it finds them (links.ts, validation.noLinks);
//     it is stored as typed;
//   - a field the form shows only under a condition (referenceNumber when hasReference is 'yes'; notificationType
//     and recipientEmail while notifyRecipient is true) is validated only while shown, and while hidden the output
//     holds its default ('' or 'email'), whatever was sent: a hidden field is neither validated nor stored.

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

/** Free text that reaches only the club: no link, no e-mail address, no markup, as linkify-it finds them. */
const noLinksCheck: Check = (value) => (containsLinkOrMarkup(value) ? 'validation.noLinks' : undefined);
/** Free text as the forms take it: trimmed, stored as typed, refused when it carries a link or markup. */
const formFreeText = (max: number, required = false) => formText(max, required, noLinksCheck);

/**
 * A name as the forms take it (names.ts): a person's (first and last names, the tribute's name, the card holder)
 * or a place's (the city, which may hold digits). The value becomes its normalised form (NFKC, trimmed, single
 * spaces) before any check, and that form is the output: what is stored and mailed is what was checked.
 */
const formName = (kind: 'person' | 'place' = 'person', max = 100, required = true) =>
  z
    .string({ error: msg('validation.required') })
    .overwrite(normalizeName)
    .superRefine((value, ctx) => {
      let key: ValidationMessageKey | undefined;
      if (value === '') key = required ? 'validation.required' : undefined;
      else if (value.length > max) key = 'validation.tooLong';
      else if (kind === 'place') key = isPlaceName(value) ? undefined : 'validation.city';
      else key = isPersonName(value) ? undefined : 'validation.name';
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });

/**
 * A country: one of the form's own list (countries.ts), posted and stored as its ISO 3166-1 alpha-2 code ('LB').
 * The select's empty placeholder is required's message; any other value is not an option.
 */
const formCountry = () =>
  z
    .string({ error: msg('validation.required') })
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: msg('validation.required') });
      else if (!isCountryCode(value)) ctx.addIssue({ code: 'custom', message: msg('validation.option') });
    });

const formEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: msg('validation.option') });

/** The honeypot is accepted whatever it holds; see isHoneypotFilled. It never reaches a document. */
const honeypot = () => z.string({ error: msg('validation.option') }).optional();

const formObject = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: msg('validation.required') });

/** Cross-field checks run whenever the input is an object, even when single fields already failed. */
const whenObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * A field the form shows only under a condition (its CSS hides it otherwise): here it takes any value, or none,
 * without a message. The object's checks validate it only while it is shown, and the output holds `hidden` while
 * it is not, so a hidden field is neither validated nor stored. A value not sent at all reads as `hidden` (the
 * field's default) before those checks.
 */
const conditional = <T>(hidden: T) =>
  z
    .custom<T>()
    .optional()
    .transform((value) => value ?? hidden);

/** The trimmed text of a shown conditional field ('' for a value that is not text). */
const shownText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function createJoinFormSchema({ now = () => new Date() }: SchemaOptions = {}) {
  const dateOfBirthCheck: Check = (value) => {
    if (parseCalendarDate(value) === undefined) return 'validation.date';
    if (value < minDateOfBirth) return 'validation.dateOfBirthMin';
    return isValidDateOfBirth(value, now()) ? undefined : 'validation.dateOfBirthPast';
  };
  return formObject({
    firstName: formName(),
    lastName: formName(),
    dateOfBirth: formText(30, true, dateOfBirthCheck),
    country: formCountry(),
    province: formFreeText(100),
    district: formFreeText(100),
    postalCode: formFreeText(20),
    email: formText(254, true, emailCheck),
    phone: formText(20, true, phoneCheck),
    // A select whose placeholder option has the value '': the input is any string, the output an option.
    heardFrom: z
      .string({ error: msg('validation.required') })
      .pipe(z.enum(heardFromOptions, { error: msg('validation.required') })),
    whyInvolved: formFreeText(2000),
    hasReference: formEnum(hasReferenceOptions),
    /** Shown only when hasReference is 'yes'; otherwise not validated, and '' in the output. */
    referenceNumber: conditional(''),
    [honeypotField]: honeypot(),
  })
    .superRefine(
      (values, ctx) => {
        if (values.hasReference !== 'yes') return;
        const referenceNumber = shownText(values.referenceNumber);
        let key: ValidationMessageKey | undefined;
        if (referenceNumber === '') key = 'validation.referenceNumber';
        else if (referenceNumber.length > documentTextRules[joinCollection].referenceNumber.max)
          key = 'validation.tooLong';
        else key = noLinksCheck(referenceNumber);
        if (key) ctx.addIssue({ code: 'custom', path: ['referenceNumber'], message: key });
      },
      { when: whenObject },
    )
    .overwrite((values) => ({
      ...values,
      referenceNumber: values.hasReference === 'yes' ? shownText(values.referenceNumber) : '',
    }));
}

/** The donation form's card details, as the visitor types them (the browser checks them, then sends none of them). */
const typedCard = (now: () => Date) =>
  formObject({
    cardNumber: formText(40, true, (value) => (isValidCardNumber(value) ? undefined : 'validation.cardNumber')),
    cardHolder: formName(),
    expiryDate: formText(20, true, (value) => (isValidExpiry(value, now()) ? undefined : 'validation.expiry')),
    cvv: formText(20, true, (value) => (/^[0-9]{3,4}$/.test(value) ? undefined : 'validation.cvv')),
  });

/**
 * The card details as the island posts them to the server: the last four digits of a number the browser checked,
 * the holder and the expiry. The number and the CVV never leave the browser (PCI DSS 3.3.1.2, 3.5.1).
 */
const postedCard = (now: () => Date) =>
  formObject({
    cardLast4: formText(4, true, (value) => (/^[0-9]{4}$/.test(value) ? undefined : 'validation.cardNumber')),
    cardHolder: formName(),
    expiryDate: formText(20, true, (value) => (isValidExpiry(value, now()) ? undefined : 'validation.expiry')),
  });

/** The donation form in the browser: the card as typed. */
export const createDonationFormSchema = ({ now = () => new Date() }: SchemaOptions = {}) =>
  donationSchema(now, typedCard(now));

/** The donation as its action checks it on the server: the same fields, the card as posted. */
export const createDonationPostSchema = ({ now = () => new Date() }: SchemaOptions = {}) =>
  donationSchema(now, postedCard(now));

function donationSchema<Card extends z.ZodType>(now: () => Date, paymentInfo: Card) {
  const amountCheck: Check = (value) => {
    const amount = parseDonationAmount(value);
    if (amount === undefined) return 'validation.amount';
    if (Math.round(amount * 100) <= 0) return 'validation.amountPositive';
    return amount <= maxDonationAmount ? undefined : 'validation.amountMax';
  };
  return formObject({
    donationType: formEnum(donationTypes),
    /** The tribute's name: a person's name, which the messages carry. */
    donationFor: formName('person', 200, false),
    notifyRecipient: z.boolean({ error: msg('validation.option') }),
    /** Shown only while notifyRecipient is true; otherwise not validated, and 'email' in the output. */
    notificationType: conditional<NotificationType>('email'),
    /** Shown only while notifyRecipient is true; otherwise not validated, and '' in the output. */
    recipientEmail: conditional(''),
    donationFrequency: formEnum(donationFrequencies),
    /** What the visitor typed or a preset picked: '1000', '12.50'. Stored as text like '1000$'. */
    donationAmount: formText(20, true, amountCheck),
    personalInfo: formObject({
      firstName: formName(),
      lastName: formName(),
      phone: formText(20, true, phoneCheck),
      email: formText(254, true, emailCheck),
    }),
    billingInfo: formObject({
      postalCode: formFreeText(20, true),
      city: formName('place'),
      country: formCountry(),
    }),
    paymentInfo,
    [honeypotField]: honeypot(),
  })
    .superRefine(
      (values, ctx) => {
        if (values.notifyRecipient !== true) return;
        if (!(notificationTypes as readonly unknown[]).includes(values.notificationType)) {
          ctx.addIssue({ code: 'custom', path: ['notificationType'], message: msg('validation.option') });
        }
        const recipientEmail = shownText(values.recipientEmail);
        const key: ValidationMessageKey | undefined =
          recipientEmail.length > documentTextRules[donationCollection].recipientEmail.max
            ? 'validation.tooLong'
            : recipientEmail === '' || emailCheck(recipientEmail) !== undefined
              ? 'validation.recipientEmail'
              : undefined;
        if (key) ctx.addIssue({ code: 'custom', path: ['recipientEmail'], message: key });
      },
      { when: whenObject },
    )
    .overwrite((values) =>
      values.notifyRecipient === true
        ? { ...values, recipientEmail: shownText(values.recipientEmail) }
        : { ...values, notificationType: 'email', recipientEmail: '' },
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
/** What the donation's action reads from a post, and what it yields after validation. */
export type DonationPostInput = z.input<ReturnType<typeof createDonationPostSchema>>;
export type DonationPostData = z.output<ReturnType<typeof createDonationPostSchema>>;

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
      country: z.enum(countryCodes as [string, ...string[]]),
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
      reference: documentString(joinText.reference),
    })
    .superRefine((doc, ctx) => {
      // A reference number exactly when the applicant said they have one.
      if ((doc.hasReference === 'yes') !== doc.referenceNumber.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['referenceNumber'],
          message: 'referenceNumber is required when hasReference is yes and must be empty otherwise',
        });
      }
    });
}

function createDonationDocumentSchema() {
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
        country: z.enum(countryCodes as [string, ...string[]]),
      }),
      // No cvv here, ever: strictness refuses a document that carries one.
      paymentInfo: z.strictObject({
        cardNumber: documentString(donationText['paymentInfo.cardNumber']),
        cardHolder: documentString(donationText['paymentInfo.cardHolder']),
        expiryDate: documentString(donationText['paymentInfo.expiryDate']),
      }),
      ipAddress: documentString(donationText.ipAddress),
      language: documentString(donationText.language),
      reference: documentString(donationText.reference),
    })
    .superRefine((doc, ctx) => {
      // A recipient's address exactly when the donor asked for the recipient to be notified.
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

// ---------------------------------------------------------------------------------------------------------
// Form → document
// ---------------------------------------------------------------------------------------------------------

/**
 * What the page adds to the form's values: the language (the join form's own preferred-language field, the
 * donation page's language), the IP lookup's answer and the reference made for this submission
 * (newSubmissionReference), which the success banner shows and the messages repeat.
 */
export type JoinContext = { language: string; ipAddress: string; reference: string };
export type DonationContext = { language: string; ipAddress: string; reference: string };

/** The document to add to joinFormSubmissions (plus `timestamp: serverTimestamp()`). */
export function toJoinDocument(form: JoinFormData, { language, ipAddress, reference }: JoinContext): JoinDocument {
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
    reference,
  };
}

/**
 * The document to add to donationFormSubmissions (plus `timestamp: serverTimestamp()`): the card number
 * masked to its last four digits, the CVV left out, the amount as text ('1000$').
 */
export function toDonationDocument(
  form: DonationFormData | DonationPostData,
  { language, ipAddress, reference }: DonationContext,
): DonationDocument {
  const { personalInfo, billingInfo, paymentInfo } = form;
  return {
    donationType: form.donationType,
    donationFor: form.donationFor.trim(),
    notifyRecipient: form.notifyRecipient,
    // What a hidden field held is not stored: the defaults stand while no notification is wanted.
    notificationType: form.notifyRecipient ? form.notificationType : 'email',
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
      cardNumber: maskCardNumber('cardLast4' in paymentInfo ? paymentInfo.cardLast4 : paymentInfo.cardNumber),
      cardHolder: paymentInfo.cardHolder.trim(),
      expiryDate: paymentInfo.expiryDate.trim(),
    },
    ipAddress: normalizeIpAddress(ipAddress),
    language: normalizeLanguage(language),
    reference,
  };
}
