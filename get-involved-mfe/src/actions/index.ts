// Exposed as "getInvolved/actions" by the server build only: the server side of this section's two forms, called
// by the render server for a POST to the form's page (natively or from the island) with what the host lends it
// (shared-config/actions). Everything that protects the club runs here, whatever the browser did before:
//   parse the posted fields → validate with the form's schema → the honeypot → the form token (signed by the
//   host; its age says whether a person filled the form) → App Check (when configured) →
//   the same submission again? its first reference → the limits (per client address, per recipient address) →
//   store once (the store makes the reference, the id and the timestamp; storing triggers the messages).
// Nothing a sender chose reaches a message but names, which the schema keeps free of links and markup.
import { createHmac } from 'node:crypto';
import type {
  ActionHost,
  ActionOutcome,
  FieldProblem,
  FormActions,
  FormPost,
  LimitHit,
} from '@stallions/shared-config/actions';
import { earlyPostField } from '@stallions/shared-config/render-contract';
import {
  createDonationPostSchema,
  createJoinFormSchema,
  donationCollection,
  isHoneypotFilled,
  joinCollection,
  newSubmissionReference,
  toDonationDocument,
  toJoinDocument,
  type SubmissionCollection,
} from '@stallions/submissions';
import { recipientLimitKey, recipientRule } from '@stallions/submissions/recipient-address';
import { supportedLanguages, type Language } from '@stallions/shared-i18n/languages';
import { donationFieldNames, joinFieldNames, neverShownAgain, postedDonation, postedJoin } from './wire';

/** The alerts' translation keys (`pages` namespace of this section). */
const alerts = {
  limited: 'getInvolved.form.alerts.limited',
  recipientLimited: 'getInvolved.form.alerts.recipientLimited',
  cardNeedsScript: 'getInvolved.form.alerts.cardNeedsScript',
  verification: 'getInvolved.form.alerts.verification',
  checkAgain: 'getInvolved.form.alerts.checkAgain',
} as const;

/** The posted values to show again on the error page: the form's own fields, never card data or the honeypot. */
function valuesToShow(fields: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.filter((name) => !neverShownAgain.has(name) && name in fields).map((name) => [name, fields[name]!]),
  );
}

/** zod's issues as the posted fields' problems: one per field, the first, in the schema's order. */
function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldProblem[] {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || 'form';
    if (seen.has(name)) continue;
    seen.add(name);
    problems.push({ name, message: issue.message });
  }
  return problems;
}

/** A keyed hash: limit and idempotency keys name no address or content in clear. */
const keyOf = (secret: string, ...parts: string[]) =>
  createHmac('sha256', secret).update(parts.join('\u0000')).digest('hex');

/** JSON with its keys sorted: the same submission gives the same text, however its fields were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

interface Submission {
  collection: SubmissionCollection;
  /** The document without reference and timestamp (the store's). */
  document: Record<string, unknown> & { ipAddress: string };
  /**
   * The address of each message storing it queues to an address a person typed: one entry per message, the same
   * address twice when two messages go to it. Never the staff's (the club's own addresses are not counted).
   */
  messagesTo: string[];
  values: Record<string, string>;
}

/**
 * The same submission again (a double click, a retried fetch, a replayed request) answers the first one's
 * reference and stores nothing; a new one counts against the limits, then is stored once.
 */
async function storeOnce(host: ActionHost, { collection, document, messagesTo, values }: Submission) {
  const { ipAddress, ...content } = document;
  const key = keyOf(host.secret, 'submission', collection, canonical(content));
  const earlier = await host.store.find(collection, key);
  if (earlier) return { kind: 'stored', reference: earlier } satisfies ActionOutcome;

  const { perClient, perRecipient } = host.limits;
  const clientHit: LimitHit = {
    key: keyOf(host.secret, 'client', ipAddress),
    limit: perClient.count,
    windowMs: perClient.windowMinutes * 60_000,
  };
  // One hit per message, on the mailbox it reaches (NFKC, case folded, +tag removed: one module decides, the one
  // local-cloud and the Cloud Functions ask when a donation's later messages go). The decision and the count are
  // one transaction of the limiter, all or nothing with the client's hit.
  const recipientHits: LimitHit[] = messagesTo.map((address) => ({
    key: recipientLimitKey(host.secret, address),
    ...recipientRule(perRecipient),
  }));
  const taken = await host.limiter.take([clientHit, ...recipientHits], host.now());
  if (!taken.ok)
    return {
      kind: 'limited',
      retryAfterSeconds: Math.max(1, Math.ceil(taken.retryAfterMs / 1000)),
      alert: taken.full.includes(clientHit.key) ? alerts.limited : alerts.recipientLimited,
      values,
    } satisfies ActionOutcome;

  const { reference } = await host.store.create({ collection, key, document });
  return { kind: 'stored', reference } satisfies ActionOutcome;
}

