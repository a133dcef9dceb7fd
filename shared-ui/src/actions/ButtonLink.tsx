import { forwardRef } from 'react';
import { Link, type LinkProps } from '@stallions/shared-router';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './Button';

// Apart from Button: a link needs the router, which only the server's pages use (islands never load it).
const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export type ButtonLinkProps = LinkProps & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A router link that looks like a button (navigation stays a link for assistive technology). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', ...rest },
  ref,
) {
  return <StyledLink ref={ref} $variant={variant} $size={size} {...rest} />;
});
