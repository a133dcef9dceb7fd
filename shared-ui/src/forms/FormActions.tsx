import type { ReactNode } from 'react';
import styled from 'styled-components';
// From the shared singleton, not by relative path: this file is bundled by the app that has a form, and the
// Button and Spinner it renders must be the singleton's, not a second copy.
import { Button, Spinner, type ButtonSize, type ButtonVariant } from '@stallions/shared-ui/browser';

/** Row of form buttons. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

export interface SubmitButtonProps {
  submitting: boolean;
  children: ReactNode;
  /** Translated "Submitting…", announced through the spinner's status role. */
  submittingLabel: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
}

/**
 * Submit button of a form that works before its code (a real `<form method="post">`): enabled in the server's
 * HTML, so a visitor without script, or whose form's code has not arrived, can send it natively. Once the form's
 * code runs, it is disabled and shows a spinner while the form is being sent (no double submit).
 */
export function SubmitButton({
  submitting,
  children,
  submittingLabel,
  variant = 'primary',
  size = 'lg',
  disabled = false,
}: SubmitButtonProps) {
  const off = submitting || disabled;
  return (
    <Button
      type="submit"
      variant={variant}
      size={size}
      disabled={off}
      aria-disabled={off || undefined}
      aria-busy={submitting || undefined}
    >
      {submitting && <Spinner label={submittingLabel} size="1.1em" />}
      {/* The text stays, so the button keeps its width while busy. */}
      <span>{children}</span>
    </Button>
  );
}
