// The donation form, collection donationFormSubmissions (its fields and defaults: the submissions package's schema).
// A real form posted to its page (see FormFrame): every input carries its posted name (wire.ts), except the
// card's. Card data: the card inputs have no name, so a native post cannot send them (the server then asks for
// the page's script, every other value kept); the island checks the card here and sends only the number's last
// four digits, the holder and the expiry. The number and the CVV never leave the browser.
// Card data, amounts and the recipient's email address are Latin text: their inputs stay left-to-right in Arabic too.
import { useEffect, useMemo, useState } from 'react';
import {
  useController,
  useForm,
  useWatch,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
} from 'react-hook-form';
import type { FormPostResult } from '@stallions/shared-config/actions';
import {
  honeypotField,
  parseDonationAmount,
  presetAmounts,
  type DonationFrequency,
} from '@stallions/submissions/rules';
import type { DonationFormData, DonationFormInput } from '@stallions/submissions';
import { isRtl, useFormatters, useTranslation } from '@stallions/shared-i18n';
import { CheckboxField, Conditional, FieldGroup, RadioGroup, SelectField, TextField } from '@stallions/shared-ui/forms';
import { LockIcon } from '../components/icons';
import { AmountPicker, amountOptionId } from './AmountPicker';
import { useCountryOptions } from './countries';
import { clearDraft, draftKeys, useFormDraft } from './draft';
import { withServerDefaults } from './server-defaults';
import { CardTextField, fieldId, FormTextField, useFormFields } from './fields';
import { summarize, useSubmissionFlow, type SummaryField } from './flow';
import { FormFrame } from './FormFrame';
import { lazyResolver } from './lazy-resolver';
import { GroupNote } from './layout';
import { isolateLatinRuns, normalizeAmount } from './normalize';
import {
  checkedValue,
  chosenAmount,
  donationFields,
  donationInput,
  donationPathOf,
  donationValueDefaults,
  donationValuesFrom,
  otherAmountChoice,
  presetAmountChoices,
  type DonationValues,
} from './wire';

const schema = lazyResolver<DonationFormInput, DonationFormData>(() =>
  import(/* webpackChunkName: "form-schemas" */ './schemas').then((module) => module.donationResolver),
);

/** The schema checks the amount chosen: the preset, or the one typed for "other" (its error is the amount's). */
const resolver: Resolver<DonationValues, unknown, DonationFormData> = (values, context, options) =>
  schema.resolver(donationInput(values), context, options as unknown as Parameters<typeof schema.resolver>[2]);

/** The island's props: plain JSON, written by the page on the server and read back by the browser. */
export interface DonationFormProps {
  /** Id of the heading that names the form. */
  titleId?: string;
  /** Where the form posts: its page's own address, with its language prefix ('/fr/get-involved/donate'). */
  action: string;
  /** What the page shows after a post (shared-ui's useFormPost): the failed post's values and problems, or the confirmation. */
  post?: FormPostResult;
}

/** Card data is never kept in the tab's draft (the card holder's name may be). */
const neverDrafted = ['paymentInfo.cardNumber', 'paymentInfo.expiryDate', 'paymentInfo.cvv'] as const;

const idPrefix = 'donation';
const id = (name: string) => fieldId(idPrefix, name);

