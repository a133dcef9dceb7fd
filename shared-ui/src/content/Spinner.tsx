import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../a11y/VisuallyHidden';
import { media } from '../theme/media';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Root = styled.span<{ $size: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;

  & > .spinner-ring {
    display: block;
    inline-size: ${({ $size }) => $size};
    block-size: ${({ $size }) => $size};
    border: 0.18em solid currentColor;
    border-block-start-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }

  /* No spinning under reduced motion: a static, broken ring still reads as "busy". */
  ${media.reducedMotion} {
    & > .spinner-ring {
      /* The name alone: a whole 'animation: none' is written back by the browser as a shorthand that HTML
         validators cannot parse, in a page's serialized styles. */
      animation-name: none;
    }
  }
`;

export interface SpinnerProps {
  /** Translated text such as "Loading…", read by screen readers. */
  label: string;
  /** CSS length; default 1.5em (scales with the surrounding text). */
  size?: string;
  className?: string;
}

/** Busy indicator announced politely through role="status". */
export function Spinner({ label, size = '1.5em', className }: SpinnerProps) {
  return (
    <Root role="status" $size={size} className={className} data-testid="spinner">
      <span className="spinner-ring" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Root>
  );
}
