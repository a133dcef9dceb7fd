// The donation form (spec section 3, collection donationFormSubmissions).
// Card data: the CVV is validated here and never sent; the card number is stored masked to its last four
// digits (see submissions/submit.ts and toDonationDocument in shared-config).
// Email addresses, phone and card numbers are Latin text: their inputs stay left-to-right in Arabic too.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type SubmitErrorHandler, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  donationDefaults,
  donationFormSchema,
  honeypotField,
  isHoneypotFilled,
  parseDonationAmount,
  presetAmounts,
  type DonationFormData,
  type DonationFormInput,
  type DonationFrequency,
} from '@stallions/shared-config';
import { isRtl, useFormatters } from '@stallions/shared-i18n';
import { CheckboxField, FieldGroup, FormActions, RadioGroup, SubmitButton, TextField } from '@stallions/shared-ui';
import { LockIcon } from '../components/icons';
import { submitDonation } from '../submissions';
import { AmountPicker, amountOptionId } from './AmountPicker';
import { summarize, useSubmissionFlow, type FieldTarget, type SubmissionFlowOptions } from './flow';
import { FormFeedback } from './FormFeedback';
import { Honeypot } from './Honeypot';
import { GroupNote, RequiredNote } from './layout';
import { isolateLatinRuns, normalizeAmount, toLatinDigits } from './normalize';
import { useValidationMessages } from './validation';

export type SubmitDonation = (form: DonationFormData) => Promise<void>;

export interface DonationFormProps extends SubmissionFlowOptions {
  /** Id of the heading that names the form. */
  titleId?: string;
  /** Sends a valid donation; the real pipeline by default, a mock in tests. */
  submit?: SubmitDonation;
}

const id = (name: string) => `donation-${name}`;
const amountPrefix = id('amount');
const otherAmount = 'other';
const presets = presetAmounts.map(String);

/** The amount button that matches a value, or "other". */
const choiceFor = (amount: string) => (presets.includes(amount) ? amount : otherAmount);

function fieldTargets(amountChoice: string): FieldTarget[] {
  return [
    { path: 'donationFrequency', fieldId: id('donationFrequency-one_time') },
    {
      path: 'donationAmount',
      fieldId: amountChoice === otherAmount ? id('otherAmount') : amountOptionId(amountPrefix, presets[0]!),
    },
    { path: 'donationType', fieldId: id('donationType-in_memory') },
    { path: 'donationFor', fieldId: id('donationFor') },
    { path: 'notifyRecipient', fieldId: id('notifyRecipient') },
    { path: 'notificationType', fieldId: id('notificationType-email') },
    { path: 'recipientEmail', fieldId: id('recipientEmail') },
    { path: 'personalInfo.firstName', fieldId: id('firstName') },
    { path: 'personalInfo.lastName', fieldId: id('lastName') },
    { path: 'personalInfo.phone', fieldId: id('phone') },
    { path: 'personalInfo.email', fieldId: id('email') },
    { path: 'billingInfo.postalCode', fieldId: id('postalCode') },
    { path: 'billingInfo.city', fieldId: id('city') },
    { path: 'billingInfo.country', fieldId: id('country') },
    { path: 'paymentInfo.cardNumber', fieldId: id('cardNumber') },
    { path: 'paymentInfo.cardHolder', fieldId: id('cardHolder') },
    { path: 'paymentInfo.expiryDate', fieldId: id('expiryDate') },
    { path: 'paymentInfo.cvv', fieldId: id('cvv') },
  ];
}

