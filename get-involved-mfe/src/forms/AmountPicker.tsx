// The donation amount: the preset amounts as a group of large toggle buttons (native radios underneath, so
// arrow keys, screen readers and forms work as usual, and a native post sends the choice) plus "Other amount"
// with its own input, always in the HTML and shown by CSS while "other" is chosen (before the form's code and
// without it too).
import type { ReactNode } from 'react';
import { radioFieldsetStyles, registeredRadio, type RadioRegisterProps } from '@stallions/shared-ui/forms';
import { CheckIcon } from '../components/icons';
import styled from 'styled-components';

const Fieldset = styled.fieldset<{ $invalid: boolean; $other: string }>`
  ${radioFieldsetStyles}

  &:not(:has(input[type='radio'][value='${({ $other }) => $other}']:checked)) > [data-revealed] {
    display: none;
  }
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin-block-end: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  margin-block-end: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 7.5rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Option = styled.div`
  position: relative;
`;

/* The radio stays in the page (focusable, announced) but invisible; its label is the visible button. */
const Radio = styled.input`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;

const Face = styled.label`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  /* Taller than the touch target: the amounts are the form's first choice, read at a glance. */
  min-block-size: 52px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease;

  & > svg {
    display: none;
    flex: none;
    inline-size: 0.9em;
    block-size: 0.9em;
  }

  ${Radio}:hover + & {
    border-color: ${({ theme }) => theme.colors.primary};
    background-color: ${({ theme }) => theme.colors.surfaceAlt};
  }

  ${Radio}:checked + & {
    border-color: ${({ theme }) => theme.colors.primary};
    background-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }

  /* Not by colour alone: the chosen amount also carries a check mark. */
  ${Radio}:checked + & > svg {
    display: block;
  }

  ${Radio}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${Radio}:disabled + & {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

const Other = styled.div`
  margin-block-start: ${({ theme }) => theme.space[4]};
`;

interface AmountOption {
  value: string;
  label: string;
}

export interface AmountPickerProps {
  idPrefix: string;
  /** The radios' posted name. */
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** Shown here unless the "other" input shows it. */
  error?: string;
  options: AmountOption[];
  /** react-hook-form's register(name) for the radios; its `defaultValue` checks that option. */
  register: RadioRegisterProps;
  /** The value of the option that reveals `other`. */
  otherValue: string;
  /** The free-amount input, shown under the buttons while the `otherValue` option is chosen. */
  other: ReactNode;
}

export const amountOptionId = (idPrefix: string, value: string) => `${idPrefix}-${value}`;

export function AmountPicker({
  idPrefix,
  name,
  legend,
  hint,
  error,
  options,
  register,
  otherValue,
  other,
}: AmountPickerProps) {
  const hintId = `${idPrefix}-hint`;
  const errorId = `${idPrefix}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset $invalid={Boolean(error)} $other={otherValue} aria-describedby={describedBy} data-testid="amount-picker">
      <Legend>{legend}</Legend>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      <Options>
        {options.map((option) => {
          const optionId = amountOptionId(idPrefix, option.value);
          return (
            <Option key={option.value}>
              <Radio
                type="radio"
                name={name}
                {...registeredRadio(register, option.value)}
                id={optionId}
                value={option.value}
              />
              <Face htmlFor={optionId}>
                <CheckIcon />
                <span>{option.label}</span>
              </Face>
            </Option>
          );
        })}
      </Options>
      <Other data-revealed="">{other}</Other>
    </Fieldset>
  );
}
