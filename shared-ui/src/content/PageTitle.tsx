import { forwardRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';

const H1 = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  margin-block: ${({ theme }) => `${theme.space[7]} ${theme.space[5]}`};
  color: inherit;
`;

/** The page's h1 when there is no hero. tabIndex -1: the shell moves focus here after navigation. */
export const PageTitle = forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement>>(
  function PageTitle(props, ref) {
    return <H1 ref={ref} tabIndex={-1} {...props} />;
  },
);
