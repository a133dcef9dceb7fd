// Form components, imported as '@stallions/shared-ui/forms'. Not part of the shared singleton (see
// ../index.ts): they keep no state of their own, so the copy bundled by the app that has a form is enough.
export { TextField, type TextFieldProps } from './TextField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export {
  RadioGroup,
  radioFieldsetStyles,
  registeredRadio,
  type RadioGroupProps,
  type RadioOption,
  type RadioRegisterProps,
} from './RadioGroup';
export { FieldGroup, type FieldGroupProps } from './FieldGroup';
export { Conditional, revealedAttribute, type ConditionalProps } from './Conditional';
export { ErrorSummary, type ErrorSummaryProps, type ErrorSummaryItem } from './ErrorSummary';
export { FormActions, SubmitButton, type SubmitButtonProps } from './FormActions';
