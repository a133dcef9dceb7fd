import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { HeadingLevel } from './Card';

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin-block-end: ${({ theme }) => theme.space[5]};
`;

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Step = styled.li`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  padding-block-end: ${({ theme }) => theme.space[5]};

  /* Connector between circles; logical inset keeps it under the circles in RTL. */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    inset-block: 2.75rem 0.25rem;
    inset-inline-start: calc(1.25rem - 1px);
    inline-size: 2px;
    background-color: ${({ theme }) => theme.colors.border};
  }
`;

const StepNumber = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border-radius: 50%;
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.accent};
`;

const Text = styled.span`
  padding-block-start: 0.45rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface ProcessStepsProps {
  steps: ReactNode[];
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Format the visible number (e.g. Arabic-Indic digits); default is the plain index. */
  formatNumber?: (n: number) => string;
}

/** Numbered vertical steps. An ordered list, so the order is conveyed to assistive technology too. */
export function ProcessSteps({ steps, title, headingLevel = 3, formatNumber = String }: ProcessStepsProps) {
  return (
    <div>
      {title && <Title as={`h${headingLevel}`}>{title}</Title>}
      <List>
        {steps.map((step, index) => (
          <Step key={index}>
            {/* The list already conveys the position: the circle is decoration. */}
            <StepNumber aria-hidden="true">{formatNumber(index + 1)}</StepNumber>
            <Text>{step}</Text>
          </Step>
        ))}
      </List>
    </div>
  );
}
