// Each form's fields in screen order, as the error summary names them (their label, or their group's legend)
// and the element its link focuses: a radio group is focused through its first radio.
import type { SummaryField } from './flow';
import type { JoinValues } from './schemas';
import type { DonationValues } from './wire';

/** The page's translations; each key spelled out with its namespace (`pages:`), so the translation checker sees it. */
type Translate = (key: string) => string;
/** The element id of one of the form's fields. */
type FieldIdOf = (name: string) => string;

export function joinSummaryFields(t: Translate, id: FieldIdOf): SummaryField<JoinValues>[] {
  return [
    { path: 'firstName', fieldId: id('firstName'), label: t('pages:getInvolved.join.form.firstName.label') },
    { path: 'lastName', fieldId: id('lastName'), label: t('pages:getInvolved.join.form.lastName.label') },
    { path: 'dateOfBirth', fieldId: id('dateOfBirth'), label: t('pages:getInvolved.join.form.dateOfBirth.label') },
    { path: 'language', fieldId: id('language'), label: t('pages:getInvolved.join.form.language.label') },
    { path: 'country', fieldId: id('country'), label: t('pages:getInvolved.join.form.country.label') },
    { path: 'province', fieldId: id('province'), label: t('pages:getInvolved.join.form.province.label') },
    { path: 'district', fieldId: id('district'), label: t('pages:getInvolved.join.form.district.label') },
    { path: 'postalCode', fieldId: id('postalCode'), label: t('pages:getInvolved.join.form.postalCode.label') },
    { path: 'email', fieldId: id('email'), label: t('pages:getInvolved.join.form.email.label') },
    { path: 'phone', fieldId: id('phone'), label: t('pages:getInvolved.join.form.phone.label') },
    { path: 'heardFrom', fieldId: id('heardFrom'), label: t('pages:getInvolved.join.form.heardFrom.summaryLabel') },
    {
      path: 'whyInvolved',
      fieldId: id('whyInvolved'),
      label: t('pages:getInvolved.join.form.whyInvolved.summaryLabel'),
    },
    {
      path: 'hasReference',
      fieldId: id('hasReference-yes'),
      label: t('pages:getInvolved.join.form.hasReference.summaryLabel'),
    },
    {
      path: 'referenceNumber',
      fieldId: id('referenceNumber'),
      label: t('pages:getInvolved.join.form.referenceNumber.label'),
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
      label: t('pages:getInvolved.donate.form.donationFrequency.summaryLabel'),
    },
    {
      path: 'donationAmount',
      fieldId: amountFieldId,
      label: t('pages:getInvolved.donate.form.donationAmount.summaryLabel'),
    },
    {
      path: 'donationType',
      fieldId: id('donationType-in_memory'),
      label: t('pages:getInvolved.donate.form.donationType.summaryLabel'),
    },
    { path: 'donationFor', fieldId: id('donationFor'), label: t('pages:getInvolved.donate.form.donationFor.label') },
    {
      path: 'notifyRecipient',
      fieldId: id('notifyRecipient'),
      label: t('pages:getInvolved.donate.form.notifyRecipient.label'),
    },
    {
      path: 'notificationType',
      fieldId: id('notificationType-email'),
      label: t('pages:getInvolved.donate.form.notificationType.summaryLabel'),
    },
    {
      path: 'recipientEmail',
      fieldId: id('recipientEmail'),
      label: t('pages:getInvolved.donate.form.recipientEmail.label'),
    },
    {
      path: 'personalInfo.firstName',
      fieldId: id('firstName'),
      label: t('pages:getInvolved.donate.form.firstName.label'),
    },
    {
      path: 'personalInfo.lastName',
      fieldId: id('lastName'),
      label: t('pages:getInvolved.donate.form.lastName.label'),
    },
    { path: 'personalInfo.phone', fieldId: id('phone'), label: t('pages:getInvolved.donate.form.phone.label') },
    { path: 'personalInfo.email', fieldId: id('email'), label: t('pages:getInvolved.donate.form.email.label') },
    {
      path: 'billingInfo.postalCode',
      fieldId: id('postalCode'),
      label: t('pages:getInvolved.donate.form.postalCode.label'),
    },
    { path: 'billingInfo.city', fieldId: id('city'), label: t('pages:getInvolved.donate.form.city.label') },
    { path: 'billingInfo.country', fieldId: id('country'), label: t('pages:getInvolved.donate.form.country.label') },
    {
      path: 'paymentInfo.cardNumber',
      fieldId: id('cardNumber'),
      label: t('pages:getInvolved.donate.form.cardNumber.label'),
    },
    {
      path: 'paymentInfo.cardHolder',
      fieldId: id('cardHolder'),
      label: t('pages:getInvolved.donate.form.cardHolder.label'),
    },
    {
      path: 'paymentInfo.expiryDate',
      fieldId: id('expiryDate'),
      label: t('pages:getInvolved.donate.form.expiryDate.label'),
    },
    { path: 'paymentInfo.cvv', fieldId: id('cvv'), label: t('pages:getInvolved.donate.form.cvv.label') },
  ];
}
