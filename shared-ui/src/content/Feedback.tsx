import type { ReactNode } from 'react';
import { FaCircleCheck, FaTriangleExclamation } from 'react-icons/fa6';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'success' | 'danger' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border: 2px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-inline-start-width: 8px;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme, $tone }) => theme.colors[`${$tone}Bg`]};
  color: ${({ theme }) => theme.colors.text};

  & > svg {
    flex: none;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    margin-block-start: 0.1rem;
    color: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  margin-block-end: ${({ theme }) => theme.space[1]};
`;

/** Green confirmation, announced politely (WCAG 4.1.3). Keep it mounted and change its content, or mount it once. */
export function SuccessBanner({ children }: { children: ReactNode }) {
  return (
    <Box $tone="success" role="status" aria-live="polite">
      <FaCircleCheck aria-hidden="true" focusable="false" />
      <div>{children}</div>
    </Box>
  );
}

export interface AlertProps {
  title?: ReactNode;
  children: ReactNode;
}

/** Error message announced immediately (role="alert"). */
export function Alert({ title, children }: AlertProps) {
  return (
    <Box $tone="danger" role="alert">
      <FaTriangleExclamation aria-hidden="true" focusable="false" />
      <div>
        {title && <Title>{title}</Title>}
        <div>{children}</div>
      </div>
    </Box>
  );
}
