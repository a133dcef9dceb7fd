import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, ErrorMessage, FieldRoot, Hint, Label } from './parts';

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
    <FieldRoot $invalid={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      <Hint id={id}>{hint}</Hint>
      <ErrorMessage id={id}>{error}</ErrorMessage>
      <TextArea
        ref={ref}
        id={id}
        rows={rows}
        aria-describedby={describedBy(id, hint, error, extra)}
        aria-invalid={error ? true : undefined}
        $invalid={Boolean(error)}
        {...rest}
      />
    </FieldRoot>
  );
});
