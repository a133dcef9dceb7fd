import type { ReactNode } from 'react';
import { FaArrowDown, FaArrowRight, FaArrowUp } from 'react-icons/fa6';
import { Link } from '@stallions/shared-router';
import styled from 'styled-components';
import { touchTarget } from '../theme/fragments';

const StyledLink = styled(Link)`
  ${touchTarget}
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  & > svg {
    inline-size: 0.85em;
    block-size: 0.85em;
  }

  /* Forwards is the reading direction. */
  [dir='rtl'] & > svg[data-arrow='forward'] {
    transform: scaleX(-1);
  }
`;

const arrows = { forward: FaArrowRight, down: FaArrowDown, up: FaArrowUp };

export interface ArrowLinkProps {
  to: string;
  children: ReactNode;
  /** 'forward' (another page), or 'down'/'up' (a jump within the page). */
  arrow?: keyof typeof arrows;
  className?: string;
}

/** A text link with an arrow after its words. */
export function ArrowLink({ to, children, arrow = 'forward', className }: ArrowLinkProps) {
  const Arrow = arrows[arrow];
  return (
    <StyledLink to={to} className={className}>
      {children}
      <Arrow aria-hidden="true" focusable="false" data-arrow={arrow} />
    </StyledLink>
  );
}
