// The membership application, collection joinFormSubmissions (its fields: the submissions package's schema).
// A real form posted to its page (see FormFrame): every input carries its posted name (wire.ts).
import { useEffect, useMemo, useState } from 'react';
import { useForm, type SubmitErrorHandler, type SubmitHandler } from 'react-hook-form';
import type { FormPostResult } from '@stallions/shared-config/actions';
import {
  heardFromOptions,
  honeypotField,
  joinDefaults,
  minDateOfBirth,
  type HeardFrom,
} from '@stallions/submissions/rules';
import { languageNames, languageOf, supportedLanguages, useTranslation } from '@stallions/shared-i18n';
import { Conditional, FieldGroup, RadioGroup, SelectField, TextAreaField } from '@stallions/shared-ui/forms';
import { useCountryOptions } from './countries';
import { clearDraft, draftKeys, useFormDraft } from './draft';
import { withServerDefaults } from './server-defaults';
import { fieldId, FormTextField, useFormFields } from './fields';
import { summarize, useSubmissionFlow, type SummaryField } from './flow';
import { FormFrame } from './FormFrame';
import { lazyResolver } from './lazy-resolver';
import type { JoinSubmission, JoinValues } from './schemas';
import { joinFields, joinPathOf, joinValuesFrom } from './wire';

export type { JoinSubmission } from './schemas';

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

/** Yesterday in UTC: the latest day the schema accepts in every time zone, so the date picker offers no other. */
const latestDateOfBirth = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const idPrefix = 'join';
const id = (name: string) => fieldId(idPrefix, name);

