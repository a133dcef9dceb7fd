import type { ReactNode } from 'react';
import styled from 'styled-components';

const Item = styled.li<{ $edge: 'top' | 'start' }>`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ $edge, theme }) =>
    $edge === 'top'
      ? `border-block-start: 4px solid ${theme.colors.accent};`
      : `border-inline-start: 4px solid ${theme.colors.accent};`}
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-block-end: ${({ theme }) => theme.space[2]};
  }

  & p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface TileProps {
  title: string;
  children: ReactNode;
  /** The gold edge: along the top, or at the start of the reading direction (default). */
  edge?: 'top' | 'start';
  id?: string;
}

/** One item of a list of short panels: a heading and its text on a raised surface, a gold edge. */
export function Tile({ title, children, edge = 'start', id }: TileProps) {
  return (
    <Item $edge={edge} id={id}>
      <h3>{title}</h3>
      {children}
    </Item>
  );
}
