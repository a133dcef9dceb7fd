// Field helpers for both forms: ids under the form's prefix, each field's error in the visitor's words (the
// browser's check, else the server's answer to the last post), and every text field of the two forms defined
// once, as data (type, length limit, autocomplete token, direction).
// Email addresses, phone numbers and card data are Latin text: their inputs stay left-to-right in Arabic too.
import {
  useController,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from '@stallions/shared-i18n';
import { RadioGroup, SelectField, TextField, type TextFieldProps } from '@stallions/shared-ui/forms';
import { useCountryOptions } from './countries';
import { errorMessageAt } from './flow';
import { toLatinDigits } from './normalize';
import { useValidationMessages } from './validation';

export interface FormFields<T extends FieldValues, TOutput = T> {
  /** The form's translations are under `getInvolved.<section>.form`. */
  section: 'donate' | 'join';
  /** The element id of a field (or of a radio: `name-value`), unique on the page. */
  id: (name: string) => string;
  /** The field's error in the visitor's words, or undefined while it has none. */
  error: (path: Path<T>) => string | undefined;
  register: UseFormRegister<T>;
  control: Control<T, unknown, TOutput>;
}

/** The element id of a form's field: `<prefix>-<name>`. */
export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

export function useFormFields<T extends FieldValues, TOutput = T>(
  section: FormFields<T, TOutput>['section'],
  idPrefix: string,
  {
    register,
    control,
    errors,
    serverErrors,
  }: {
    register: UseFormRegister<T>;
    control: Control<T, unknown, TOutput>;
    errors: FieldErrors<T>;
    /** The server's message keys by path (its answer to the last post). */
    serverErrors: Readonly<Record<string, string>>;
  },
): FormFields<T, TOutput> {
  const translate = useValidationMessages();
  return {
    section,
    id: (name) => fieldId(idPrefix, name),
    error: (path) => translate(errorMessageAt(errors, path) ?? serverErrors[path]),
    register,
    control,
  };
}

interface TextFieldSpec extends Pick<
  TextFieldProps,
  'autoComplete' | 'maxLength' | 'dir' | 'type' | 'spellCheck' | 'inputMode'
> {
  hasHint?: boolean;
  /** Numbers typed with Arabic-Indic digits are stored with 0-9. */
  latinDigits?: boolean;
}

/** Every text field of the two forms; a field both ask for has the same spec in each. */
const textFields = {
  firstName: { autoComplete: 'given-name', maxLength: 100 },
  lastName: { autoComplete: 'family-name', maxLength: 100 },
  email: { dir: 'ltr', type: 'email', autoComplete: 'email', spellCheck: false, maxLength: 254, hasHint: true },
  phone: { dir: 'ltr', type: 'tel', autoComplete: 'tel', maxLength: 20, hasHint: true, latinDigits: true },
  postalCode: { autoComplete: 'postal-code', maxLength: 20 },
  // The join form's
  dateOfBirth: { type: 'date', autoComplete: 'bday', hasHint: true },
  province: { autoComplete: 'address-level1', maxLength: 100 },
  district: { autoComplete: 'address-level2', maxLength: 100 },
  referenceNumber: { autoComplete: 'off', maxLength: 50, hasHint: true },
  // The donation form's
  donationFor: { autoComplete: 'off', maxLength: 200, hasHint: true },
  recipientEmail: {
    dir: 'ltr',
    type: 'email',
    autoComplete: 'off',
    spellCheck: false,
    maxLength: 254,
    hasHint: true,
  },
  city: { autoComplete: 'address-level2', maxLength: 100 },
  cardNumber: {
    dir: 'ltr',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    spellCheck: false,
    maxLength: 26,
    hasHint: true,
    latinDigits: true,
  },
  cardHolder: { autoComplete: 'cc-name', spellCheck: false, maxLength: 100 },
  expiryDate: { dir: 'ltr', autoComplete: 'cc-exp', spellCheck: false, maxLength: 7, hasHint: true, latinDigits: true },
  cvv: {
    dir: 'ltr',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    spellCheck: false,
    maxLength: 4,
    hasHint: true,
    latinDigits: true,
  },
} satisfies Record<string, TextFieldSpec>;

export type TextFieldName = keyof typeof textFields;

export interface FormTextFieldProps<T extends FieldValues, TOutput = T> extends Pick<
  TextFieldProps,
  'min' | 'max' | 'aria-describedby'
> {
  fields: FormFields<T, TOutput>;
  /** Names the field's spec, id and translations (`getInvolved.<section>.form.<name>`). */
  name: TextFieldName;
  /** Where the form keeps the value. */
  path: Path<T>;
}

/**
 * What every text field of the two forms takes from its spec: its id, translated label and hint, input
 * attributes and error; and whether its digits are read as Latin ones.
 */
function useSpecProps<T extends FieldValues, TOutput>(
  fields: FormFields<T, TOutput>,
  name: TextFieldName,
  path: Path<T>,
) {
  const { t } = useTranslation('pages');
  const { hasHint, latinDigits, ...input }: TextFieldSpec = textFields[name];
  return {
    latinDigits,
    props: {
      id: fields.id(name),
      label: t(`getInvolved.${fields.section}.form.${name}.label`),
      hint: hasHint ? t(`getInvolved.${fields.section}.form.${name}.hint`) : undefined,
      ...input,
      error: fields.error(path),
    },
  };
}

/** A text field of either form, from its spec: only the id prefix, translations and form path differ. */
export function FormTextField<T extends FieldValues, TOutput = T>({
  fields,
  name,
  path,
  ...more
}: FormTextFieldProps<T, TOutput>) {
  const { latinDigits, props } = useSpecProps(fields, name, path);
  return (
    <TextField
      {...props}
      {...more}
      {...fields.register(path, latinDigits ? { setValueAs: toLatinDigits } : undefined)}
    />
  );
}

/** The card's fields: never named, so a native post (the browser's own) cannot send them. */
export type CardFieldName = 'cardNumber' | 'cardHolder' | 'expiryDate' | 'cvv';

/**
 * A card field: controlled (react-hook-form's register would name the input, and a named input is posted), so
 * its input has no `name` attribute. The island reads the card from the form's state and sends only its last
 * four digits, the holder and the expiry; the number and the CVV never leave the browser.
 */
export function CardTextField<T extends FieldValues, TOutput = T>({
  fields,
  name,
  path,
  ...more
}: Omit<FormTextFieldProps<T, TOutput>, 'name'> & { name: CardFieldName }) {
  const { latinDigits, props } = useSpecProps(fields, name, path);
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control: fields.control, name: path });
  return (
    <TextField
      {...props}
      {...more}
      ref={ref}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(latinDigits ? toLatinDigits(event.target.value) : event.target.value)}
      onBlur={onBlur}
    />
  );
}

