// Field helpers for both forms: ids under the form's prefix, each field's error in the visitor's words, and
// the person and address fields both forms ask for, defined once.
// Email addresses and phone numbers are Latin text: their inputs stay left-to-right in Arabic too.
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@stallions/shared-i18n';
import { TextField, type TextFieldProps } from '@stallions/shared-ui/forms';
import { errorMessageAt } from './flow';
import { toLatinDigits } from './normalize';
import { useValidationMessages } from './validation';

export interface FormFields<T extends FieldValues> {
  /** The form's translations are under `getInvolved.<section>.form`. */
  section: 'donate' | 'join';
  /** The element id of a field (or of a radio: `name-value`), unique on the page. */
  id: (name: string) => string;
  /** The field's error in the visitor's words, or undefined while it has none. */
  error: (path: Path<T>) => string | undefined;
  register: UseFormRegister<T>;
}

export function useFormFields<T extends FieldValues>(
  section: FormFields<T>['section'],
  idPrefix: string,
  { register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<T> },
): FormFields<T> {
  const translate = useValidationMessages();
  return {
    section,
    id: (name) => `${idPrefix}-${name}`,
    error: (path) => translate(errorMessageAt(errors, path)),
    register,
  };
}

interface CommonFieldSpec extends Pick<TextFieldProps, 'autoComplete' | 'maxLength' | 'dir' | 'type' | 'spellCheck'> {
  hasHint?: boolean;
  /** Numbers typed with Arabic-Indic digits are stored with 0-9. */
  latinDigits?: boolean;
}

/** The fields both forms share, with the same type, length limit and autocomplete token in each. */
const commonFields = {
  firstName: { autoComplete: 'given-name', maxLength: 100 },
  lastName: { autoComplete: 'family-name', maxLength: 100 },
  email: { dir: 'ltr', type: 'email', autoComplete: 'email', spellCheck: false, maxLength: 254, hasHint: true },
  phone: { dir: 'ltr', type: 'tel', autoComplete: 'tel', maxLength: 20, hasHint: true, latinDigits: true },
  postalCode: { autoComplete: 'postal-code', maxLength: 20 },
  country: { autoComplete: 'country-name', maxLength: 100 },
} satisfies Record<string, CommonFieldSpec>;

export type CommonFieldName = keyof typeof commonFields;

export interface CommonFieldProps<T extends FieldValues> {
  fields: FormFields<T>;
  /** Names the field's id and translations (`getInvolved.<section>.form.<name>`). */
  name: CommonFieldName;
  /** Where the form keeps the value. */
  path: Path<T>;
}

/** One of the fields both forms share; only its id prefix, translations and form path differ. */
export function CommonField<T extends FieldValues>({ fields, name, path }: CommonFieldProps<T>) {
  const { t } = useTranslation('pages');
  const { hasHint, latinDigits, ...input }: CommonFieldSpec = commonFields[name];
  return (
    <TextField
      id={fields.id(name)}
      label={t(`getInvolved.${fields.section}.form.${name}.label`)}
      hint={hasHint ? t(`getInvolved.${fields.section}.form.${name}.hint`) : undefined}
      {...input}
      error={fields.error(path)}
      {...fields.register(path, latinDigits ? { setValueAs: toLatinDigits } : undefined)}
    />
  );
}