/** Checks that come before anything is stored, after the fields are valid. */
async function gate(post: FormPost, host: ActionHost, values: Record<string, string>): Promise<ActionOutcome | null> {
  // A bot sees the success a person sees, with a reference that names nothing.
  if (isHoneypotFilled(post.fields)) return { kind: 'stored', reference: newSubmissionReference() };
  // Not a view of this form the host showed between the token's minimum and maximum age (a script that never
  // read the page, a page left open for days): nothing stored or sent; the form again, its values and a fresh token.
  if (post.formToken !== 'valid') return { kind: 'invalid', problems: [], alert: alerts.checkAgain, values };
  if (host.verifyAppCheck && !(await host.verifyAppCheck(post.appCheckToken)))
    return { kind: 'invalid', problems: [], alert: alerts.verification, values };
  return null;
}

/** The membership application (joinFormSubmissions). */
async function joinForm(post: FormPost, host: ActionHost): Promise<ActionOutcome> {
  const values = valuesToShow(post.fields, joinFieldNames);
  const input = postedJoin(post.fields);
  const parsed = createJoinFormSchema({ now: host.now }).safeParse(input);
  // The applicant's preferred language, exactly one of the site's (their confirmation is written in it).
  const language = (supportedLanguages as readonly string[]).includes(input.language)
    ? (input.language as Language)
    : undefined;
  const problems = parsed.success ? [] : problemsOf(parsed.error.issues);
  if (!language) problems.push({ name: 'language', message: 'validation.option' });
  if (!parsed.success || !language) return { kind: 'invalid', problems, values };

  const stop = await gate(post, host, values);
  if (stop) return stop;
  const { reference: _none, ...document } = toJoinDocument(parsed.data, {
    language,
    ipAddress: host.clientAddress,
    reference: '',
  });
  // The applicant's confirmation; the committee's notice goes to the club's own address.
  return storeOnce(host, { collection: joinCollection, document, messagesTo: [document.email], values });
}

/**
 * A donation (donationFormSubmissions). Its card details come only from the island (the last four digits, the
 * holder, the expiry): a native post cannot carry them (the card inputs have no name), so it is refused with a
 * message that says so, every other value kept.
 */
async function donationForm(post: FormPost, host: ActionHost): Promise<ActionOutcome> {
  const values = valuesToShow(post.fields, donationFieldNames);
  const input = postedDonation(post.fields);
  const parsed = createDonationPostSchema({ now: host.now }).safeParse(input);
  const withoutCard = !input.paymentInfo.cardLast4;
  // Posted natively by a page whose script runs (its island not hydrated yet, nothing typed in the card): the
  // card is missing because it was left empty, and says so like any empty field.
  const cardLeftEmpty = withoutCard && post.fields[earlyPostField] === '1';
  if (!parsed.success || withoutCard) {
    // Without card details from a page without script, the other fields' problems: the alert says why the
    // card is missing.
    const problems = parsed.success
      ? []
      : problemsOf(parsed.error.issues).filter(
          (problem) => cardLeftEmpty || !(withoutCard && problem.name.startsWith('paymentInfo.')),
        );
    return {
      kind: 'invalid',
      problems,
      values,
      ...(withoutCard && !cardLeftEmpty ? { alert: alerts.cardNeedsScript } : {}),
    };
  }

  const stop = await gate(post, host, values);
  if (stop) return stop;
  const { reference: _none, ...document } = toDonationDocument(parsed.data, {
    language: post.language,
    ipAddress: host.clientAddress,
    reference: '',
  });
  // Storing it queues the donor's acknowledgement (and the club's notice, to its own address). The receipt and
  // the tribute message go only once the staff complete the gift: they are counted then, against the same
  // mailboxes (functions/src/messages/status.ts), never here.
  return storeOnce(host, {
    collection: donationCollection,
    document,
    messagesTo: [document.personalInfo.email],
    values,
  });
}

/** By the form names this section's ./pages declares. */
const actions: FormActions = { joinForm, donationForm };
export default actions;
