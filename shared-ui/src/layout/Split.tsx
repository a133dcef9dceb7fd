import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../theme/media';
import { space, type SpaceKey } from '../theme/theme';

interface RootProps {
  $from: 'md' | 'lg';
  $columns: string;
  $gap: string;
  $columnGap: string;
  $align: 'start' | 'center';
  $reverse: boolean;
}

const Root = styled.div<RootProps>`
  display: grid;
  gap: ${({ $gap }) => $gap};
  align-items: ${({ $align }) => $align};

  ${({ $from }) => media[$from]} {
    grid-template-columns: ${({ $columns }) => $columns};
    gap: ${({ $columnGap }) => $columnGap};

    /* Grid columns follow the writing direction, so a reversed split mirrors itself in RTL too. */
    ${({ $reverse }) =>
      $reverse &&
      css`
        & > :first-child {
          order: 2;
        }
      `}
  }
`;

export interface SplitProps extends HTMLAttributes<HTMLElement> {
  /** Where the two children start to sit side by side; below it they stack in source order. Default 'lg'. */
  from?: 'md' | 'lg';
  /** The columns' shares, in fr: [1, 1] (default) halves, [2, 1] a wide first column. */
  ratio?: readonly [number, number];
  /** Space between the stacked children (a space token or a CSS length). Default 5. */
  gap?: SpaceKey | string;
  /** Space between the columns side by side; `gap` when not given. */
  columnGap?: SpaceKey | string;
  /** 'center' (default) for a picture beside text, 'start' for columns of unequal height (a form beside notes). */
  align?: 'start' | 'center';
  /** Side by side, the first child on the end side (every other split of a zig-zag). */
  reverse?: boolean;
  /** An item of a list when the splits are a set. */
  as?: 'div' | 'li';
  children: ReactNode;
}

/** Two children side by side from a breakpoint (text beside a picture, a form beside its notes), stacked below. */
export function Split({
  from = 'lg',
  ratio = [1, 1],
  gap = 5,
  columnGap,
  align = 'center',
  reverse = false,
  as = 'div',
  children,
  ...rest
}: SplitProps) {
  return (
    <Root
      as={as}
      $from={from}
      $columns={ratio.map((share) => `minmax(0, ${share}fr)`).join(' ')}
      $gap={space(gap)}
      $columnGap={space(columnGap ?? gap)}
      $align={align}
      $reverse={reverse}
      {...rest}
    >
      {children}
    </Root>
  );
}
