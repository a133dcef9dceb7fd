import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Legend = styled.legend<{ $size?: 'md' | 'lg' }>`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme, $size }) => ($size === 'lg' ? theme.fontWeights.bold : theme.fontWeights.semibold)};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes['2xl'] : theme.fontSizes.md)};
  color: ${({ theme }) => theme.colors.text};
`;

const Fieldset = styled.fieldset`
  min-inline-size: 0;
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};

  & > legend {
    padding-inline: ${({ theme }) => theme.space[2]};
    margin-inline-start: -${({ theme }) => theme.space[2]};
  }
`;

export interface FieldGroupProps {
  legend: ReactNode;
  children: ReactNode;
}

/** Groups related fields under a legend (personal details, billing, payment). */
export function FieldGroup({ legend, children }: FieldGroupProps) {
  return (
    <Fieldset>
      <Legend $size="lg">{legend}</Legend>
      {children}
    </Fieldset>
  );
}