export function JoinForm({ titleId, action, post }: JoinFormProps) {
  const { t, i18n } = useTranslation('pages');
  // The page's language from the instance React renders with (on the server, the request's own).
  const pageLanguage = languageOf(i18n);
  // The first render's: later language changes reach the field through the effect below.
  const [defaults] = useState<JoinValues>(() => ({ ...joinDefaults, language: pageLanguage }));
  // After a failed post, the form starts from what was posted (never the honeypot).
  const [initial] = useState<JoinValues>(() =>
    post?.kind === 'failed' ? joinValuesFrom(post.values, defaults) : defaults,
  );
  const {
    register: registerField,
    handleSubmit,
    reset,
    resetField,
    getFieldState,
    getValues,
    control,
    setValue,
    subscribe,
    formState: { errors },
  } = useForm<JoinValues, unknown, JoinSubmission>({
    resolver: schema.resolver,
    defaultValues: initial,
    // The error summary takes focus, as in the GOV.UK pattern.
    shouldFocusError: false,
  });
  const register = useMemo(() => withServerDefaults(registerField, initial), [registerField, initial]);
  // The preferred language (the applicant's messages are written in it) follows the page's until the visitor
  // picks one: the form can mount before the page's language is applied (an Arabic page began with 'en'). Not
  // one that was posted: that is the visitor's.
  const [followsPage] = useState(() => post?.kind !== 'failed' || post.values.language === undefined);
  useEffect(() => {
    if (followsPage && !getFieldState('language').isDirty) resetField('language', { defaultValue: pageLanguage });
  }, [followsPage, pageLanguage, getFieldState, resetField]);
  // After the effect above: a restored language is the visitor's pick (dirty), so it no longer follows the page.
  useFormDraft({
    key: draftKeys.join,
    defaults,
    subscribe,
    setValue,
    restore: post === undefined,
    baseline: post?.kind === 'failed' ? defaults : undefined,
  });
  // The confirmation page: what was drafted has been sent.
  useEffect(() => {
    if (post?.kind === 'sent') clearDraft(draftKeys.join);
  }, [post]);

  const countryOptions = useCountryOptions();
  const heardFromLabels: Record<HeardFrom, string> = {
    stallion_event: t('getInvolved.join.form.heardFrom.options.stallion_event'),
    stallion_program: t('getInvolved.join.form.heardFrom.options.stallion_program'),
    stallions_foals: t('getInvolved.join.form.heardFrom.options.stallions_foals'),
    friend_family: t('getInvolved.join.form.heardFrom.options.friend_family'),
    social_media: t('getInvolved.join.form.heardFrom.options.social_media'),
    university: t('getInvolved.join.form.heardFrom.options.university'),
  };

  /** Fields in screen order, for the error summary. A radio group is focused through its first radio. */
  const summaryFields: SummaryField<JoinValues>[] = [
    { path: 'firstName', fieldId: id('firstName'), label: t('getInvolved.join.form.firstName.label') },
    { path: 'lastName', fieldId: id('lastName'), label: t('getInvolved.join.form.lastName.label') },
    { path: 'dateOfBirth', fieldId: id('dateOfBirth'), label: t('getInvolved.join.form.dateOfBirth.label') },
    { path: 'language', fieldId: id('language'), label: t('getInvolved.join.form.language.label') },
    { path: 'country', fieldId: id('country'), label: t('getInvolved.join.form.country.label') },
    { path: 'province', fieldId: id('province'), label: t('getInvolved.join.form.province.label') },
    { path: 'district', fieldId: id('district'), label: t('getInvolved.join.form.district.label') },
    { path: 'postalCode', fieldId: id('postalCode'), label: t('getInvolved.join.form.postalCode.label') },
    { path: 'email', fieldId: id('email'), label: t('getInvolved.join.form.email.label') },
    { path: 'phone', fieldId: id('phone'), label: t('getInvolved.join.form.phone.label') },
    { path: 'heardFrom', fieldId: id('heardFrom'), label: t('getInvolved.join.form.heardFrom.summaryLabel') },
    { path: 'whyInvolved', fieldId: id('whyInvolved'), label: t('getInvolved.join.form.whyInvolved.summaryLabel') },
    {
      path: 'hasReference',
      fieldId: id('hasReference-yes'),
      label: t('getInvolved.join.form.hasReference.summaryLabel'),
    },
    {
      path: 'referenceNumber',
      fieldId: id('referenceNumber'),
      label: t('getInvolved.join.form.referenceNumber.label'),
    },
  ];

  const flow = useSubmissionFlow({
    post,
    fields: summaryFields,
    pathOf: joinPathOf,
    errorTitlePrefix: t('getInvolved.form.errorTitlePrefix'),
  });
  const fields = useFormFields('join', idPrefix, { register, control, errors, serverErrors: flow.serverErrors });
  const { error } = fields;

  // What the browser checked is posted as typed, the same fields a native post sends.
  const onValid: SubmitHandler<JoinSubmission> = () =>
    flow.send({
      action,
      fields: joinFields(getValues()),
      reset: () => {
        clearDraft(draftKeys.join);
        // keepFieldsRef: the fields stay registered and are set to these values. Registered afresh, a checkbox or
        // radio with a default (server-defaults.ts) would take its value from the DOM instead.
        reset({ ...defaults, language: pageLanguage }, { keepFieldsRef: true });
      },
    });
  const onInvalid: SubmitErrorHandler<JoinValues> = (formErrors) =>
    flow.showErrors(summarize(formErrors, summaryFields));

  return (
    <FormFrame
      titleId={titleId}
      action={action}
      testId="join-form"
      onSubmit={handleSubmit(onValid, onInvalid)}
      onFieldFocus={schema.preload}
      flow={flow}
      errorMessage={t('getInvolved.join.form.errorMessage', 'An error occurred while submitting the form.')}
      summaryFields={summaryFields}
      honeypot={{ id: id(honeypotField), registration: register('website') }}
      submitLabel={t('getInvolved.join.form.submit')}
    >
      <FieldGroup legend={t('getInvolved.join.form.groups.about')}>
        <FormTextField fields={fields} name="firstName" path="firstName" />
        <FormTextField fields={fields} name="lastName" path="lastName" />
        <FormTextField
          fields={fields}
          name="dateOfBirth"
          path="dateOfBirth"
          min={minDateOfBirth}
          max={latestDateOfBirth()}
        />
        <SelectField
          id={id('language')}
          label={t('getInvolved.join.form.language.label')}
          hint={t('getInvolved.join.form.language.hint')}
          autoComplete="language"
          options={supportedLanguages.map((lng) => ({ value: lng, label: languageNames[lng] }))}
          error={error('language')}
          {...register('language')}
        />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.join.form.groups.address')}>
        {/* A choice of the form's own list: the code is posted ('LB'), the name shown in the page's language. */}
        <SelectField
          id={id('country')}
          label={t('getInvolved.join.form.country.label')}
          placeholder={t('getInvolved.join.form.country.placeholder')}
          autoComplete="country"
          options={countryOptions}
          error={error('country')}
          {...register('country')}
        />
        <FormTextField fields={fields} name="province" path="province" />
        <FormTextField fields={fields} name="district" path="district" />
        <FormTextField fields={fields} name="postalCode" path="postalCode" />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.join.form.groups.contact')}>
        <FormTextField fields={fields} name="email" path="email" />
        <FormTextField fields={fields} name="phone" path="phone" />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.join.form.groups.interest')}>
        <SelectField
          id={id('heardFrom')}
          label={t('getInvolved.join.form.heardFrom.label')}
          placeholder={t('getInvolved.join.form.heardFrom.placeholder')}
          autoComplete="off"
          options={heardFromOptions.map((value) => ({ value, label: heardFromLabels[value] }))}
          error={error('heardFrom')}
          {...register('heardFrom')}
        />
        <TextAreaField
          id={id('whyInvolved')}
          label={t('getInvolved.join.form.whyInvolved.label')}
          hint={t('getInvolved.join.form.whyInvolved.hint')}
          autoComplete="off"
          maxLength={2000}
          error={error('whyInvolved')}
          {...register('whyInvolved')}
        />
        {/* The reference number shows while "yes" is chosen: CSS, so before the form's code and without it too. */}
        <Conditional
          when='input[name="hasReference"][value="yes"]'
          control={
            <RadioGroup
              name="hasReference"
              legend={t('getInvolved.join.form.hasReference.legend')}
              hint={t('getInvolved.join.form.hasReference.hint')}
              inline
              options={[
                { value: 'yes', id: id('hasReference-yes'), label: t('getInvolved.join.form.hasReference.yes') },
                { value: 'no', id: id('hasReference-no'), label: t('getInvolved.join.form.hasReference.no') },
              ]}
              error={error('hasReference')}
              register={register('hasReference')}
            />
          }
        >
          <FormTextField fields={fields} name="referenceNumber" path="referenceNumber" />
        </Conditional>
      </FieldGroup>
    </FormFrame>
  );
}
