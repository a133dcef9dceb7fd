import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Split as Columns } from '@stallions/shared-ui';

const Figure = styled.div`
  & img {
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export interface SplitProps {
  /** The text side (heading, paragraphs, links). */
  children: ReactNode;
  /** The image side. */
  image: ReactNode;
  /** On large screens, the image on the start side (it always follows the text on small screens). */
  imageFirst?: boolean;
}

/** Text beside an image on large screens, stacked (text first) on small ones. */
export function Split({ children, image, imageFirst = false }: SplitProps) {
  return (
    <Columns gap={6} columnGap={8} reverse={imageFirst}>
      <div data-part="text">{children}</div>
      <Figure data-part="image">{image}</Figure>
    </Columns>
  );
}
