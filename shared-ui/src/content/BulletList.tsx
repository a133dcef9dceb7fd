import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type BulletMarker = 'dot' | 'check';

const dot = css`
  & > li {
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }

  & > li::before {
    inset-inline-start: 0;
    inset-block-start: 0.55em;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    border-radius: 50%;
    background-color: ${({ theme }) => theme.colors.accent};
  }
`;

const check = css`
  & > li {
    padding-inline-start: 1.75rem;
  }

  & > li::before {
    inset-inline-start: 0.25rem;
    inset-block-start: 0.35em;
    inline-size: 0.45rem;
    block-size: 0.8rem;
    border-block-end: 3px solid ${({ theme }) => theme.colors.accentText};
    border-inline-end: 3px solid ${({ theme }) => theme.colors.accentText};
    transform: rotate(45deg);
  }

  /* The borders are logical (already mirrored): only the tilt turns the other way. */
  [dir='rtl'] & > li::before {
    transform: rotate(-45deg);
  }
`;

const Root = styled.ul<{ $marker: BulletMarker }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;

  & > li {
    position: relative;
  }

  /* A gold marker drawn in CSS on the inline-start side: decorative, so the list reads as plain items. */
  & > li::before {
    content: '';
    position: absolute;
  }

  ${({ $marker }) => ($marker === 'check' ? check : dot)}
`;

export interface BulletListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  items: string[];
  /** A gold dot (default) or a gold check mark. */
  marker?: BulletMarker;
}

/** A short list of points with gold markers that mirror in right-to-left pages. */
export function BulletList({ items, marker = 'dot', ...rest }: BulletListProps) {
  return (
    <Root $marker={marker} data-marker={marker} {...rest}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Root>
  );
}
