import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';
export type ButtonSize = 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

const variants = {
  // Navy on white: 11.9:1.
  primary: css`
    background-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    &:hover {
      background-color: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  // Gold with dark text: 6.5:1; stands out on light and dark backgrounds (Join, Donate).
  secondary: css`
    background-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentContrast};
    &:hover {
      background-color: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  ghost: css`
    background-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: currentColor;
    &:hover {
      background-color: ${({ theme }) => theme.colors.surfaceAlt};
    }
  `,
  // For dark backgrounds and heroes.
  light: css`
    background-color: transparent;
    color: ${({ theme }) => theme.colors.textOnDark};
    border-color: currentColor;
    &:hover {
      background-color: rgba(255, 255, 255, 0.12);
    }
  `,
};

/** Shared look of Button and ButtonLink (exported for other button-like elements). */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  /* Target size well above the 24px minimum of WCAG 2.5.8. */
  min-block-size: ${({ $size }) => ($size === 'lg' ? '52px' : '44px')};
  padding-block: ${({ $size }) => ($size === 'lg' ? '0.75rem' : '0.5rem')};
  padding-inline: ${({ $size }) => ($size === 'lg' ? '1.75rem' : '1.25rem')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-family: inherit;
  font-size: ${({ $size, theme }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease,
    transform 0.15s ease;

  &:hover {
    text-decoration: none;
  }

  &:active {
    transform: translateY(1px);
  }

  ${({ $variant }) => variants[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: not-allowed;
    transform: none;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} {...rest} />;
});
