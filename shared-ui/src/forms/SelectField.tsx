import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from './parts';

// Native select: the platform arrow sits on the correct side in RTL and works with every input method.
const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: SelectOption[];
  /** First, empty option ("Choose…"); its value is "". */
  placeholder?: string;
}

/** Labelled native select; forwards its ref to the <select> for react-hook-form. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, hint, error, options, placeholder, 'aria-describedby': extra, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={extra}>
      {(wiring) => (
        <Select ref={ref} {...wiring} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
});
