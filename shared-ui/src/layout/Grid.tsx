import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { space, type SpaceKey } from '../theme/theme';

const Root = styled.div<{ $min: string; $gap: string }>`
  display: grid;
  /* As many columns as fit, never narrower than $min, and a single column on small screens. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ $gap }) => $gap};

  /* When rendered as a list. */
  list-style: none;
  padding: 0;
`;

export interface GridProps extends HTMLAttributes<HTMLElement> {
  /** Minimum column width, default '16rem'. */
  min?: string;
  gap?: SpaceKey | string;
  /** Render as a list when the items are a set (cards, logos). */
  as?: 'div' | 'ul' | 'ol';
  children?: ReactNode;
}

/** Responsive auto-fit grid. */
export function Grid({ min = '16rem', gap = 5, as = 'div', children, ...rest }: GridProps) {
  return (
    <Root as={as} $min={min} $gap={space(gap)} {...rest}>
      {children}
    </Root>
  );
}
