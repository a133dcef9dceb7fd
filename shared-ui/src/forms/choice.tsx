// Shared look of checkboxes and radios: a large native control (keeps all native behaviour) beside its label.
import styled from 'styled-components';

export const ChoiceRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

export const ChoiceInput = styled.input`
  flex: none;
  inline-size: 1.5rem;
  block-size: 1.5rem;
  margin: 0;
  margin-block-start: 0.1rem;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

export const ChoiceLabel = styled.label`
  cursor: pointer;
  /* The label is part of the target: at least 24px tall (WCAG 2.5.8). */
  min-block-size: 1.75rem;
  padding-block-start: 0.05rem;
`;

export const ChoiceText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
