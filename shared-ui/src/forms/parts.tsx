// Building blocks shared by the field components (GOV.UK Design System pattern).
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Ids of a field's hint and error, so every component wires aria-describedby the same way. */
const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** aria-describedby value: hint, then error, then whatever the caller passed. Undefined when empty. */
export function describedBy(id: string, hint: unknown, error: unknown, extra?: string): string | undefined {
  const ids = [hint ? hintId(id) : null, error ? errorId(id) : null, extra || null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const FieldRoot = styled.div<{ $invalid?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-end: ${({ theme }) => theme.space[5]};

  /* GOV.UK-style red bar on the inline-start side of a field in error. */
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      padding-inline-start: ${theme.space[4]};
      border-inline-start: 4px solid ${theme.colors.danger};
    `}
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const HintText = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return <HintText id={hintId(id)}>{children}</HintText>;
}

export function ErrorMessage({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return <ErrorText id={errorId(id)}>{children}</ErrorText>;
}

/** What a field gives its control: its id, what describes it, and whether it is in error. */
interface ControlWiring {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  $invalid: boolean;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** More ids that describe the control (a note above a group), after the hint and the error. */
  describedBy?: string;
  /** The control, given its wiring. */
  children: (wiring: ControlWiring) => ReactNode;
}

/**
 * One labelled control, the GOV.UK way: label, hint and error above it, in that order, and the control
 * described by the hint and the error and marked invalid with it. Every single-control field is one of these.
 */
export function Field({ id, label, hint, error, describedBy: extra, children }: FieldProps) {
  return (
    <FieldRoot $invalid={Boolean(error)}>
      <Label htmlFor={id}>{label}</Label>
      <Hint id={id}>{hint}</Hint>
      <ErrorMessage id={id}>{error}</ErrorMessage>
      {children({
        id,
        'aria-describedby': describedBy(id, hint, error, extra),
        'aria-invalid': error ? true : undefined,
        $invalid: Boolean(error),
      })}
    </FieldRoot>
  );
}

/** Look of text inputs, selects and textareas. */
export const controlStyles = css<{ $invalid?: boolean }>`
  inline-size: 100%;
  min-block-size: 48px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.text};
  }

  &:disabled {
    background-color: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: not-allowed;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;
