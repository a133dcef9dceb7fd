// The messages a stored submission calls for, as the mail documents the Trigger Email extension sends
// ({ to, message: { subject, text, html } }). Pure: the Cloud Function and local-cloud both call it and do
// the writing themselves.
//
//   joinFormSubmissions      applicant: confirmation (reference, the five steps, what happens next)
//                            committee: a new-application notice (name, reference, country only)
//   donationFormSubmissions  by the donation's status (@stallions/submissions/donation-status, the one table):
//     received               donor: acknowledgement of the details received (amount, frequency, date, tribute,
//                            card's last four, reference) and what happens next: the club contacts the donor to
//                            complete the donation; the site takes no payment, so it says it is not a receipt
//                            club (donations address): a gift waits, with its reference and no card data
//     completed              donor: a receipt (amount, frequency, date completed, tribute, reference)
//                            notifyRecipient + email: the recipient is told of the gift (never the amount)
//                            notifyRecipient + print: a printable card for the club's staff
//     cancelled              donor: a short note; nobody else
//   Nothing goes to a third party (the tribute, by e-mail or card) before the club has the gift.
//
// Each in the submission's language: the applicant's preferred language, the donation page's language.
//
// A form that mails an address the sender typed is a spam relay under the club's own domain unless the sender
// cannot choose what it says, and one abuse wave costs every legitimate message afterwards. So:
//   - every subject is fixed text of the catalogue, with at most the submission's reference (made by the store,
//     ^SC-XXXX-XXXX$): `add` fills in nothing else;
//   - the only text a sender chose in a message to a typed address (applicant, donor, recipient) is a person's
//     name, on one line and HTML-escaped; the rest of what was typed stays in the database (the committee and
//     the print staff, at the club's own addresses, also see the country, named from its stored ISO code, and the
//     recipient's address);
//   - a message whose name is not a name by the forms' allow-list (isPersonName of @stallions/submissions'
//     names.ts: letters, marks, single spaces, apostrophes, hyphens, a full stop after an initial; the stored,
//     normalised form as it stands), which the forms already refuse, is skipped and logged, like one whose address
//     is refused.
import {
  documentSchemaFor,
  donationCollection,
  donationLifeOf,
  donationMessageKinds,
  isPersonName,
  joinCollection,
  type DonationDocument,
  type DonationStatus,
  type JoinDocument,
} from '@stallions/submissions';
import { renderHtml, renderText, type Block, type Document } from './render';
import {
  addressProblem,
  catalogues,
  formatAmount,
  formatDay,
  interpolate,
  messageLanguage,
  oneLine,
  type Catalogue,
  type MessageLanguage,
} from './text';

export const messageKinds = ['applicantConfirmation', 'committeeNotice', ...donationMessageKinds] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Where messages that are not the visitor's go. */
export interface MessageConfig {
  /** The evaluation committee's address: new-application notices. */
  committeeEmail: string;
  /** The staff address that receives tribute cards to print. */
  printQueueEmail: string;
  /** The club's donations address: a notice of each donation that waits to be completed. */
  donationsEmail: string;
}

/** The moment of a donation's life whose messages are built: its status, and when it took it. */
export interface DonationMoment {
  status: DonationStatus;
  at: Date;
}

/** One message: the extension's mail document plus what the outbox and the logs show about it. */
export interface Mail {
  /** Deterministic (collection, submission id, kind): the same submission can never queue a message twice. */
  id: string;
  kind: MessageKind;
  language: MessageLanguage;
  reference: string;
  to: string;
  message: { subject: string; text: string; html: string };
}

export interface Skipped {
  kind: MessageKind | 'all';
  reason: string;
}

export interface StoredSubmission {
  collection: string;
  /** The document id. */
  id: string;
  /** The stored fields, without the timestamp (a donation's status fields are read apart). */
  data: Record<string, unknown>;
  /** The document's server timestamp. */
  submittedAt: Date;
}

const mailId = (collection: string, submissionId: string, kind: MessageKind) => `${collection}-${submissionId}-${kind}`;

interface Context {
  submission: StoredSubmission;
  reference: string;
  language: MessageLanguage;
  text: Catalogue;
  mails: Mail[];
  skipped: Skipped[];
}

