import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { describedBy, ErrorMessage, Hint } from './parts';
import { ChoiceInput, ChoiceLabel, ChoiceRow } from './choice';
import { Legend } from './FieldGroup';

/** A radio group's fieldset: no frame of its own, and the red bar at its start while the group is in error. */
export const radioFieldsetStyles = css<{ $invalid: boolean }>`
  min-inline-size: 0;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  border: 0;
  ${({ $invalid, theme }) =>
    $invalid && `padding-inline-start: ${theme.space[4]}; border-inline-start: 4px solid ${theme.colors.danger};`}
`;

const Fieldset = styled.fieldset<{ $invalid: boolean }>`
  ${radioFieldsetStyles}

  & > [id$='-hint'],
  & > [id$='-error'] {
    margin-block-end: ${({ theme }) => theme.space[3]};
  }
`;

const Options = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $inline }) => ($inline ? `${theme.space[3]} ${theme.space[6]}` : theme.space[3])};
`;

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Defaults to `${name}-${value}`. */
  id?: string;
}

/**
 * What react-hook-form's `register(name)` returns ({ name, onChange, onBlur, ref }), or any props for every radio.
 * The same ref callback is given to every radio, which is how react-hook-form handles radio groups.
 */
export type RadioRegisterProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'value'> & {
  ref?: Ref<HTMLInputElement>;
};

export interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: RadioOption[];
  /** Options side by side (short labels such as Yes / No). */
  inline?: boolean;
  /** Spread onto every radio: `register={register('donationType')}`; its `defaultValue` checks that option. */
  register?: RadioRegisterProps;
  /** Extra props per radio (e.g. checked/onChange when controlled). */
  inputProps?: (value: string) => InputHTMLAttributes<HTMLInputElement>;
  /** Legend as a page-level question (larger). */
  legendSize?: 'md' | 'lg';
}

/**
 * What one radio of a group spreads from the group's `register`: the registration, and, where it has a
 * default value (react-hook-form's, in the server's HTML), `defaultChecked` on that value's option only.
 */
export function registeredRadio(register: RadioRegisterProps | undefined, value: string): RadioRegisterProps {
  const { defaultValue, ...registration } = register ?? {};
  return defaultValue === undefined
    ? registration
    : { ...registration, defaultChecked: value === String(defaultValue) };
}

/**
 * A set of radios in a fieldset/legend. Link an ErrorSummary entry to the first option's id
 * (`${name}-${options[0].value}` by default).
 */
export function RadioGroup({
  name,
  legend,
  hint,
  error,
  options,
  inline = false,
  register,
  inputProps,
  legendSize = 'md',
}: RadioGroupProps) {
  return (
    <Fieldset
      $invalid={Boolean(error)}
      aria-describedby={describedBy(name, hint, error)}
      aria-invalid={error ? true : undefined}
    >
      <Legend $size={legendSize}>{legend}</Legend>
      <Hint id={name}>{hint}</Hint>
      <ErrorMessage id={name}>{error}</ErrorMessage>
      <Options $inline={inline}>
        {options.map((option) => {
          const id = option.id ?? `${name}-${option.value}`;
          return (
            <ChoiceRow key={option.value}>
              <ChoiceInput
                type="radio"
                name={name}
                {...registeredRadio(register, option.value)}
                {...inputProps?.(option.value)}
                id={id}
                value={option.value}
              />
              <ChoiceLabel htmlFor={id}>{option.label}</ChoiceLabel>
            </ChoiceRow>
          );
        })}
      </Options>
    </Fieldset>
  );
}
