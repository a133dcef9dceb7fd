// The membership application (spec section 3, collection joinFormSubmissions).
// Email addresses, phone and card numbers are Latin text: their inputs stay left-to-right in Arabic too.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type SubmitErrorHandler, type SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createJoinFormSchema,
  heardFromOptions,
  honeypotField,
  isHoneypotFilled,
  joinDefaults,
  minDateOfBirth,
  type HeardFrom,
  type JoinFormData,
} from '@stallions/shared-config';
import { currentLanguage, languageNames, supportedLanguages } from '@stallions/shared-i18n';
import {
  FieldGroup,
  FormActions,
  RadioGroup,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@stallions/shared-ui';
import { submitJoinApplication } from '../submissions';
import { summarize, useSubmissionFlow, type FieldTarget, type SubmissionFlowOptions } from './flow';
import { FormFeedback } from './FormFeedback';
import { Honeypot } from './Honeypot';
import { RequiredNote } from './layout';
import { toLatinDigits } from './normalize';
import { useValidationMessages } from './validation';

/**
 * The shared form schema plus the applicant's preferred language, which the document stores as `language`
 * (a language tag: one of the site's languages).
 */
const joinSchema = createJoinFormSchema().safeExtend({
  language: z.enum(supportedLanguages, { error: 'validation.option' }),
});
type JoinValues = z.input<typeof joinSchema>;
export type JoinSubmission = z.output<typeof joinSchema>;

export type SubmitJoin = (form: JoinFormData, context: { language: string }) => Promise<void>;

export interface JoinFormProps extends SubmissionFlowOptions {
  /** Id of the heading that names the form. */
  titleId?: string;
  /** Sends a valid application; the real pipeline by default, a mock in tests. */
  submit?: SubmitJoin;
}

const id = (name: string) => `join-${name}`;

/** Yesterday in UTC: the latest day the schema accepts in every time zone, so the date picker offers no other. */
const latestDateOfBirth = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Fields in screen order, for the error summary. A radio group is focused through its first radio. */
const fieldTargets: FieldTarget[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'language',
  'country',
  'province',
  'district',
  'postalCode',
  'email',
  'phone',
  'heardFrom',
  'whyInvolved',
].map((name) => ({ path: name, fieldId: id(name) }));
fieldTargets.push({ path: 'hasReference', fieldId: id('hasReference-yes') });
fieldTargets.push({ path: 'referenceNumber', fieldId: id('referenceNumber') });

export function JoinForm({ titleId, submit = submitJoinApplication, minFillTimeMs }: JoinFormProps) {
  const { t } = useTranslation('pages');
  const translate = useValidationMessages();
  const flow = useSubmissionFlow({ minFillTimeMs });
  const defaults = useMemo<JoinValues>(() => ({ ...joinDefaults, language: currentLanguage() }), []);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<JoinValues, unknown, JoinSubmission>({
    resolver: zodResolver(joinSchema),
    defaultValues: defaults,
    // The error summary takes focus, as in the GOV.UK pattern.
    shouldFocusError: false,
  });
  const hasReference = useWatch({ control, name: 'hasReference' });

  const heardFromLabels: Record<HeardFrom, string> = {
    stallion_event: t('getInvolved.join.form.heardFrom.options.stallion_event'),
    stallion_program: t('getInvolved.join.form.heardFrom.options.stallion_program'),
    stallions_foals: t('getInvolved.join.form.heardFrom.options.stallions_foals'),
    friend_family: t('getInvolved.join.form.heardFrom.options.friend_family'),
    social_media: t('getInvolved.join.form.heardFrom.options.social_media'),
    university: t('getInvolved.join.form.heardFrom.options.university'),
  };

  const onValid: SubmitHandler<JoinSubmission> = (values) =>
    flow.run({
      values,
      send: ({ language, ...form }) => submit(form, { language }),
      reset: () => reset(defaults),
      honeypotFilled: isHoneypotFilled(values),
    });
  const onInvalid: SubmitErrorHandler<JoinValues> = (formErrors) =>
    flow.showErrors(summarize(formErrors, fieldTargets));

  const error = (message: string | undefined) => translate(message);
  const fieldLabels: Record<string, string> = {
    [id('firstName')]: t('getInvolved.join.form.firstName.label'),
    [id('lastName')]: t('getInvolved.join.form.lastName.label'),
    [id('dateOfBirth')]: t('getInvolved.join.form.dateOfBirth.label'),
    [id('language')]: t('getInvolved.join.form.language.label'),
    [id('country')]: t('getInvolved.join.form.country.label'),
    [id('province')]: t('getInvolved.join.form.province.label'),
    [id('district')]: t('getInvolved.join.form.district.label'),
    [id('postalCode')]: t('getInvolved.join.form.postalCode.label'),
    [id('email')]: t('getInvolved.join.form.email.label'),
    [id('phone')]: t('getInvolved.join.form.phone.label'),
    [id('heardFrom')]: t('getInvolved.join.form.heardFrom.summaryLabel'),
    [id('whyInvolved')]: t('getInvolved.join.form.whyInvolved.summaryLabel'),
    [id('hasReference-yes')]: t('getInvolved.join.form.hasReference.summaryLabel'),
    [id('referenceNumber')]: t('getInvolved.join.form.referenceNumber.label'),
  };

  return (
    <form
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      aria-labelledby={titleId}
      aria-busy={flow.submitting || undefined}
      data-testid="join-form"
    >
      <FormFeedback
        status={flow.status}
        summary={flow.summary}
        feedbackRef={flow.feedbackRef}
        errorMessage={t('getInvolved.join.form.errorMessage', 'An error occurred while submitting the form.')}
        fieldLabels={fieldLabels}
      />
      <RequiredNote>{t('getInvolved.form.requiredNote')}</RequiredNote>

      <FieldGroup legend={t('getInvolved.join.form.groups.about')}>
        <TextField
          id={id('firstName')}
          label={t('getInvolved.join.form.firstName.label')}
          autoComplete="given-name"
          maxLength={100}
          error={error(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          id={id('lastName')}
          label={t('getInvolved.join.form.lastName.label')}
          autoComplete="family-name"
          maxLength={100}
          error={error(errors.lastName?.message)}
          {...register('lastName')}
        />
        <TextField
          id={id('dateOfBirth')}
          type="date"
          label={t('getInvolved.join.form.dateOfBirth.label')}
          hint={t('getInvolved.join.form.dateOfBirth.hint')}
          autoComplete="bday"
          min={minDateOfBirth}
          max={latestDateOfBirth()}
          error={error(errors.dateOfBirth?.message)}
          {...register('dateOfBirth')}
        />
        <SelectField
          id={id('language')}
          label={t('getInvolved.join.form.language.label')}
          hint={t('getInvolved.join.form.language.hint')}
          autoComplete="language"
          options={supportedLanguages.map((lng) => ({ value: lng, label: languageNames[lng] }))}
          error={error(errors.language?.message)}
          {...register('language')}
        />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.join.form.groups.address')}>
        <TextField
          id={id('country')}
          label={t('getInvolved.join.form.country.label')}
          autoComplete="country-name"
          maxLength={100}
          error={error(errors.country?.message)}
          {...register('country')}
        />
        <TextField
          id={id('province')}
          label={t('getInvolved.join.form.province.label')}
          autoComplete="address-level1"
          maxLength={100}
          error={error(errors.province?.message)}
          {...register('province')}
        />
        <TextField
          id={id('district')}
          label={t('getInvolved.join.form.district.label')}
          autoComplete="address-level2"
          maxLength={100}
          error={error(errors.district?.message)}
          {...register('district')}
        />
        <TextField
          id={id('postalCode')}
          label={t('getInvolved.join.form.postalCode.label')}
          autoComplete="postal-code"
          maxLength={20}
          error={error(errors.postalCode?.message)}
          {...register('postalCode')}
        />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.join.form.groups.contact')}>
        <TextField
          id={id('email')}
          dir="ltr"
          type="email"
          label={t('getInvolved.join.form.email.label')}
          hint={t('getInvolved.join.form.email.hint')}
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          error={error(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          id={id('phone')}
          dir="ltr"
          type="tel"
          label={t('getInvolved.join.form.phone.label')}
          hint={t('getInvolved.join.form.phone.hint')}
          autoComplete="tel"
          maxLength={20}
          error={error(errors.phone?.message)}
          {...register('phone', { setValueAs: toLatinDigits })}
        />
      </FieldGroup>

      <FieldGroup legend={t('getInvolved.join.form.groups.interest')}>
        <SelectField
          id={id('heardFrom')}
          label={t('getInvolved.join.form.heardFrom.label')}
          placeholder={t('getInvolved.join.form.heardFrom.placeholder')}
          autoComplete="off"
          options={heardFromOptions.map((value) => ({ value, label: heardFromLabels[value] }))}
          error={error(errors.heardFrom?.message)}
          {...register('heardFrom')}
        />
        <TextAreaField
          id={id('whyInvolved')}
          label={t('getInvolved.join.form.whyInvolved.label')}
          hint={t('getInvolved.join.form.whyInvolved.hint')}
          autoComplete="off"
          maxLength={2000}
          error={error(errors.whyInvolved?.message)}
          {...register('whyInvolved')}
        />
        <RadioGroup
          name="hasReference"
          legend={t('getInvolved.join.form.hasReference.legend')}
          hint={t('getInvolved.join.form.hasReference.hint')}
          inline
          options={[
            { value: 'yes', id: id('hasReference-yes'), label: t('getInvolved.join.form.hasReference.yes') },
            { value: 'no', id: id('hasReference-no'), label: t('getInvolved.join.form.hasReference.no') },
          ]}
          error={error(errors.hasReference?.message)}
          register={{ ...register('hasReference'), autoComplete: 'off' }}
        />
        {hasReference === 'yes' && (
          <TextField
            id={id('referenceNumber')}
            label={t('getInvolved.join.form.referenceNumber.label')}
            hint={t('getInvolved.join.form.referenceNumber.hint')}
            autoComplete="off"
            maxLength={50}
            error={error(errors.referenceNumber?.message)}
            {...register('referenceNumber')}
          />
        )}
      </FieldGroup>

      <Honeypot id={id(honeypotField)} registration={register('website')} />

      <FormActions>
        <SubmitButton submitting={flow.submitting} submittingLabel={t('getInvolved.form.submitting')}>
          {t('getInvolved.join.form.submit')}
        </SubmitButton>
      </FormActions>
    </form>
  );
}