/** The names a message carries, by the field they come from (a skipped message's reason names the field only). */
type Names = Record<string, string>;
/** A row of a facts table: label, value. */
type Row = readonly [string, string];

/**
 * Adds a message for `to`, or records why it cannot go: a bad address, or a name that is not a name (a link,
 * markup, a digit, an invisible character: anything the names' allow-list refuses; an empty tribute name is no
 * name and passes), skips only that message. The skip's reason keeps its words ("a name carries a link or
 * markup"), which the logs and local-cloud's tests read. The subject is a catalogue template of which only
 * {{reference}} is filled in: no value a sender chose can reach a subject (a template with any other placeholder
 * throws).
 */
function add(
  context: Context,
  kind: MessageKind,
  to: string,
  subjectTemplate: string,
  names: Names,
  document: Omit<Document, 'language'>,
) {
  const problem = addressProblem(to);
  if (problem) {
    context.skipped.push({ kind, reason: `recipient address refused: ${problem}` });
    return;
  }
  const linked = Object.keys(names).filter((field) => names[field] !== '' && !isPersonName(names[field]!));
  if (linked.length > 0) {
    context.skipped.push({ kind, reason: `a name carries a link or markup (${linked.join(', ')})` });
    return;
  }
  const full = { ...document, language: context.language };
  const subject = interpolate(subjectTemplate, { reference: context.reference });
  context.mails.push({
    id: mailId(context.submission.collection, context.submission.id, kind),
    kind,
    language: context.language,
    reference: context.reference,
    to,
    message: { subject: oneLine(subject), text: renderText(full), html: renderHtml(full) },
  });
}

/** A stored country code ('LB') named in the message's language ('Lebanon', 'Liban', 'لبنان'); else the code. */
function countryName(code: string, language: MessageLanguage): string {
  try {
    return oneLine(new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code);
  } catch {
    return oneLine(code);
  }
}

const referenceFooter = ({ text, reference }: Context): Block[] => [
  { kind: 'p', text: interpolate(text.quoteReference, { reference }) },
  { kind: 'p', text: text.automatic },
  { kind: 'p', text: text.signature },
];

/** How the applicant's and the donor's first messages end: what happens next, then the reference footer. */
const nextThenFooter = (context: Context, section: { nextTitle: string; next: string }): Block[] => [
  { kind: 'h2', text: section.nextTitle },
  { kind: 'p', text: section.next },
  ...referenceFooter(context),
];

/** The committee's and the donations address's notice: one layout, its facts ending with the reference. */
function staffNotice(
  { text, reference, submission }: Context,
  section: { heading: string; intro: string; document: string; where: string },
  rows: Row[],
): Omit<Document, 'language'> {
  return {
    title: section.heading,
    blocks: [
      { kind: 'p', text: section.intro },
      {
        kind: 'facts',
        rows: [
          ...rows,
          [text.referenceLabel, reference],
          [section.document, `${submission.collection}/${submission.id}`],
        ],
      },
      { kind: 'p', text: section.where },
    ],
  };
}

function joinMessages(context: Context, doc: JoinDocument, config: MessageConfig) {
  const { text, reference } = context;
  const name = oneLine(`${doc.firstName} ${doc.lastName}`);
  const country = countryName(doc.country, context.language);
  const { firstName, lastName } = doc;

  add(
    context,
    'applicantConfirmation',
    doc.email,
    text.applicant.subject,
    { firstName },
    {
      title: text.applicant.heading,
      blocks: [
        { kind: 'p', text: interpolate(text.applicant.greeting, { name: oneLine(doc.firstName) }) },
        { kind: 'p', text: text.applicant.received },
        { kind: 'facts', rows: [[text.referenceLabel, reference]] },
        { kind: 'h2', text: text.applicant.stepsTitle },
        { kind: 'steps', items: text.applicant.steps },
        ...nextThenFooter(context, text.applicant),
      ],
    },
  );

  // Name, reference and country only: the rest stays in the database, where access is controlled.
  add(
    context,
    'committeeNotice',
    config.committeeEmail,
    text.committee.subject,
    { firstName, lastName },
    staffNotice(context, text.committee, [
      [text.committee.name, name],
      [text.committee.country, country],
    ]),
  );
}

