import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from './parts';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number' | 'password' | 'url' | 'search';
}

/** Labelled text input. Spread react-hook-form's register() onto it: the ref reaches the <input>. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, error, type = 'text', 'aria-describedby': extra, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={extra}>
      {(wiring) => <Input ref={ref} type={type} {...wiring} {...rest} />}
    </Field>
  );
});
