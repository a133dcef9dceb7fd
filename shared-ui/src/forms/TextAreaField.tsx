import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, Field } from './parts';

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-block-size: 8rem;
  resize: vertical;
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** Labelled multi-line text; forwards its ref to the <textarea>. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, hint, error, rows = 5, 'aria-describedby': extra, ...rest },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} describedBy={extra}>
      {(wiring) => <TextArea ref={ref} rows={rows} {...wiring} {...rest} />}
    </Field>
  );
});