/** What every message of a donation draws on, worked out once. */
function donationFacts({ text, reference, language }: Context, doc: DonationDocument) {
  const honoree = oneLine(doc.donationFor);
  const named: '' | '_unnamed' = honoree === '' ? '_unnamed' : '';
  // The donor's and the honoree's names: the only text the sender chose that these messages carry.
  const donorNames: Names = { 'personalInfo.firstName': doc.personalInfo.firstName, donationFor: doc.donationFor };
  const greeting: Block = {
    kind: 'p',
    text: interpolate(text.donor.greeting, { name: oneLine(doc.personalInfo.firstName) }),
  };
  const signedOff: Block[] = [
    { kind: 'p', text: interpolate(text.quoteReference, { reference }) },
    { kind: 'p', text: text.signature },
  ];
  const giftNames: Names = { ...donorNames, 'personalInfo.lastName': doc.personalInfo.lastName };
  const amount = formatAmount(doc.donationAmount, language);
  const frequency = text.donor.frequencies[doc.donationFrequency];
  const tribute = interpolate(text.tribute[`${doc.donationType}${named}`], { name: honoree });
  return {
    donor: oneLine(`${doc.personalInfo.firstName} ${doc.personalInfo.lastName}`),
    honoree,
    /** '_unnamed' when the gift honours nobody by name: the texts' keys for that case end with it. */
    named,
    amount,
    frequency,
    greeting,
    signedOff,
    donorNames,
    giftNames,
    /** The donor's table of the gift (acknowledgement, receipt): the message's own date row, and `extra` rows. */
    giftTable: (date: Row, extra: Row[] = []): Block => ({
      kind: 'facts',
      rows: [
        [text.donor.amount, amount],
        [text.donor.frequency, frequency],
        date,
        [text.donor.tribute, tribute],
        ...extra,
        [text.referenceLabel, reference],
      ],
    }),
    tributeLine: (lines: { notified: string; cardQueued: string }): Block[] =>
      doc.notifyRecipient
        ? [{ kind: 'p', text: doc.notificationType === 'email' ? lines.notified : lines.cardQueued }]
        : [],
  };
}
type DonationFacts = ReturnType<typeof donationFacts>;

/** A donation's messages at `moment`: stored (received), cancelled, or completed by the staff. */
function donationMessages(context: Context, doc: DonationDocument, config: MessageConfig, moment: DonationMoment) {
  const facts = donationFacts(context, doc);
  if (moment.status === 'received') receivedMessages(context, doc, config, facts);
  else if (moment.status === 'cancelled') cancelledMessage(context, doc, facts);
  else completedMessages(context, doc, config, facts, moment.at);
}

function receivedMessages(context: Context, doc: DonationDocument, config: MessageConfig, facts: DonationFacts) {
  const { text, language } = context;
  const { amount, frequency, greeting, donorNames, donor, giftTable, tributeLine } = facts;
  // The stored number is masked ('**** **** **** 4242'): only its last four digits are ever shown.
  const last4 = doc.paymentInfo.cardNumber.slice(-4);
  // The details as received: no money has been taken, the club contacts the donor to complete the donation.
  // The recipient's address is not repeated: it is text the sender typed, and the donor knows it.
  add(context, 'donorAcknowledgement', doc.personalInfo.email, text.donor.subject, donorNames, {
    title: text.donor.heading,
    blocks: [
      greeting,
      { kind: 'p', text: text.donor.thanks },
      giftTable(
        [text.donor.date, formatDay(context.submission.submittedAt, language)],
        [[text.donor.card, interpolate(text.donor.cardEnding, { last4 })]],
      ),
      ...tributeLine(text.donor),
      ...nextThenFooter(context, text.donor),
    ],
  });
  // To the club's own address: that a gift waits, and where to complete it. No card data, no tribute address.
  add(
    context,
    'donationNotice',
    config.donationsEmail,
    text.notice.subject,
    { 'personalInfo.firstName': doc.personalInfo.firstName, 'personalInfo.lastName': doc.personalInfo.lastName },
    staffNotice(context, text.notice, [
      [text.notice.donor, donor],
      [text.donor.amount, amount],
      [text.donor.frequency, frequency],
      [text.notice.received, formatDay(context.submission.submittedAt, language)],
    ]),
  );
}

