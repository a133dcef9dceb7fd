// The wiring both forms repeat around their own fields, in two steps a form calls in this order (between them,
// what only it needs: the join form's language that follows the page, the donation form's watched amount):
// - useIslandForm: react-hook-form's form, started from what the page rendered after a post, each field's
//   default in the server's HTML (server-defaults.ts);
// - useFormSubmission: what was typed kept in the tab (draft.ts), the post and its answer (flow.ts), the
//   fields' ids and errors (fields.tsx), and the props of FormFrame, the shell around the fields.
import { useEffect, useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import type { FormPostResult } from '@stallions/shared-config/actions';
import { honeypotField } from '@stallions/submissions/rules';
import { useTranslation } from '@stallions/shared-i18n';
import { clearDraft, useFormDraft, type FormDraftOptions } from './draft';
import { useFormFields, type FormFields } from './fields';
import { summarize, useSubmissionFlow, type SummaryField } from './flow';
import type { FormFrameProps } from './FormFrame';
import { withServerDefaults } from './server-defaults';

/** useForm's form, whose `register` also gives each field its default in the server's HTML. */
export type IslandForm<T extends FieldValues, TOutput> = UseFormReturn<T, unknown, TOutput>;

/** The form, from `initialValues` (read once: the defaults, or what a failed post sent back). */
export function useIslandForm<T extends FieldValues, TOutput>(
  resolver: Resolver<T, unknown, TOutput>,
  initialValues: () => T,
): IslandForm<T, TOutput> {
  const [initial] = useState<T>(initialValues);
  const form = useForm<T, unknown, TOutput>({
    resolver,
    defaultValues: initial as DefaultValues<T>,
    // The error summary takes focus, as in the GOV.UK pattern.
    shouldFocusError: false,
  });
  const { register: registerField } = form;
  const register = useMemo(() => withServerDefaults(registerField, initial), [registerField, initial]);
  return { ...form, register };
}

export interface FormSubmissionOptions<T extends FieldValues, TOutput> {
  /** The island's props: the heading that names the form, its page's address, what the page shows after a post. */
  island: { titleId?: string; action: string; post?: FormPostResult };
  /** Names the form's translations (`getInvolved.<section>.form`); `idPrefix` starts its fields' ids. */
  section: FormFields<T, TOutput>['section'];
  idPrefix: string;
  testId: string;
  /** The tab's draft (draft.ts): its key, the form's defaults, what it never keeps, what restoring it also does. */
  draft: Pick<FormDraftOptions<T>, 'key' | 'defaults' | 'exclude' | 'onRestore'>;
  /** The fields in screen order, for the error summary. */
  summaryFields: SummaryField<T>[];
  /** The form field of a posted name. */
  pathOf: (postedName: string) => string | undefined;
  /** The fields the island posts: the same as a native post's (and for the donation, the card's). */
  postedFields: (values: T) => URLSearchParams;
  /** What the form holds again after its success. */
  resetValues: T;
  /** Starts loading what checking the form needs (its schema), as a field takes focus. */
  preload: () => void;
  /** The form's own translated failure message. */
  errorMessage: string;
}

/** The form's fields helpers and FormFrame's props (but its submit label and the fields themselves). */
export function useFormSubmission<T extends FieldValues, TOutput>(
  form: IslandForm<T, TOutput>,
  options: FormSubmissionOptions<T, TOutput>,
): { fields: FormFields<T, TOutput>; frame: Omit<FormFrameProps, 'submitLabel' | 'children'> } {
  const { island, draft, summaryFields } = options;
  const { post, action } = island;
  const { t } = useTranslation('pages');
  useFormDraft({
    ...draft,
    subscribe: form.subscribe,
    setValue: form.setValue,
    restore: post === undefined,
    baseline: post?.kind === 'failed' ? draft.defaults : undefined,
  });
  // The confirmation page: what was drafted has been sent.
  useEffect(() => {
    if (post?.kind === 'sent') clearDraft(draft.key);
  }, [post, draft.key]);

  const flow = useSubmissionFlow({
    post,
    fields: summaryFields,
    pathOf: options.pathOf,
    errorTitlePrefix: t('getInvolved.form.errorTitlePrefix'),
  });
  const { register, control, formState } = form;
  const fields = useFormFields(options.section, options.idPrefix, {
    register,
    control,
    errors: formState.errors,
    serverErrors: flow.serverErrors,
  });

  // What the browser checked is posted as typed, the same fields a native post sends.
  const onValid: SubmitHandler<TOutput> = () =>
    flow.send({
      action,
      fields: options.postedFields(form.getValues()),
      reset: () => {
        clearDraft(draft.key);
        // keepFieldsRef: the fields stay registered and are set to these values. Registered afresh, a checkbox or
        // radio with a default (server-defaults.ts) would take its value from the DOM instead.
        form.reset(options.resetValues, { keepFieldsRef: true });
      },
    });
  const onInvalid: SubmitErrorHandler<T> = (formErrors) => flow.showErrors(summarize(formErrors, summaryFields));

  const frame = {
    titleId: island.titleId,
    action,
    testId: options.testId,
    onSubmit: form.handleSubmit(onValid, onInvalid),
    onFieldFocus: options.preload,
    flow,
    errorMessage: options.errorMessage,
    summaryFields,
    honeypot: { id: fields.id(honeypotField), registration: register(honeypotField as Path<T>) },
  };
  return { fields, frame };
}
