// The membership application, collection joinFormSubmissions (its fields: the submissions package's schema).
// A real form posted to its page (see FormFrame): every input carries its posted name (wire.ts).
import { useEffect, useState } from 'react';
import type { FormPostResult } from '@stallions/shared-config/actions';
import { joinDefaults } from '@stallions/submissions/rules';
import { languageOf, useTranslation } from '@stallions/shared-i18n';
import { draftKeys } from './draft';
import { fieldId } from './fields';
import { useFormSubmission, useIslandForm } from './form-island';
import { FormFrame } from './FormFrame';
import { AboutGroup, AddressGroup, ContactGroup, InterestGroup } from './JoinGroups';
import { lazyResolver } from './lazy-resolver';
import type { JoinSubmission, JoinValues } from './schemas';
import { joinSummaryFields } from './summary-fields';
import { joinFields, joinPathOf, joinValuesFrom } from './wire';

const schema = lazyResolver<JoinValues, JoinSubmission>(() =>
  import(/* webpackChunkName: "form-schemas" */ './schemas').then((module) => module.joinResolver),
);

/** The island's props: plain JSON, written by the page on the server and read back by the browser. */
export interface JoinFormProps {
  /** Id of the heading that names the form. */
  titleId?: string;
  /** Where the form posts: its page's own address, with its language prefix ('/fr/get-involved/join'). */
  action: string;
  /** What the page shows after a post (shared-ui's useFormPost): the failed post's values and problems, or the confirmation. */
  post?: FormPostResult;
}

const idPrefix = 'join';
/** The element id of one of the form's fields. */
export const joinFieldId = (name: string) => fieldId(idPrefix, name);
const id = joinFieldId;

/** What the untouched form holds: the schema's defaults, the preferred language the page's. */
export const joinStartValues = (language: JoinValues['language']): JoinValues => ({ ...joinDefaults, language });

export function JoinForm({ titleId, action, post }: JoinFormProps) {
  const { t, i18n } = useTranslation('pages');
  // The page's language from the instance React renders with (on the server, the request's own).
  const pageLanguage = languageOf(i18n);
  // The first render's: later language changes reach the field through the effect below.
  const [defaults] = useState<JoinValues>(() => joinStartValues(pageLanguage));
  // After a failed post, the form starts from what was posted (never the honeypot).
  const form = useIslandForm(schema.resolver, () =>
    post?.kind === 'failed' ? joinValuesFrom(post.values, defaults) : defaults,
  );
  const { getFieldState, resetField } = form;
  // The preferred language (the applicant's messages are written in it) follows the page's until the visitor
  // picks one: the form can mount before the page's language is applied (an Arabic page began with 'en'). Not
  // one that was posted: that is the visitor's.
  const [followsPage] = useState(() => post?.kind !== 'failed' || post.values.language === undefined);
  useEffect(() => {
    if (followsPage && !getFieldState('language').isDirty) resetField('language', { defaultValue: pageLanguage });
  }, [followsPage, pageLanguage, getFieldState, resetField]);

  // After the effect above (useFormSubmission restores the draft): a restored language is the visitor's pick
  // (dirty), so it no longer follows the page.
  const { fields, frame } = useFormSubmission(form, {
    island: { titleId, action, post },
    section: 'join',
    idPrefix,
    testId: 'join-form',
    draft: { key: draftKeys.join, defaults },
    summaryFields: joinSummaryFields(t, id),
    pathOf: joinPathOf,
    postedFields: joinFields,
    resetValues: { ...defaults, language: pageLanguage },
    preload: schema.preload,
    errorMessage: t('getInvolved.join.form.errorMessage', 'An error occurred while submitting the form.'),
  });

  return (
    <FormFrame {...frame} submitLabel={t('getInvolved.join.form.submit')}>
      <AboutGroup fields={fields} />
      <AddressGroup fields={fields} />
      <ContactGroup fields={fields} />
      <InterestGroup fields={fields} />
    </FormFrame>
  );
}
