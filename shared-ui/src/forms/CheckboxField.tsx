import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, ErrorMessage, FieldRoot, Hint } from './parts';
import { ChoiceInput, ChoiceLabel, ChoiceRow, ChoiceText } from './choice';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** A single checkbox with its label; forwards its ref to the <input type="checkbox">. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { id, label, hint, error, 'aria-describedby': extra, ...rest },
  ref,
) {
  return (
    <FieldRoot $invalid={Boolean(error)}>
      <ErrorMessage id={id}>{error}</ErrorMessage>
      <ChoiceRow>
        <ChoiceInput
          ref={ref}
          id={id}
          type="checkbox"
          aria-describedby={describedBy(id, hint, error, extra)}
          aria-invalid={error ? true : undefined}
          {...rest}
        />
        <ChoiceText>
          <ChoiceLabel htmlFor={id}>{label}</ChoiceLabel>
          <Hint id={id}>{hint}</Hint>
        </ChoiceText>
      </ChoiceRow>
    </FieldRoot>
  );
});