export function DonationForm({ titleId, submit = submitDonation, minFillTimeMs }: DonationFormProps) {
  const { t, i18n } = useTranslation('pages');
  const { currency, number } = useFormatters();
  const rtl = isRtl(i18n.resolvedLanguage ?? i18n.language);
  const money = (text: string) => isolateLatinRuns(text, rtl);
  const translate = useValidationMessages();
  const flow = useSubmissionFlow({ minFillTimeMs });
  const [amountChoice, setAmountChoice] = useState(() => choiceFor(donationDefaults.donationAmount));
  const {
    register,
    handleSubmit,
    reset,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<DonationFormInput, unknown, DonationFormData>({
    resolver: zodResolver(donationFormSchema),
    defaultValues: donationDefaults,
    shouldFocusError: false,
  });
  const [notifyRecipient, amount, frequency] = useWatch({
    control,
    name: ['notifyRecipient', 'donationAmount', 'donationFrequency'],
  });

  const chooseAmount = (value: string) => {
    setAmountChoice(value);
    // "Other" starts empty: the visitor types their own amount in the input that appears.
    setValue('donationAmount', value === otherAmount ? '' : value, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  const onValid: SubmitHandler<DonationFormData> = (values) =>
    flow.run({
      values,
      send: submit,
      reset: () => {
        reset(donationDefaults);
        setAmountChoice(choiceFor(donationDefaults.donationAmount));
      },
      honeypotFilled: isHoneypotFilled(values),
    });
  const onInvalid: SubmitErrorHandler<DonationFormInput> = (formErrors) =>
    flow.showErrors(summarize(formErrors, fieldTargets(amountChoice)));

  const error = (message: string | undefined) => translate(message);
  const amountError = error(errors.donationAmount?.message);
  const fieldLabels: Record<string, string> = {
    [id('donationFrequency-one_time')]: t('getInvolved.donate.form.donationFrequency.summaryLabel'),
    [amountOptionId(amountPrefix, presets[0]!)]: t('getInvolved.donate.form.donationAmount.summaryLabel'),
    [id('otherAmount')]: t('getInvolved.donate.form.donationAmount.summaryLabel'),
    [id('donationType-in_memory')]: t('getInvolved.donate.form.donationType.summaryLabel'),
    [id('donationFor')]: t('getInvolved.donate.form.donationFor.label'),
    [id('notifyRecipient')]: t('getInvolved.donate.form.notifyRecipient.label'),
    [id('notificationType-email')]: t('getInvolved.donate.form.notificationType.summaryLabel'),
    [id('recipientEmail')]: t('getInvolved.donate.form.recipientEmail.label'),
    [id('firstName')]: t('getInvolved.donate.form.firstName.label'),
    [id('lastName')]: t('getInvolved.donate.form.lastName.label'),
    [id('phone')]: t('getInvolved.donate.form.phone.label'),
    [id('email')]: t('getInvolved.donate.form.email.label'),
    [id('postalCode')]: t('getInvolved.donate.form.postalCode.label'),
    [id('city')]: t('getInvolved.donate.form.city.label'),
    [id('country')]: t('getInvolved.donate.form.country.label'),
    [id('cardNumber')]: t('getInvolved.donate.form.cardNumber.label'),
    [id('cardHolder')]: t('getInvolved.donate.form.cardHolder.label'),
    [id('expiryDate')]: t('getInvolved.donate.form.expiryDate.label'),
    [id('cvv')]: t('getInvolved.donate.form.cvv.label'),
  };

  // "Donate $1,000 a month": the button says what will happen.
  const parsed = parseDonationAmount(amount ?? '');
  const amountText =
    parsed !== undefined && parsed > 0
      ? money(
          number(parsed, {
            style: 'currency',
            currency: 'USD',
            minimumFractionDigits: Number.isInteger(parsed) ? 0 : 2,
          }),
        )
      : undefined;
  const submitLabels: Record<DonationFrequency, string> = {
    one_time: t('getInvolved.donate.form.submitOnce', { amount: amountText }),
    monthly: t('getInvolved.donate.form.submitMonthly', { amount: amountText }),
    annually: t('getInvolved.donate.form.submitAnnually', { amount: amountText }),
  };
  const submitLabel =
    amountText && frequency && frequency in submitLabels
      ? submitLabels[frequency as DonationFrequency]
      : t('getInvolved.donate.form.submit');

  return (
    <form
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      aria-labelledby={titleId}
      aria-busy={flow.submitting || undefined}
      data-testid="donation-form"
    >
      <FormFeedback
        status={flow.status}
        summary={flow.summary}
        feedbackRef={flow.feedbackRef}
        errorMessage={t('getInvolved.donate.form.errorMessage', 'An error occurred while submitting the form.')}
        fieldLabels={fieldLabels}
      />
      <RequiredNote>{t('getInvolved.form.requiredNote')}</RequiredNote>

      <FieldGroup legend={t('getInvolved.donate.form.groups.gift')}>
        <RadioGroup
          name="donationFrequency"
          legend={t('getInvolved.donate.form.donationFrequency.legend')}
          inline
          options={[
            {
              value: 'one_time',
              id: id('donationFrequency-one_time'),
              label: t('getInvolved.donate.form.donationFrequency.one_time'),
            },
            {
              value: 'monthly',
              id: id('donationFrequency-monthly'),
              label: t('getInvolved.donate.form.donationFrequency.monthly'),
            },
            {
              value: 'annually',
              id: id('donationFrequency-annually'),
              label: t('getInvolved.donate.form.donationFrequency.annually'),
            },
          ]}
          error={error(errors.donationFrequency?.message)}
          register={register('donationFrequency')}
        />
        <AmountPicker
          idPrefix={amountPrefix}
          name="donationAmountChoice"
          legend={t('getInvolved.donate.form.donationAmount.legend')}
          hint={t('getInvolved.donate.form.donationAmount.hint')}
          error={amountChoice === otherAmount ? undefined : amountError}
          options={[
            ...presetAmounts.map((value) => ({ value: String(value), label: money(currency(value)) })),
            { value: otherAmount, label: t('getInvolved.donate.form.donationAmount.other') },
          ]}
          choice={amountChoice}
          onChoose={chooseAmount}
          other={
            amountChoice === otherAmount && (
              <TextField
                id={id('otherAmount')}
                dir="ltr"
                label={t('getInvolved.donate.form.donationAmount.otherLabel')}
                hint={t('getInvolved.donate.form.donationAmount.otherHint')}
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                error={amountError}
                {...register('donationAmount', { setValueAs: normalizeAmount })}
              />
            )
          }
        />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.donate.form.groups.dedication')}>
        <RadioGroup
          name="donationType"
          legend={t('getInvolved.donate.form.donationType.legend')}
          options={[
            {
              value: 'in_memory',
              id: id('donationType-in_memory'),
              label: t('getInvolved.donate.form.donationType.in_memory'),
            },
            {
              value: 'in_honor',
              id: id('donationType-in_honor'),
              label: t('getInvolved.donate.form.donationType.in_honor'),
            },
          ]}
          error={error(errors.donationType?.message)}
          register={register('donationType')}
        />
        <TextField
          id={id('donationFor')}
          label={t('getInvolved.donate.form.donationFor.label')}
          hint={t('getInvolved.donate.form.donationFor.hint')}
          autoComplete="off"
          maxLength={200}
          error={error(errors.donationFor?.message)}
          {...register('donationFor')}
        />
        <CheckboxField
          id={id('notifyRecipient')}
          label={t('getInvolved.donate.form.notifyRecipient.label')}
          hint={t('getInvolved.donate.form.notifyRecipient.hint')}
          error={error(errors.notifyRecipient?.message)}
          {...register('notifyRecipient')}
        />
        {notifyRecipient && (
          <>
            <RadioGroup
              name="notificationType"
              legend={t('getInvolved.donate.form.notificationType.legend')}
              inline
              options={[
                {
                  value: 'email',
                  id: id('notificationType-email'),
                  label: t('getInvolved.donate.form.notificationType.email'),
                },
                {
                  value: 'print',
                  id: id('notificationType-print'),
                  label: t('getInvolved.donate.form.notificationType.print'),
                },
              ]}
              error={error(errors.notificationType?.message)}
              register={register('notificationType')}
            />
            <TextField
              id={id('recipientEmail')}
              dir="ltr"
              type="email"
              label={t('getInvolved.donate.form.recipientEmail.label')}
              hint={t('getInvolved.donate.form.recipientEmail.hint')}
              autoComplete="off"
              spellCheck={false}
              maxLength={254}
              error={error(errors.recipientEmail?.message)}
              {...register('recipientEmail')}
            />
          </>
        )}
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.donate.form.groups.personal')}>
        <TextField
          id={id('firstName')}
          label={t('getInvolved.donate.form.firstName.label')}
          autoComplete="given-name"
          maxLength={100}
          error={error(errors.personalInfo?.firstName?.message)}
          {...register('personalInfo.firstName')}
        />
        <TextField
          id={id('lastName')}
          label={t('getInvolved.donate.form.lastName.label')}
          autoComplete="family-name"
          maxLength={100}
          error={error(errors.personalInfo?.lastName?.message)}
          {...register('personalInfo.lastName')}
        />
        <TextField
          id={id('phone')}
          dir="ltr"
          type="tel"
          label={t('getInvolved.donate.form.phone.label')}
          hint={t('getInvolved.donate.form.phone.hint')}
          autoComplete="tel"
          maxLength={20}
          error={error(errors.personalInfo?.phone?.message)}
          {...register('personalInfo.phone', { setValueAs: toLatinDigits })}
        />
        <TextField
          id={id('email')}
          dir="ltr"
          type="email"
          label={t('getInvolved.donate.form.email.label')}
          hint={t('getInvolved.donate.form.email.hint')}
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          error={error(errors.personalInfo?.email?.message)}
          {...register('personalInfo.email')}
        />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.donate.form.groups.billing')}>
        <TextField
          id={id('postalCode')}
          label={t('getInvolved.donate.form.postalCode.label')}
          autoComplete="postal-code"
          maxLength={20}
          error={error(errors.billingInfo?.postalCode?.message)}
          {...register('billingInfo.postalCode')}
        />
        <TextField
          id={id('city')}
          label={t('getInvolved.donate.form.city.label')}
          autoComplete="address-level2"
          maxLength={100}
          error={error(errors.billingInfo?.city?.message)}
          {...register('billingInfo.city')}
        />
        <TextField
          id={id('country')}
          label={t('getInvolved.donate.form.country.label')}
          autoComplete="country-name"
          maxLength={100}
          error={error(errors.billingInfo?.country?.message)}
          {...register('billingInfo.country')}
        />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.donate.form.groups.payment')}>
        <GroupNote id={id('payment-note')}>
          <LockIcon />
          <span>{t('getInvolved.donate.form.paymentNote')}</span>
        </GroupNote>
        <TextField
          id={id('cardNumber')}
          dir="ltr"
          label={t('getInvolved.donate.form.cardNumber.label')}
          hint={t('getInvolved.donate.form.cardNumber.hint')}
          autoComplete="cc-number"
          inputMode="numeric"
          spellCheck={false}
          maxLength={26}
          error={error(errors.paymentInfo?.cardNumber?.message)}
          {...register('paymentInfo.cardNumber', { setValueAs: toLatinDigits })}
        />
        <TextField
          id={id('cardHolder')}
          label={t('getInvolved.donate.form.cardHolder.label')}
          autoComplete="cc-name"
          spellCheck={false}
          maxLength={100}
          error={error(errors.paymentInfo?.cardHolder?.message)}
          {...register('paymentInfo.cardHolder')}
        />
        <TextField
          id={id('expiryDate')}
          dir="ltr"
          label={t('getInvolved.donate.form.expiryDate.label')}
          hint={t('getInvolved.donate.form.expiryDate.hint')}
          autoComplete="cc-exp"
          spellCheck={false}
          maxLength={7}
          error={error(errors.paymentInfo?.expiryDate?.message)}
          {...register('paymentInfo.expiryDate', { setValueAs: toLatinDigits })}
        />
        <TextField
          id={id('cvv')}
          dir="ltr"
          label={t('getInvolved.donate.form.cvv.label')}
          hint={t('getInvolved.donate.form.cvv.hint')}
          autoComplete="cc-csc"
          inputMode="numeric"
          spellCheck={false}
          maxLength={4}
          aria-describedby={id('payment-note')}
          error={error(errors.paymentInfo?.cvv?.message)}
          {...register('paymentInfo.cvv', { setValueAs: toLatinDigits })}
        />
      </FieldGroup>

      <Honeypot id={id(honeypotField)} registration={register('website')} />

      <FormActions>
        <SubmitButton submitting={flow.submitting} submittingLabel={t('getInvolved.form.submitting')}>
          {submitLabel}
        </SubmitButton>
      </FormActions>
    </form>
  );
}
