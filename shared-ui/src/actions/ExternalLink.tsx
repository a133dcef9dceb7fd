import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { FaArrowUpRightFromSquare } from 'react-icons/fa6';
import styled from 'styled-components';
import { VisuallyHidden } from '../a11y/VisuallyHidden';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;

  & > svg {
    flex: none;
    inline-size: 0.8em;
    block-size: 0.8em;
  }

  /* The arrow points "outwards" in the reading direction. */
  [dir='rtl'] & > svg {
    transform: scaleX(-1);
  }
`;

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  /** Translated "(opens in a new tab)": read by screen readers, hidden on screen. */
  newTabLabel: string;
  /** Show a small "opens elsewhere" arrow after the text. */
  showIcon?: boolean;
  children: ReactNode;
}

/** A link that opens in a new tab, safely (noopener) and announced (WCAG 3.2.5 advisory). */
export const ExternalLink = forwardRef<HTMLAnchorElement, ExternalLinkProps>(function ExternalLink(
  { newTabLabel, showIcon = false, children, ...rest },
  ref,
) {
  return (
    <Anchor ref={ref} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {newTabLabel}</VisuallyHidden>
      {showIcon && <FaArrowUpRightFromSquare aria-hidden="true" focusable="false" />}
    </Anchor>
  );
});
