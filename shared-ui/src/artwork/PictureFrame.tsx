import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};

  /* A block image: no gap under it inside the rounded frame. */
  & img {
    display: block;
  }
`;

export interface PictureFrameProps extends HTMLAttributes<HTMLDivElement> {
  /** The picture (an Illustration), filling the frame's width. */
  children: ReactNode;
}

/** A picture beside a page's text, in rounded corners with a soft shadow. */
export function PictureFrame({ children, ...rest }: PictureFrameProps) {
  return <Frame {...rest}>{children}</Frame>;
}
