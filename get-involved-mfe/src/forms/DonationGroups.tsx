// The donation form's field groups, in screen order. Each field's id, error and registration come from the form
// (useFormFields), so a group holds only what it shows.
import type { ControllerRenderProps } from 'react-hook-form';
import { donationFrequencies, donationTypes, notificationTypes, presetAmounts } from '@stallions/submissions/rules';
import type { DonationFormData } from '@stallions/submissions';
import { useTranslation } from '@stallions/shared-i18n';
import { CheckboxField, Conditional, FieldGroup, TextField } from '@stallions/shared-ui/forms';
import { LockIcon } from '../components/icons';
import { AmountPicker } from './AmountPicker';
import { useMoney } from './donation-amounts';
import { CardTextField, FormCountryField, FormRadioGroup, FormTextField, type FormFields } from './fields';
import { GroupNote } from './layout';
import { normalizeAmount } from './normalize';
import { checkedValue, otherAmountChoice, type DonationValues } from './wire';

interface GroupProps {
  fields: FormFields<DonationValues, DonationFormData>;
}

/** How often and how much: the amount's error shows by the "other" field while "other" is chosen. */
export function GiftGroup({
  fields,
  amountPrefix,
  choseOther,
}: GroupProps & { amountPrefix: string; choseOther: boolean }) {
  const { t } = useTranslation('pages');
  const { preset } = useMoney();
  const { id, error, register } = fields;
  const amountError = error('donationAmount');
  return (
    <FieldGroup legend={t('getInvolved.donate.form.groups.gift')}>
      <FormRadioGroup fields={fields} name="donationFrequency" values={donationFrequencies} inline />
      <AmountPicker
        idPrefix={amountPrefix}
        name="donationAmount"
        legend={t('getInvolved.donate.form.donationAmount.legend')}
        hint={t('getInvolved.donate.form.donationAmount.hint')}
        error={choseOther ? undefined : amountError}
        options={[
          ...presetAmounts.map((value) => ({ value: String(value), label: preset(value) })),
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
  );
}

/** The notify checkbox, controlled by the form (DonationForm's useController). */
type NotifyField = ControllerRenderProps<DonationValues, 'notifyRecipient'>;

export function DedicationGroup({ fields, notify }: GroupProps & { notify: NotifyField }) {
  const { t } = useTranslation('pages');
  return (
    <FieldGroup legend={t('getInvolved.donate.form.groups.dedication')}>
      <FormRadioGroup fields={fields} name="donationType" values={donationTypes} />
      <FormTextField fields={fields} name="donationFor" path="donationFor" />
      <RecipientNotice fields={fields} notify={notify} />
    </FieldGroup>
  );
}

/** Whether and how the recipient hears of the gift. */
function RecipientNotice({ fields, notify }: GroupProps & { notify: NotifyField }) {
  const { t } = useTranslation('pages');
  const { id, error } = fields;
  return (
    // The card choice and the recipient's address show while the box is ticked: CSS, so without script too.
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
          checked={notify.value === true}
          onChange={(event) => notify.onChange(event.target.checked)}
          onBlur={notify.onBlur}
          ref={notify.ref}
        />
      }
    >
      <FormRadioGroup fields={fields} name="notificationType" values={notificationTypes} inline />
      <FormTextField fields={fields} name="recipientEmail" path="recipientEmail" />
    </Conditional>
  );
}

export function PersonalGroup({ fields }: GroupProps) {
  const { t } = useTranslation('pages');
  return (
    <FieldGroup legend={t('getInvolved.donate.form.groups.personal')}>
      <FormTextField fields={fields} name="firstName" path="personalInfo.firstName" />
      <FormTextField fields={fields} name="lastName" path="personalInfo.lastName" />
      <FormTextField fields={fields} name="phone" path="personalInfo.phone" />
      <FormTextField fields={fields} name="email" path="personalInfo.email" />
    </FieldGroup>
  );
}

export function BillingGroup({ fields }: GroupProps) {
  const { t } = useTranslation('pages');
  return (
    <FieldGroup legend={t('getInvolved.donate.form.groups.billing')}>
      <FormTextField fields={fields} name="postalCode" path="billingInfo.postalCode" />
      <FormTextField fields={fields} name="city" path="billingInfo.city" />
      <FormCountryField fields={fields} path="billingInfo.country" />
    </FieldGroup>
  );
}

/** The card: its inputs are never named, so a native post cannot send them (fields.tsx). */
export function PaymentGroup({ fields }: GroupProps) {
  const { t } = useTranslation('pages');
  const { id } = fields;
  return (
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
  );
}