function cancelledMessage(context: Context, doc: DonationDocument, { greeting, signedOff, donorNames }: DonationFacts) {
  const { text, language } = context;
  add(context, 'donorCancellation', doc.personalInfo.email, text.cancelled.subject, donorNames, {
    title: text.cancelled.heading,
    blocks: [
      greeting,
      {
        kind: 'p',
        text: interpolate(text.cancelled.text, { date: formatDay(context.submission.submittedAt, language) }),
      },
      { kind: 'p', text: text.cancelled.again },
      ...signedOff,
    ],
  });
}

function completedMessages(
  context: Context,
  doc: DonationDocument,
  config: MessageConfig,
  facts: DonationFacts,
  completedAt: Date,
) {
  const { text, reference, language } = context;
  const { greeting, signedOff, donorNames, giftNames, donor, honoree, named } = facts;
  const type = doc.donationType;
  // Completed: the club has the gift. The donor's receipt, then the tribute the donor asked for, if any.
  add(context, 'donationReceipt', doc.personalInfo.email, text.receipt.subject, donorNames, {
    title: text.receipt.heading,
    blocks: [
      greeting,
      { kind: 'p', text: text.receipt.thanks },
      facts.giftTable([text.receipt.completed, formatDay(completedAt, language)]),
      ...facts.tributeLine(text.receipt),
      { kind: 'p', text: text.receipt.keep },
      ...signedOff,
    ],
  });

  if (!doc.notifyRecipient) return;
  const values = { donor, name: honoree };
  // Never the amount: the recipient learns of the gift, not of its size.
  const giftBlocks: Block[] = [
    { kind: 'p', text: interpolate(text.recipient[`gift_${type}${named}`], values) },
    { kind: 'p', text: text.recipient.asked },
    { kind: 'p', text: text.recipient.closing },
    { kind: 'p', text: text.signature },
  ];
  if (doc.notificationType === 'email') {
    add(context, 'tributeEmail', doc.recipientEmail, text.recipient.subject, giftNames, {
      title: text.recipient.heading,
      blocks: giftBlocks,
    });
  } else {
    add(context, 'tributeCard', config.printQueueEmail, text.card.subject, giftNames, {
      title: text.recipient.heading,
      printable: true,
      blocks: [
        {
          kind: 'screenOnly',
          text: interpolate(text.card.staffNote, { reference, recipient: oneLine(doc.recipientEmail) }),
        },
        ...giftBlocks,
      ],
    });
  }
}

/**
 * The messages of one stored submission, and what was skipped and why (for the logs). A donation's are those of
 * `moment` (default: received, when it was stored); `moment` means nothing for an application.
 */
export function buildMessages(
  submission: StoredSubmission,
  config: MessageConfig,
  moment: DonationMoment = { status: 'received', at: submission.submittedAt },
): { mails: Mail[]; skipped: Skipped[] } {
  const mails: Mail[] = [];
  const skipped: Skipped[] = [];
  const schema = documentSchemaFor(submission.collection, { now: () => submission.submittedAt });
  if (!schema) return { mails, skipped: [{ kind: 'all', reason: `no messages for ${submission.collection}` }] };
  // A donation's status fields are the server's and the staff's record, not what the donor sent.
  const fields =
    submission.collection === donationCollection ? donationLifeOf(submission.data).fields : submission.data;
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const problems = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(document)'))].join(', ');
    return { mails, skipped: [{ kind: 'all', reason: `not a valid ${submission.collection} document (${problems})` }] };
  }
  const doc = parsed.data;
  const language = messageLanguage(doc.language);
  const context: Context = {
    submission,
    reference: doc.reference,
    language,
    text: catalogues[language],
    mails,
    skipped,
  };
  if (submission.collection === joinCollection) joinMessages(context, doc as JoinDocument, config);
  if (submission.collection === donationCollection) donationMessages(context, doc as DonationDocument, config, moment);
  return { mails, skipped };
}
