import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { formTokenField, formTokenSlot } from '@stallions/shared-config/actions';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@stallions/shared-i18n';
import { FormActions, SubmitButton } from '@stallions/shared-ui/forms';
import type { SubmissionFlow, SummaryField } from './flow';
import { FormFeedback } from './FormFeedback';
import { Honeypot } from './Honeypot';
import { RequiredNote } from './layout';

export interface FormFrameProps {
  /** Id of the heading that names the form. */
  titleId?: string;
  /** Where the form posts: its page's own address (with its language prefix), natively or from the island. */
  action: string;
  testId: string;
  /** react-hook-form's handleSubmit(…): a rejection (the schemas could not load) shows the error alert. */
  onSubmit: (event: BaseSyntheticEvent) => Promise<unknown>;
  /** Called when a field of the form takes focus: starts loading what checking the form needs. */
  onFieldFocus?: () => void;
  flow: SubmissionFlow;
  /** The form's own translated failure message. */
  errorMessage: string;
  /** The fields in screen order, named as on screen, for the error summary. */
  summaryFields: readonly Pick<SummaryField, 'path' | 'label'>[];
  honeypot: { id: string; registration: UseFormRegisterReturn };
  submitLabel: ReactNode;
  /** The form's field groups. */
  children: ReactNode;
}

/**
 * What surrounds both forms' fields: the feedback area and the required-fields note above them, the
 * honeypot and the submit button below. A real form: without its code (no script, or not loaded yet) the
 * browser posts it to its page, which the server answers with the page again (errors, values kept) or its
 * confirmation; with its code, the island posts the same fields itself and shows the answer in place.
 */
export function FormFrame({
  titleId,
  action,
  testId,
  onSubmit,
  onFieldFocus,
  flow,
  errorMessage,
  summaryFields,
  honeypot,
  submitLabel,
  children,
}: FormFrameProps) {
  const { t } = useTranslation('pages');
  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => void onSubmit(event).catch(flow.fail)}
      onFocus={onFieldFocus}
      noValidate
      aria-labelledby={titleId}
      aria-busy={flow.submitting || undefined}
      data-testid={testId}
    >
      <FormFeedback
        status={flow.status}
        reference={flow.reference}
        summary={flow.summary}
        feedbackRef={flow.feedbackRef}
        alert={flow.alert}
        errorMessage={errorMessage}
        fields={summaryFields}
        fromServer={flow.feedbackFromServer}
      />
      <RequiredNote>{t('getInvolved.form.requiredNote')}</RequiredNote>
      {children}
      <FormToken action={action} flow={flow} />
      <Honeypot id={honeypot.id} registration={honeypot.registration} />
      <FormActions>
        <SubmitButton submitting={flow.submitting} submittingLabel={t('getInvolved.form.submitting')}>
          {submitLabel}
        </SubmitButton>
      </FormActions>
    </form>
  );
}

/**
 * The form view's signed token: the server renders the slot and writes each view's token into it
 * (render-server/src/form-token.ts). The island keeps the value the page arrived with (read before hydration, so
 * nothing differs), then the one each answer brings (flow.ts); its post sends what the field holds.
 */
function FormToken({ action, flow }: { action: string; flow: SubmissionFlow }) {
  const [served] = useState(
    () =>
      (typeof document === 'undefined'
        ? undefined
        : document.querySelector<HTMLInputElement>(
            `form[action="${CSS.escape(action)}"] input[name="${formTokenField}"]`,
          )?.value) ?? formTokenSlot,
  );
  return <input type="hidden" name={formTokenField} value={flow.answeredToken ?? served} ref={flow.tokenRef} />;
}