export interface FormRadioGroupProps<T extends FieldValues, TOutput = T> {
  fields: FormFields<T, TOutput>;
  /** The posted name, also the form's path, and the translations' (`getInvolved.<section>.form.<name>`). */
  name: Path<T>;
  /** The choices, in screen order: each one's id is `<name>-<value>`, its label the translation `<name>.<value>`. */
  values: readonly string[];
  hasHint?: boolean;
  inline?: boolean;
}

/** A radio group of either form: its legend, hint and options' labels translated, its error and registration. */
export function FormRadioGroup<T extends FieldValues, TOutput = T>({
  fields,
  name,
  values,
  hasHint,
  inline,
}: FormRadioGroupProps<T, TOutput>) {
  const { t } = useTranslation('pages');
  const { section } = fields;
  return (
    <RadioGroup
      name={name}
      legend={t(`getInvolved.${section}.form.${name}.legend`)}
      hint={hasHint ? t(`getInvolved.${section}.form.${name}.hint`) : undefined}
      inline={inline}
      options={values.map((value) => ({
        value,
        id: fields.id(`${name}-${value}`),
        label: t(`getInvolved.${section}.form.${name}.${value}`),
      }))}
      error={fields.error(name)}
      register={fields.register(name)}
    />
  );
}

/**
 * The country of either form: a choice of the form's own list (countries.ts), the code posted ('LB'), the name
 * shown in the page's language.
 */
export function FormCountryField<T extends FieldValues, TOutput = T>({
  fields,
  path,
}: {
  fields: FormFields<T, TOutput>;
  path: Path<T>;
}) {
  const { t } = useTranslation('pages');
  const countryOptions = useCountryOptions();
  return (
    <SelectField
      id={fields.id('country')}
      label={t(`getInvolved.${fields.section}.form.country.label`)}
      placeholder={t(`getInvolved.${fields.section}.form.country.placeholder`)}
      autoComplete="country"
      options={countryOptions}
      error={fields.error(path)}
      {...fields.register(path)}
    />
  );
}