export function DonationForm({ titleId, action, post }: DonationFormProps) {
  const { t, i18n } = useTranslation('pages');
  const { currency, number } = useFormatters();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rtl = isRtl(language);
  const money = (text: string) => isolateLatinRuns(text, rtl);
  // After a failed post, the form starts from what was posted (never card data, never the honeypot).
  const [initial] = useState<DonationValues>(() =>
    post?.kind === 'failed' ? donationValuesFrom(post.values) : donationValueDefaults,
  );
  const {
    register: registerField,
    handleSubmit,
    reset,
    getValues,
    control,
    setValue,
    subscribe,
    formState: { errors },
  } = useForm<DonationValues, unknown, DonationFormData>({
    resolver,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const register = useMemo(() => withServerDefaults(registerField, initial), [registerField, initial]);
  useFormDraft({
    key: draftKeys.donation,
    defaults: donationValueDefaults,
    subscribe,
    setValue,
    exclude: neverDrafted,
    restore: post === undefined,
    baseline: post?.kind === 'failed' ? donationValueDefaults : undefined,
    // A draft of an earlier version held the amount itself: one that is no preset is "other" with that amount.
    onRestore: ({ donationAmount }) => {
      if (
        typeof donationAmount === 'string' &&
        donationAmount !== otherAmountChoice &&
        !presetAmountChoices.includes(donationAmount)
      ) {
        setValue('donationAmount', otherAmountChoice, { shouldDirty: true });
        setValue('otherAmount', donationAmount, { shouldDirty: true });
      }
    },
  });
  // The confirmation page: what was drafted has been sent.
  useEffect(() => {
    if (post?.kind === 'sent') clearDraft(draftKeys.donation);
  }, [post]);

  const amountPrefix = id('amount');
  const [amountChoice, otherAmount, frequency] = useWatch({
    control,
    name: ['donationAmount', 'otherAmount', 'donationFrequency'],
  });
  const choseOther = amountChoice === otherAmountChoice;

  /** Fields in screen order, for the error summary. A radio group is focused through its first radio. */
  const summaryFields: SummaryField<DonationValues>[] = [
    {
      path: 'donationFrequency',
      fieldId: id('donationFrequency-one_time'),
      label: t('getInvolved.donate.form.donationFrequency.summaryLabel'),
    },
    {
      path: 'donationAmount',
      fieldId: choseOther ? id('otherAmount') : amountOptionId(amountPrefix, presetAmountChoices[0]!),
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

  const flow = useSubmissionFlow({
    post,
    fields: summaryFields,
    pathOf: donationPathOf,
    errorTitlePrefix: t('getInvolved.form.errorTitlePrefix'),
  });
  const fields = useFormFields('donate', idPrefix, { register, control, errors, serverErrors: flow.serverErrors });
  const { error } = fields;
  const countryOptions = useCountryOptions();

  // The checkbox is controlled: checked, it posts 'true' (its value), and the form holds a boolean.
  const {
    field: { value: notify, onChange: onNotifyChange, onBlur: onNotifyBlur, ref: notifyRef },
  } = useController({ control, name: 'notifyRecipient' });

  // What the browser checked is posted as typed (the native post's fields), with the card's last four digits,
  // holder and expiry.
  const onValid: SubmitHandler<DonationFormData> = () =>
    flow.send({
      action,
      fields: donationFields(getValues()),
      reset: () => {
        clearDraft(draftKeys.donation);
        reset(donationValueDefaults, { keepFieldsRef: true }); // as JoinForm's reset, for the same reason
      },
    });
  const onInvalid: SubmitErrorHandler<DonationValues> = (formErrors) =>
    flow.showErrors(summarize(formErrors, summaryFields));

  const amountError = error('donationAmount');

  // "Donate $1,000 a month": the button says what will happen.
  const parsed = parseDonationAmount(
    chosenAmount({ donationAmount: amountChoice ?? '', otherAmount: otherAmount ?? '' }),
  );
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
      action={action}
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
          name="donationAmount"
          legend={t('getInvolved.donate.form.donationAmount.legend')}
          hint={t('getInvolved.donate.form.donationAmount.hint')}
          error={choseOther ? undefined : amountError}
          options={[
            ...presetAmounts.map((value) => ({ value: String(value), label: money(currency(value)) })),
            { value: otherAmountChoice, label: t('getInvolved.donate.form.donationAmount.other') },
          ]}
          register={register('donationAmount')}
          otherValue={otherAmountChoice}
          other={
            <TextField
              id={id('otherAmount')}
              dir="ltr"
              label={t('getInvolved.donate.form.donationAmount.otherLabel')}
              hint={t('getInvolved.donate.form.donationAmount.otherHint')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              error={choseOther ? amountError : undefined}
              {...register('otherAmount', { setValueAs: normalizeAmount })}
            />
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
        {/* The card choice and the recipient's address show while the box is ticked: CSS, so without script too. */}
        <Conditional
          when='input[name="notifyRecipient"]'
          control={
            <CheckboxField
              id={id('notifyRecipient')}
              label={t('getInvolved.donate.form.notifyRecipient.label')}
              hint={t('getInvolved.donate.form.notifyRecipient.hint')}
              error={error('notifyRecipient')}
              name="notifyRecipient"
              value={checkedValue}
              checked={notify === true}
              onChange={(event) => onNotifyChange(event.target.checked)}
              onBlur={onNotifyBlur}
              ref={notifyRef}
            />
          }
        >
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
        </Conditional>
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
        {/* A choice of the form's own list: the code is posted ('FR'), the name shown in the page's language. */}
        <SelectField
          id={id('country')}
          label={t('getInvolved.donate.form.country.label')}
          placeholder={t('getInvolved.donate.form.country.placeholder')}
          autoComplete="country"
          options={countryOptions}
          error={error('billingInfo.country')}
          {...register('billingInfo.country')}
        />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.donate.form.groups.payment')}>
        <GroupNote id={id('payment-note')}>
          <LockIcon />
          <span>{t('getInvolved.donate.form.paymentNote')}</span>
        </GroupNote>
        <CardTextField fields={fields} name="cardNumber" path="paymentInfo.cardNumber" />
        <CardTextField fields={fields} name="cardHolder" path="paymentInfo.cardHolder" />
        <CardTextField fields={fields} name="expiryDate" path="paymentInfo.expiryDate" />
        <CardTextField fields={fields} name="cvv" path="paymentInfo.cvv" aria-describedby={id('payment-note')} />
      </FieldGroup>
    </FormFrame>
  );
}
