// Each form's fields in screen order, as the error summary names them (their label, or their group's legend)
// and the element its link focuses: a radio group is focused through its first radio.
import type { SummaryField } from './flow';
import type { JoinValues } from './schemas';
import type { DonationValues } from './wire';

/** The page's translations (`pages`); the keys are spelled out, so the translation checker sees them. */
type Translate = (key: string) => string;
/** The element id of one of the form's fields. */
type FieldIdOf = (name: string) => string;

export function joinSummaryFields(t: Translate, id: FieldIdOf): SummaryField<JoinValues>[] {
  return [
    { path: 'firstName', fieldId: id('firstName'), label: t('getInvolved.join.form.firstName.label') },
    { path: 'lastName', fieldId: id('lastName'), label: t('getInvolved.join.form.lastName.label') },
    { path: 'dateOfBirth', fieldId: id('dateOfBirth'), label: t('getInvolved.join.form.dateOfBirth.label') },
    { path: 'language', fieldId: id('language'), label: t('getInvolved.join.form.language.label') },
    { path: 'country', fieldId: id('country'), label: t('getInvolved.join.form.country.label') },
    { path: 'province', fieldId: id('province'), label: t('getInvolved.join.form.province.label') },
    { path: 'district', fieldId: id('district'), label: t('getInvolved.join.form.district.label') },
    { path: 'postalCode', fieldId: id('postalCode'), label: t('getInvolved.join.form.postalCode.label') },
    { path: 'email', fieldId: id('email'), label: t('getInvolved.join.form.email.label') },
    { path: 'phone', fieldId: id('phone'), label: t('getInvolved.join.form.phone.label') },
    { path: 'heardFrom', fieldId: id('heardFrom'), label: t('getInvolved.join.form.heardFrom.summaryLabel') },
    { path: 'whyInvolved', fieldId: id('whyInvolved'), label: t('getInvolved.join.form.whyInvolved.summaryLabel') },
    {
      path: 'hasReference',
      fieldId: id('hasReference-yes'),
      label: t('getInvolved.join.form.hasReference.summaryLabel'),
    },
    {
      path: 'referenceNumber',
      fieldId: id('referenceNumber'),
      label: t('getInvolved.join.form.referenceNumber.label'),
    },
  ];
}

/** `amountFieldId`: the amount's error shows by the "other" field while "other" is chosen, else by the first preset. */
export function donationSummaryFields(
  t: Translate,
  id: FieldIdOf,
  amountFieldId: string,
): SummaryField<DonationValues>[] {
  return [
    {
      path: 'donationFrequency',
      fieldId: id('donationFrequency-one_time'),
      label: t('getInvolved.donate.form.donationFrequency.summaryLabel'),
    },
    {
      path: 'donationAmount',
      fieldId: amountFieldId,
      label: t('getInvolved.donate.form.donationAmount.summaryLabel'),
    },
    {
      path: 'donationType',
      fieldId: id('donationType-in_memory'),
      label: t('getInvolved.donate.form.donationType.summaryLabel'),
    },
    { path: 'donationFor', fieldId: id('donationFor'), label: t('getInvolved.donate.form.donationFor.label') },
    {
      path: 'notifyRecipient',
      fieldId: id('notifyRecipient'),
      label: t('getInvolved.donate.form.notifyRecipient.label'),
    },
    {
      path: 'notificationType',
      fieldId: id('notificationType-email'),
      label: t('getInvolved.donate.form.notificationType.summaryLabel'),
    },
    {
      path: 'recipientEmail',
      fieldId: id('recipientEmail'),
      label: t('getInvolved.donate.form.recipientEmail.label'),
    },
    { path: 'personalInfo.firstName', fieldId: id('firstName'), label: t('getInvolved.donate.form.firstName.label') },
    { path: 'personalInfo.lastName', fieldId: id('lastName'), label: t('getInvolved.donate.form.lastName.label') },
    { path: 'personalInfo.phone', fieldId: id('phone'), label: t('getInvolved.donate.form.phone.label') },
    { path: 'personalInfo.email', fieldId: id('email'), label: t('getInvolved.donate.form.email.label') },
    { path: 'billingInfo.postalCode', fieldId: id('postalCode'), label: t('getInvolved.donate.form.postalCode.label') },
    { path: 'billingInfo.city', fieldId: id('city'), label: t('getInvolved.donate.form.city.label') },
    { path: 'billingInfo.country', fieldId: id('country'), label: t('getInvolved.donate.form.country.label') },
    { path: 'paymentInfo.cardNumber', fieldId: id('cardNumber'), label: t('getInvolved.donate.form.cardNumber.label') },
    { path: 'paymentInfo.cardHolder', fieldId: id('cardHolder'), label: t('getInvolved.donate.form.cardHolder.label') },
    { path: 'paymentInfo.expiryDate', fieldId: id('expiryDate'), label: t('getInvolved.donate.form.expiryDate.label') },
    { path: 'paymentInfo.cvv', fieldId: id('cvv'), label: t('getInvolved.donate.form.cvv.label') },
  ];
}
