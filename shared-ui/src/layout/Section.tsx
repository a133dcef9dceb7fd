import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { darkArea } from '../theme/fragments';

export type SectionTone = 'default' | 'alt' | 'dark';

const Root = styled.section<{ $tone: SectionTone }>`
  padding-block: clamp(3rem, 6vw, 5.5rem);
  ${({ $tone, theme }) => {
    switch ($tone) {
      case 'alt':
        return css`
          background-color: ${theme.colors.surfaceAlt};
        `;
      case 'dark':
        return css`
          background-color: ${theme.colors.primary};
          ${darkArea}
        `;
      default:
        return css`
          background-color: transparent;
        `;
    }
  }}
`;

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  tone?: SectionTone;
  id?: string;
  'aria-labelledby'?: string;
  children?: ReactNode;
}

/** A page band with vertical rhythm. Give it `aria-labelledby` pointing at its heading. */
export function Section({ tone = 'default', children, ...rest }: SectionProps) {
  return (
    <Root $tone={tone} data-tone={tone} {...rest}>
      {children}
    </Root>
  );
}
