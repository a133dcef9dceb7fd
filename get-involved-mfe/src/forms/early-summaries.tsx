// Each form's early error summary (shared-ui's <Island earlySummary>): what the server renders beside the form's
// island, hidden, so that a visitor who sends the form before its code has arrived, with required fields empty,
// sees the summary at once instead of waiting for the post's answer on a slow line (shell/src/islands/
// early-summary.ts shows the entries of the fields still empty). Its entries are the schema's own verdict on the
// untouched form: what an empty submit is refused for, in screen order, worded as the island's summary words them.
// Server only (the pages import it): it checks with zod, which the islands load only when a field takes focus.
import type { ZodType } from 'zod';
import { languageOf, useTranslation } from '@stallions/shared-i18n';
import { ErrorSummary } from '@stallions/shared-ui/forms';
import { amountFieldId, donationFieldId } from './DonationForm';
import type { SummaryEntry, SummaryField } from './flow';
import { useSummaryItems } from './FormFeedback';
import { joinFieldId, joinStartValues } from './JoinForm';
import { donationSchema, joinSchema } from './schemas';
import { donationSummaryFields, joinSummaryFields } from './summary-fields';
import { donationInput, donationValueDefaults } from './wire';

/** The schema's first message for each field it refuses `values` for, in the fields' (screen) order. */
function refusedEntries(
  schema: ZodType,
  values: unknown,
  fields: readonly Pick<SummaryField, 'path' | 'fieldId'>[],
): SummaryEntry[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const messages = new Map<string, string>();
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!messages.has(path)) messages.set(path, issue.message);
  }
  return fields.flatMap(({ path, fieldId }) => {
    const message = messages.get(path);
    return message ? [{ path, fieldId, message }] : [];
  });
}

function EarlySummary({
  entries,
  fields,
}: {
  entries: SummaryEntry[];
  fields: readonly Pick<SummaryField, 'path' | 'label'>[];
}) {
  const { t } = useTranslation('pages');
  const items = useSummaryItems(fields)(entries);
  return <ErrorSummary title={t('getInvolved.form.errorSummaryTitle')} errors={items} testId="early-error-summary" />;
}

export function JoinEarlySummary() {
  const { t, i18n } = useTranslation('pages');
  const fields = joinSummaryFields(t, joinFieldId);
  const language = languageOf(i18n);
  return <EarlySummary entries={refusedEntries(joinSchema, joinStartValues(language), fields)} fields={fields} />;
}

export function DonationEarlySummary() {
  const { t } = useTranslation('pages');
  const fields = donationSummaryFields(t, donationFieldId, amountFieldId(false));
  const entries = refusedEntries(donationSchema, donationInput(donationValueDefaults), fields);
  return <EarlySummary entries={entries} fields={fields} />;
}
