// The donation form, collection donationFormSubmissions (fields: ../shared/spec/website-spec.md, section 3).
// Card data: the CVV is validated here and never sent; the card number is stored masked to its last four
// digits (see submissions/submit.ts and toDonationDocument in shared-config).
// Card data, amounts and the recipient's email address are Latin text: their inputs stay left-to-right in Arabic too.
import { useMemo, useState } from 'react';
import { useForm, useWatch, type SubmitErrorHandler, type SubmitHandler } from 'react-hook-form';
import {
  donationDefaults,
  honeypotField,
  isHoneypotFilled,
  parseDonationAmount,
  presetAmounts,
  type DonationFrequency,
} from '@stallions/shared-config/submissions/rules';
import type { DonationFormData, DonationFormInput } from '@stallions/shared-config/submissions';
import { isRtl, useFormatters, useTranslation } from '@stallions/shared-i18n';
import { CheckboxField, FieldGroup, RadioGroup, TextField } from '@stallions/shared-ui/forms';
import { LockIcon } from '../components/icons';
import { submitDonation } from '../submissions';
import { AmountPicker, amountOptionId } from './AmountPicker';
import { clearDraft, draftKeys, useFormDraft } from './draft';
import { withServerDefaults } from './server-defaults';
import { FormTextField, useFormFields } from './fields';
import { summarize, useSubmissionFlow, type SubmissionFlowOptions, type SummaryField } from './flow';
import { FormFrame } from './FormFrame';
import { lazyResolver } from './lazy-resolver';
import { GroupNote } from './layout';
import { isolateLatinRuns, normalizeAmount } from './normalize';

const schema = lazyResolver<DonationFormInput, DonationFormData>(() =>
  import(/* webpackChunkName: "form-schemas" */ './schemas').then((module) => module.donationResolver),
);

/** `language`: the page's, for the messages; `reference`: made for this submission (see flow.ts). */
export type SubmitDonation = (
  form: DonationFormData,
  context: { language: string; reference: string },
) => Promise<void>;

export interface DonationFormProps extends SubmissionFlowOptions {
  /** Id of the heading that names the form. */
  titleId?: string;
  /** Sends a valid donation; the real pipeline by default, a mock in tests. */
  submit?: SubmitDonation;
}

/** Card data is never kept in the tab's draft (the card holder's name may be). */
const neverDrafted = ['paymentInfo.cardNumber', 'paymentInfo.expiryDate', 'paymentInfo.cvv'] as const;

const otherAmount = 'other';
const presets = presetAmounts.map(String);

/** The amount button that matches a value, or "other". */
const choiceFor = (amount: string) => (presets.includes(amount) ? amount : otherAmount);

export function DonationForm({ titleId, submit = submitDonation, minFillTimeMs }: DonationFormProps) {
  const { t, i18n } = useTranslation('pages');
  const { currency, number } = useFormatters();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rtl = isRtl(language);
  const money = (text: string) => isolateLatinRuns(text, rtl);
  const flow = useSubmissionFlow({ minFillTimeMs });
  const [amountChoice, setAmountChoice] = useState(() => choiceFor(donationDefaults.donationAmount));
  const {
    register: registerField,
    handleSubmit,
    reset,
    control,
    setValue,
    subscribe,
    formState: { errors, isSubmitted },
  } = useForm<DonationFormInput, unknown, DonationFormData>({
    resolver: schema.resolver,
    defaultValues: donationDefaults,
    shouldFocusError: false,
  });
  const register = useMemo(() => withServerDefaults(registerField, donationDefaults), [registerField]);
  useFormDraft({
    key: draftKeys.donation,
    defaults: donationDefaults,
    subscribe,
    setValue,
    exclude: neverDrafted,
    // The amount buttons' choice lives outside the form: an amount that is no preset is "other".
    onRestore: ({ donationAmount }) => {
      if (typeof donationAmount === 'string') setAmountChoice(choiceFor(donationAmount));
    },
  });
  const fields = useFormFields('donate', 'donation', { register, errors });
  const { id, error } = fields;
  const amountPrefix = id('amount');
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
      send: (form, reference) => submit(form, { language, reference }),
      reset: () => {
        clearDraft(draftKeys.donation);
        reset(donationDefaults, { keepFieldsRef: true }); // as JoinForm's reset, for the same reason
        setAmountChoice(choiceFor(donationDefaults.donationAmount));
      },
      honeypotFilled: isHoneypotFilled(values),
    });
  /** Fields in screen order, for the error summary. A radio group is focused through its first radio. */
  const summaryFields: SummaryField<DonationFormInput>[] = [
    {
      path: 'donationFrequency',
      fieldId: id('donationFrequency-one_time'),
      label: t('getInvolved.donate.form.donationFrequency.summaryLabel'),
    },
    {
      path: 'donationAmount',
      fieldId: amountChoice === otherAmount ? id('otherAmount') : amountOptionId(amountPrefix, presets[0]!),
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
  const onInvalid: SubmitErrorHandler<DonationFormInput> = (formErrors) =>
    flow.showErrors(summarize(formErrors, summaryFields));

  const amountError = error('donationAmount');

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
    <FormFrame
      titleId={titleId}
      testId="donation-form"
      onSubmit={handleSubmit(onValid, onInvalid)}
      onFieldFocus={schema.preload}
      flow={flow}
      errorMessage={t('getInvolved.donate.form.errorMessage', 'An error occurred while submitting the form.')}
      summaryFields={summaryFields}
      honeypot={{ id: id(honeypotField), registration: register('website') }}
      submitLabel={submitLabel}
    >
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
          error={error('donationFrequency')}
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
          error={error('donationType')}
          register={register('donationType')}
        />
        <TextField
          id={id('donationFor')}
          label={t('getInvolved.donate.form.donationFor.label')}
          hint={t('getInvolved.donate.form.donationFor.hint')}
          autoComplete="off"
          maxLength={200}
          error={error('donationFor')}
          {...register('donationFor')}
        />
        <CheckboxField
          id={id('notifyRecipient')}
          label={t('getInvolved.donate.form.notifyRecipient.label')}
          hint={t('getInvolved.donate.form.notifyRecipient.hint')}
          error={error('notifyRecipient')}
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
              error={error('notificationType')}
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
              error={error('recipientEmail')}
              {...register('recipientEmail')}
            />
          </>
        )}
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.donate.form.groups.personal')}>
        <FormTextField fields={fields} name="firstName" path="personalInfo.firstName" />
        <FormTextField fields={fields} name="lastName" path="personalInfo.lastName" />
        <FormTextField fields={fields} name="phone" path="personalInfo.phone" />
        <FormTextField fields={fields} name="email" path="personalInfo.email" />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.donate.form.groups.billing')}>
        <FormTextField fields={fields} name="postalCode" path="billingInfo.postalCode" />
        <FormTextField fields={fields} name="city" path="billingInfo.city" />
        <FormTextField fields={fields} name="country" path="billingInfo.country" />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.donate.form.groups.payment')}>
        <GroupNote id={id('payment-note')}>
          <LockIcon />
          <span>{t('getInvolved.donate.form.paymentNote')}</span>
        </GroupNote>
        <FormTextField fields={fields} name="cardNumber" path="paymentInfo.cardNumber" />
        <FormTextField fields={fields} name="cardHolder" path="paymentInfo.cardHolder" />
        <FormTextField fields={fields} name="expiryDate" path="paymentInfo.expiryDate" />
        <FormTextField fields={fields} name="cvv" path="paymentInfo.cvv" aria-describedby={id('payment-note')} />
      </FieldGroup>
    </FormFrame>
  );
}
