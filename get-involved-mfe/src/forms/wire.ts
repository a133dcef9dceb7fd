// The forms' fields as they are posted (application/x-www-form-urlencoded): the `name` of each input in the
// server's HTML, which a native post sends, and which the island's fetch sends too, so the server reads both
// alike (actions/wire.ts). This is the browser's side: the form's values → the posted fields, the posted fields
// the server gives back after a failed post → the form's values, and a posted name → the form's field.
//
// Card data: the card inputs have no `name` (a native post never carries them). Only the island adds the last
// four digits of the card number, the holder and the expiry; the number itself and the CVV are never sent.
import { digitsOf, donationDefaults, honeypotField, presetAmounts } from '@stallions/submissions/rules';
import type { DonationFormInput } from '@stallions/submissions';
import type { JoinValues } from './schemas';

export const joinFieldNames = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'language',
  'country',
  'province',
  'district',
  'postalCode',
  'email',
  'phone',
  'heardFrom',
  'whyInvolved',
  'hasReference',
  'referenceNumber',
  honeypotField,
] as const satisfies readonly (keyof JoinValues)[];

/** The "other amount" choice of the amount radios; its amount is the `otherAmount` field. */
export const otherAmountChoice = 'other';
export const presetAmountChoices: readonly string[] = presetAmounts.map(String);

/**
 * What the donation form holds: the schema's input, except that `donationAmount` is the chosen radio (a preset
 * or 'other') and `otherAmount` the amount typed for 'other', as both are posted.
 */
export type DonationValues = Omit<DonationFormInput, 'donationAmount'> & {
  donationAmount: string;
  otherAmount: string;
};

export const donationValueDefaults: DonationValues = { ...donationDefaults, otherAmount: '' };

/** The amount the schema checks: the preset chosen, or the one typed for "other". */
export const chosenAmount = ({
  donationAmount,
  otherAmount,
}: Pick<DonationValues, 'donationAmount' | 'otherAmount'>) =>
  donationAmount === otherAmountChoice ? otherAmount : donationAmount;

/** The schema's input from the form's values. */
export function donationInput(values: DonationValues): DonationFormInput {
  const { otherAmount: _other, ...input } = values;
  return { ...input, donationAmount: chosenAmount(values) };
}

/** The posted names of the donation form's own inputs (the native post's), in the page's order. */
export const donationFieldNames = [
  'donationFrequency',
  'donationAmount',
  'otherAmount',
  'donationType',
  'donationFor',
  'notifyRecipient',
  'notificationType',
  'recipientEmail',
  'personalInfo.firstName',
  'personalInfo.lastName',
  'personalInfo.phone',
  'personalInfo.email',
  'billingInfo.postalCode',
  'billingInfo.city',
  'billingInfo.country',
  honeypotField,
] as const;

/** What only the island adds: the card's last four digits, its holder and its expiry. */
export const cardFieldNames = ['paymentInfo.cardLast4', 'paymentInfo.cardHolder', 'paymentInfo.expiryDate'] as const;

/** The checkbox's value: posted when ticked, absent otherwise. */
export const checkedValue = 'true';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The join form's fields, as its native post sends them. */
export function joinFields(values: JoinValues): URLSearchParams {
  return new URLSearchParams(joinFieldNames.map((name) => [name, text(values[name])]));
}

/** The value at a posted name's path in the form's values ('personalInfo.email' → values.personalInfo.email). */
const valueAt = (values: object, name: string): unknown =>
  name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);

/** Sets the value at a posted name's path (its group is the caller's own copy); names come from our lists only. */
function setAt(values: object, name: string, value: string) {
  const keys = name.split('.');
  const last = keys.pop()!;
  const group = keys.reduce((inner, key) => (inner as Record<string, object>)[key]!, values);
  (group as Record<string, unknown>)[last] = value;
}

/**
 * The donation form's fields, as its native post sends them (donationFieldNames, in order; the box only when
 * ticked), then the card's last four digits, holder and expiry (the island's only). Never the card number, never
 * the CVV.
 */
export function donationFields(values: DonationValues): URLSearchParams {
  const fields = new URLSearchParams();
  for (const name of donationFieldNames) {
    if (name !== 'notifyRecipient') fields.append(name, text(valueAt(values, name)));
    else if (values.notifyRecipient === true) fields.append(name, checkedValue);
  }
  const { paymentInfo } = values;
  const card: Record<(typeof cardFieldNames)[number], string> = {
    'paymentInfo.cardLast4': digitsOf(text(paymentInfo?.cardNumber)).slice(-4),
    'paymentInfo.cardHolder': text(paymentInfo?.cardHolder),
    'paymentInfo.expiryDate': text(paymentInfo?.expiryDate),
  };
  for (const name of cardFieldNames) fields.append(name, card[name]);
  return fields;
}

type Posted = Readonly<Record<string, string>>;
const has = (posted: Posted, name: string) => Object.prototype.hasOwnProperty.call(posted, name);
const read = (posted: Posted, name: string, otherwise: string) =>
  has(posted, name) && typeof posted[name] === 'string' ? posted[name] : otherwise;

/** The join form's values from the fields a failed post gave back; a field not given back keeps `base`'s. */
export function joinValuesFrom(posted: Posted, base: JoinValues): JoinValues {
  const values: Record<string, unknown> = { ...base };
  for (const name of joinFieldNames) if (name !== honeypotField) values[name] = read(posted, name, text(base[name]));
  return values as JoinValues;
}

/**
 * The donation form's values from the fields a failed post gave back (never card data: the card stays empty).
 * The checkbox is ticked only if it was posted; an amount that is no preset (the island may post the amount
 * itself) is "other" with that amount; a text field not given back keeps `base`'s.
 */
export function donationValuesFrom(posted: Posted, base: DonationValues = donationValueDefaults): DonationValues {
  // A copy deep enough to set a grouped field's value in ('personalInfo.email').
  const values = { ...base, personalInfo: { ...base.personalInfo }, billingInfo: { ...base.billingInfo } };
  for (const name of donationFieldNames)
    if (name !== honeypotField && name !== 'notifyRecipient')
      setAt(values, name, read(posted, name, text(valueAt(base, name))));
  const amount = values.donationAmount;
  const isChoice = amount === otherAmountChoice || presetAmountChoices.includes(amount);
  return {
    ...values,
    donationAmount: isChoice ? amount : otherAmountChoice,
    otherAmount: isChoice ? values.otherAmount : amount,
    notifyRecipient: posted.notifyRecipient === checkedValue || posted.notifyRecipient === 'on',
  };
}

/** The donation form's field a posted name's problem belongs to (the card's last four digits: the card number). */
const donationPaths: Readonly<Record<string, string>> = {
  otherAmount: 'donationAmount',
  'paymentInfo.cardLast4': 'paymentInfo.cardNumber',
};
export const donationPathOf = (name: string): string => donationPaths[name] ?? name;
export const joinPathOf = (name: string): string => name;
