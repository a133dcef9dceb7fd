// The join form's field groups, in screen order. Each field's id, error and registration come from the form
// (useFormFields), so a group holds only what it shows.
import { hasReferenceOptions, heardFromOptions, minDateOfBirth, type HeardFrom } from '@stallions/submissions/rules';
import { languageNames, supportedLanguages, useTranslation } from '@stallions/shared-i18n';
import { Conditional, FieldGroup, SelectField, TextAreaField } from '@stallions/shared-ui/forms';
import { FormCountryField, FormRadioGroup, FormTextField, type FormFields } from './fields';
import type { JoinSubmission, JoinValues } from './schemas';

interface GroupProps {
  fields: FormFields<JoinValues, JoinSubmission>;
}

/** Yesterday in UTC: the latest day the schema accepts in every time zone, so the date picker offers no other. */
const latestDateOfBirth = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

export function AboutGroup({ fields }: GroupProps) {
  const { t } = useTranslation('pages');
  const { id, error, register } = fields;
  return (
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
  );
}

export function AddressGroup({ fields }: GroupProps) {
  const { t } = useTranslation('pages');
  return (
    <FieldGroup legend={t('getInvolved.join.form.groups.address')}>
      <FormCountryField fields={fields} path="country" />
      <FormTextField fields={fields} name="province" path="province" />
      <FormTextField fields={fields} name="district" path="district" />
      <FormTextField fields={fields} name="postalCode" path="postalCode" />
    </FieldGroup>
  );
}

export function ContactGroup({ fields }: GroupProps) {
  const { t } = useTranslation('pages');
  return (
    <FieldGroup legend={t('getInvolved.join.form.groups.contact')}>
      <FormTextField fields={fields} name="email" path="email" />
      <FormTextField fields={fields} name="phone" path="phone" />
    </FieldGroup>
  );
}

export function InterestGroup({ fields }: GroupProps) {
  const { t } = useTranslation('pages');
  const { id, error, register } = fields;
  const heardFromLabels: Record<HeardFrom, string> = {
    stallion_event: t('getInvolved.join.form.heardFrom.options.stallion_event'),
    stallion_program: t('getInvolved.join.form.heardFrom.options.stallion_program'),
    stallions_foals: t('getInvolved.join.form.heardFrom.options.stallions_foals'),
    friend_family: t('getInvolved.join.form.heardFrom.options.friend_family'),
    social_media: t('getInvolved.join.form.heardFrom.options.social_media'),
    university: t('getInvolved.join.form.heardFrom.options.university'),
  };
  return (
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
        control={<FormRadioGroup fields={fields} name="hasReference" values={hasReferenceOptions} hasHint inline />}
      >
        <FormTextField fields={fields} name="referenceNumber" path="referenceNumber" />
      </Conditional>
    </FieldGroup>
  );
}
