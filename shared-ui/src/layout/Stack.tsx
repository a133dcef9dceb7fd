import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { space, type SpaceKey } from '../theme/theme';

// Not the stack fragment: the gap here may be any CSS length, not only a space token.
const Root = styled.div<{ $gap: string; $align?: string }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap }) => $gap};
  align-items: ${({ $align }) => $align ?? 'stretch'};
`;

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
  /** A space token (0-9) or any CSS length; default 4 (1rem). */
  gap?: SpaceKey | string;
  align?: 'stretch' | 'start' | 'center' | 'end';
  children?: ReactNode;
}

/** Vertical flow with even gaps. */
export function Stack({ gap = 4, align, children, ...rest }: StackProps) {
  return (
    <Root $gap={space(gap)} $align={align} {...rest}>
      {children}
    </Root>
  );
}
