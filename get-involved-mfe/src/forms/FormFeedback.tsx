import type { MutableRefObject } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import { Alert, SuccessBanner } from '@stallions/shared-ui/browser';
import { ErrorSummary, type ErrorSummaryItem } from '@stallions/shared-ui/forms';
import type { SubmissionStatus, SummaryEntry, SummaryField } from './flow';
import { useValidationMessages } from './validation';

// Never display:none, even when empty: it keeps focus after the success banner goes, so the next Tab
// continues from the top of the form instead of the top of the page.
const Region = styled.div`
  &:not(:empty) {
    margin-block-end: ${({ theme }) => theme.space[6]};
  }
`;

const Reference = styled.p`
  margin-block-start: ${({ theme }) => theme.space[1]};
`;

/** The alerts the server may answer with, each by its key (spelled out, so the translation checker sees them). */
function useAlerts(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation('pages');
  const alerts: Record<string, string> = {
    'getInvolved.form.alerts.limited': t('getInvolved.form.alerts.limited'),
    'getInvolved.form.alerts.recipientLimited': t('getInvolved.form.alerts.recipientLimited'),
    'getInvolved.form.alerts.cardNeedsScript': t('getInvolved.form.alerts.cardNeedsScript'),
    'getInvolved.form.alerts.verification': t('getInvolved.form.alerts.verification'),
    'getInvolved.form.alerts.checkAgain': t('getInvolved.form.alerts.checkAgain'),
  };
  return (key) => (key === undefined ? undefined : alerts[key]);
}

/** The error summary's items: each entry's field named as on screen, with its translated message. */
export function useSummaryItems(
  fields: readonly Pick<SummaryField, 'path' | 'label'>[],
): (entries: readonly SummaryEntry[]) => ErrorSummaryItem[] {
  const { t } = useTranslation('pages');
  const translate = useValidationMessages();
  return (entries) =>
    entries.map((entry) => {
      const message = translate(entry.message) ?? '';
      const field = fields.find(({ path }) => path === entry.path)?.label;
      return {
        fieldId: entry.fieldId,
        message: field ? t('getInvolved.form.summaryItem', { field, message }) : message,
      };
    });
}

export interface FormFeedbackProps {
  status: SubmissionStatus;
  /** The reference of the submission just stored, shown under the confirmation sentence. */
  reference: string;
  summary: { attempt: number; entries: SummaryEntry[]; fromServer: boolean };
  feedbackRef: MutableRefObject<HTMLDivElement | null>;
  /** The server's alert (a `pages` key); none, or one this form does not know: `errorMessage`. */
  alert?: string;
  /** The form's own translated failure message. */
  errorMessage: string;
  /** Each field's visible label (or its group's legend), by path: the summary names the field in error. */
  fields: readonly Pick<SummaryField, 'path' | 'label'>[];
  /** The page was rendered with this feedback (after a post): the browser focuses it as the page loads. */
  fromServer: boolean;
}

/**
 * The top of a form: the error summary after a failed attempt, the success banner (its fixed sentence, "Your form
 * has been successfully submitted. Thank you!", then the submission's reference), or the failure alert.
 */
export function FormFeedback({
  status,
  reference,
  summary,
  feedbackRef,
  alert,
  errorMessage,
  fields,
  fromServer,
}: FormFeedbackProps) {
  const { t } = useTranslation('pages');
  const summaryItems = useSummaryItems(fields);
  const alertText = useAlerts();
  const hasSummary = summary.entries.length > 0;
  const shows = status === 'success' || status === 'error';

  return (
    <>
      {hasSummary && (
        // A new key per attempt remounts the summary, so it takes focus again even when the errors are unchanged.
        <ErrorSummary
          key={summary.attempt}
          title={t('getInvolved.form.errorSummaryTitle')}
          focusOnLoad={summary.fromServer}
          errors={summaryItems(summary.entries)}
        />
      )}
      <Region
        ref={feedbackRef}
        tabIndex={-1}
        // The page after a post: its confirmation or its alert takes focus as the page loads (no script needed).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={(fromServer && shows && !hasSummary) || undefined}
        data-testid="form-feedback"
      >
        {status === 'success' && (
          // One live region: the sentence and the reference are announced together.
          <SuccessBanner>
            <p>{t('getInvolved.form.success')}</p>
            {reference && (
              <Reference data-testid="submission-reference">
                {t('getInvolved.form.referenceLabel')}{' '}
                {/* Latin letters and digits: kept whole and left-to-right inside Arabic text. */}
                <bdi dir="ltr">{reference}</bdi>
              </Reference>
            )}
          </SuccessBanner>
        )}
        {status === 'error' && (
          <Alert title={t('getInvolved.form.errorTitle')}>{alertText(alert) ?? errorMessage}</Alert>
        )}
      </Region>
    </>
  );
}
