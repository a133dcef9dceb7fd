// The server's reading of the forms' posted fields (their names are forms/wire.ts's, the server HTML's): the
// values the schemas check. A missing field reads as empty, so the schema names it; nothing else of the body is
// read. A native post sends what was typed, so numbers get the island's normalisation here too (Arabic-Indic
// digits, a decimal comma).
import { honeypotField, type DonationPostInput, type JoinFormInput } from '@stallions/submissions';
import {
  cardFieldNames,
  checkedValue,
  donationFieldNames as donationFormNames,
  joinFieldNames,
  otherAmountChoice,
} from '../forms/wire';
import { normalizeAmount, toLatinDigits } from '../forms/normalize';

export { joinFieldNames };

/** Every field a donation's post may carry: the form's own, then what only the island adds. */
export const donationFieldNames = [...donationFormNames, ...cardFieldNames] as const;

/** Never written back into a page: card data and the honeypot. */
export const neverShownAgain = new Set<string>([...cardFieldNames, honeypotField]);

type Fields = Readonly<Record<string, string>>;
const text = (fields: Fields, name: string) => fields[name] ?? '';
const digits = (fields: Fields, name: string) => toLatinDigits(text(fields, name)) as string;
const amount = (fields: Fields, name: string) => normalizeAmount(text(fields, name)) as string;

export function postedJoin(fields: Fields): JoinFormInput & { language: string } {
  const read = (name: (typeof joinFieldNames)[number]) => text(fields, name);
  return {
    firstName: read('firstName'),
    lastName: read('lastName'),
    dateOfBirth: read('dateOfBirth'),
    language: read('language'),
    country: read('country'),
    province: read('province'),
    district: read('district'),
    postalCode: read('postalCode'),
    email: read('email'),
    phone: digits(fields, 'phone'),
    heardFrom: read('heardFrom'),
    whyInvolved: read('whyInvolved'),
    hasReference: read('hasReference'),
    referenceNumber: read('referenceNumber'),
    [honeypotField]: read(honeypotField),
  } as JoinFormInput & { language: string };
}

export function postedDonation(fields: Fields): DonationPostInput {
  const read = (name: (typeof donationFieldNames)[number]) => text(fields, name);
  return {
    donationType: read('donationType'),
    donationFor: read('donationFor'),
    // A checkbox posts its value when ticked and nothing otherwise ('on' when it has no value).
    notifyRecipient: fields.notifyRecipient === checkedValue || fields.notifyRecipient === 'on',
    notificationType: read('notificationType'),
    recipientEmail: read('recipientEmail'),
    donationFrequency: read('donationFrequency'),
    // A preset chosen, or 'other' and the amount typed.
    donationAmount:
      read('donationAmount') === otherAmountChoice ? amount(fields, 'otherAmount') : amount(fields, 'donationAmount'),
    personalInfo: {
      firstName: read('personalInfo.firstName'),
      lastName: read('personalInfo.lastName'),
      phone: digits(fields, 'personalInfo.phone'),
      email: read('personalInfo.email'),
    },
    billingInfo: {
      postalCode: read('billingInfo.postalCode'),
      city: read('billingInfo.city'),
      country: read('billingInfo.country'),
    },
    paymentInfo: {
      cardLast4: digits(fields, 'paymentInfo.cardLast4'),
      cardHolder: read('paymentInfo.cardHolder'),
      expiryDate: digits(fields, 'paymentInfo.expiryDate'),
    },
    [honeypotField]: read(honeypotField),
  } as DonationPostInput;
}
