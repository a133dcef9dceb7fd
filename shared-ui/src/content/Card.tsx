import { useId, type ReactNode } from 'react';
import { Link } from '@stallions/shared-router';
import styled from 'styled-components';
import { lazyImage } from '../artwork/loading-hints';

export type HeadingLevel = 2 | 3 | 4;

const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow 0.2s ease,
    transform 0.2s ease;

  &:has(a:hover) {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
`;

const Img = styled.img`
  inline-size: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background-color: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};

  & a {
    color: inherit;
    text-decoration: none;
  }
`;

/* "Stretched link": one real link per card, its hit area covers the card (no nested interactive content). */
const CardLink = styled(Link)`
  margin-block-start: auto;
  align-self: flex-start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  /* The focus ring goes around the whole card (the link's stretched area). */
  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Arrow = styled.span`
  display: inline-block;
  margin-inline-start: 0.35em;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

export interface CardProps {
  title: ReactNode;
  headingLevel?: HeadingLevel;
  image?: { src: string; alt: string; width: number; height: number };
  children?: ReactNode;
  /** Router path; the card gets one link (the visible `linkLabel`, or the title when there is none). */
  to?: string;
  linkLabel?: string;
}

/** Content card; with `to`, the whole card is clickable through a single stretched link. */
export function Card({ title, headingLevel = 3, image, children, to, linkLabel }: CardProps) {
  const titleId = useId();
  const heading = `h${headingLevel}` as const;
  const titleLinked = Boolean(to && !linkLabel);
  return (
    <Root>
      {image && <Img {...lazyImage(image)} />}
      <Body>
        <Title as={heading} id={titleId}>
          {titleLinked && to ? <CardLink to={to}>{title}</CardLink> : title}
        </Title>
        {children}
        {to && linkLabel && (
          // The title describes the link, so several "Learn more" links stay distinguishable.
          <CardLink to={to} aria-describedby={titleId}>
            {linkLabel}
            <Arrow aria-hidden="true">→</Arrow>
          </CardLink>
        )}
      </Body>
    </Root>
  );
}
