// The donation form, collection donationFormSubmissions (its fields and defaults: the submissions package's schema).
// A real form posted to its page (see FormFrame): every input carries its posted name (wire.ts), except the
// card's. Card data: the card inputs have no name, so a native post cannot send them (the server then asks for
// the page's script, every other value kept); the island checks the card here and sends only the number's last
// four digits, the holder and the expiry. The number and the CVV never leave the browser.
// Card data, amounts and the recipient's email address are Latin text: their inputs stay left-to-right in Arabic too.
import { useController, useWatch, type Resolver } from 'react-hook-form';
import type { FormPostResult } from '@stallions/shared-config/actions';
import type { DonationFormData, DonationFormInput } from '@stallions/submissions';
import { useTranslation } from '@stallions/shared-i18n';
// In this order: styled-components writes each component's rules in the order the components are made, and for
// rules of equal specificity that order is the cascade's (shared-ui's form fields, through fields.tsx, then the
// amount picker, the frame and the groups): another order would change the page's styles.
import { useFormSubmission, useIslandForm } from './form-island';
import { amountOptionId } from './AmountPicker';
import { FormFrame } from './FormFrame';
import { BillingGroup, DedicationGroup, GiftGroup, PaymentGroup, PersonalGroup } from './DonationGroups';
import { useDonateLabel } from './donation-amounts';
import { draftKeys } from './draft';
import { fieldId } from './fields';
import { lazyResolver } from './lazy-resolver';
import { donationSummaryFields } from './summary-fields';
import {
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
/** The element id of one of the form's fields. */
export const donationFieldId = (name: string) => fieldId(idPrefix, name);
const id = donationFieldId;
const amountPrefix = id('amount');
/** Where the amount's error points: the "other" field while "other" is chosen, else the first preset. */
export const amountFieldId = (choseOther: boolean) =>
  choseOther ? id('otherAmount') : amountOptionId(amountPrefix, presetAmountChoices[0]!);

export function DonationForm({ titleId, action, post }: DonationFormProps) {
  const { t } = useTranslation('pages');
  // After a failed post, the form starts from what was posted (never card data, never the honeypot).
  const form = useIslandForm(resolver, () =>
    post?.kind === 'failed' ? donationValuesFrom(post.values) : donationValueDefaults,
  );
  const { control, setValue } = form;
  const [amountChoice, otherAmount, frequency] = useWatch({
    control,
    name: ['donationAmount', 'otherAmount', 'donationFrequency'],
  });
  const choseOther = amountChoice === otherAmountChoice;

  const { fields, frame } = useFormSubmission(form, {
    island: { titleId, action, post },
    section: 'donate',
    idPrefix,
    testId: 'donation-form',
    draft: {
      key: draftKeys.donation,
      defaults: donationValueDefaults,
      exclude: neverDrafted,
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
    },
    summaryFields: donationSummaryFields(t, id, amountFieldId(choseOther)),
    pathOf: donationPathOf,
    // The card's last four digits, holder and expiry, beside what a native post sends.
    postedFields: donationFields,
    resetValues: donationValueDefaults,
    preload: schema.preload,
    errorMessage: t('getInvolved.donate.form.errorMessage', 'An error occurred while submitting the form.'),
  });
  // The checkbox is controlled: checked, it posts 'true' (its value), and the form holds a boolean.
  const { field: notify } = useController({ control, name: 'notifyRecipient' });
  const submitLabel = useDonateLabel({ amountChoice, otherAmount, frequency });

  return (
    <FormFrame {...frame} submitLabel={submitLabel}>
      <GiftGroup fields={fields} amountPrefix={amountPrefix} choseOther={choseOther} />
      <DedicationGroup fields={fields} notify={notify} />
      <PersonalGroup fields={fields} />
      <BillingGroup fields={fields} />
      <PaymentGroup fields={fields} />
    </FormFrame>
  );
}
