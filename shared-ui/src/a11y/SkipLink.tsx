import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/fragments';

const Link = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }

  &:focus {
    position: fixed;
    inset-block-start: ${({ theme }) => theme.space[3]};
    inset-inline-start: ${({ theme }) => theme.space[3]};
    z-index: ${({ theme }) => theme.zIndices.skipLink};
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentContrast};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    text-decoration: underline;
  }
`;

export interface SkipLinkProps {
  /** In-page target, e.g. "#main-content"; the target needs tabIndex={-1} to take focus. */
  href: string;
  children: ReactNode;
}

/** First focusable element of the page: jumps past the header to the main content. */
export function SkipLink({ href, children }: SkipLinkProps) {
  // Focus the target directly: works the same under any router and keeps the URL clean.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = href.startsWith('#') ? document.getElementById(href.slice(1)) : null;
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <Link href={href} onClick={onClick}>
      {children}
    </Link>
  );
}
