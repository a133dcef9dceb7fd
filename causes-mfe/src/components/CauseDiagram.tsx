// "Ways we serve": the club at the centre, four global causes around it, each leading to its special
// initiative. Real HTML: a list of cause → initiative pairs (named by the section heading), with the hub
// and every connector drawn in CSS. Logical properties only, so the whole diagram mirrors itself in RTL.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, stack } from '@stallions/shared-ui';

export interface DiagramPair {
  id: string;
  icon: ReactNode;
  cause: string;
  causeText: string;
  initiative: string;
  initiativeText: string;
}

export interface CauseDiagramProps {
  /** id of the heading that names the list. */
  labelledBy: string;
  hubName: string;
  hubTagline: string;
  causeLabel: string;
  initiativeLabel: string;
  pairs: DiagramPair[];
}

/* Geometry shared by the layout and the connectors. */
const line = '3px';
// Small screens: a tree. The spine runs down the start side; each cause branches off it.
const spineInset = '2.75rem';
const spineX = '1.25rem';
const listGap = '2rem';
// Large screens: the hub sits in the gaps between the four pairs.
const hubSize = '11rem';
const columnGap = '13rem';
const rowGap = '4.5rem';

const Root = styled.div`
  display: grid;

  ${media.lg} {
    /* The list and the hub share one grid cell: the hub lands in the centre of the 2 × 2 list. */
    grid-template-areas: 'stack';
    align-items: stretch;
  }
`;

const Hub = styled.div`
  justify-self: start;
  ${stack(1)}
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;

  ${media.lg} {
    grid-area: stack;
    place-self: center;
    z-index: 1;
    justify-content: center;
    align-items: center;
    inline-size: ${hubSize};
    block-size: ${hubSize};
    padding: ${({ theme }) => theme.space[4]};
    border-width: 6px;
    border-radius: 50%;
    box-shadow:
      0 0 0 10px ${({ theme }) => theme.colors.surfaceAlt},
      ${({ theme }) => theme.shadows.lg};
  }
`;

const HubName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const HubTagline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

const Pairs = styled.ul`
  position: relative;
  display: grid;
  gap: ${listGap};
  margin: 0;
  padding-block-start: ${listGap};
  padding-inline-start: ${spineInset};
  list-style: none;

  ${media.lg} {
    grid-area: stack;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    /* Equal rows, so the centre of the grid (where the hub is) is the centre of the row gap. */
    grid-template-rows: 1fr 1fr;
    column-gap: ${columnGap};
    row-gap: ${rowGap};
    padding: 0;
  }
`;

const Pair = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;

  /* The spine beside this pair and the gap above it (the last pair ends it at its branch, below). */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    inset-block: calc(-1 * ${listGap}) 0;
    inset-inline-start: calc(${spineX} - ${spineInset});
    border-inline-start: ${line} solid ${({ theme }) => theme.colors.accent};
  }

  ${media.lg} {
    &:not(:last-child)::before {
      content: none;
    }

    /* Top row: the cause sits next to the hub and its initiative points outwards. */
    &:nth-child(-n + 2) {
      flex-direction: column-reverse;
    }
  }
`;

const Node = styled.div`
  position: relative;
  ${stack(2)}
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.08em;

  [dir='rtl'] &,
  &:lang(ar) {
    letter-spacing: normal;
    text-transform: none;
  }
`;

const NodeTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Cause = styled(Node)`
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: ${({ theme }) => theme.shadows.md};

  & ${Label} {
    color: ${({ theme }) => theme.colors.accentOnDark};
  }

  & ${NodeTitle} {
    color: ${({ theme }) => theme.colors.textOnDark};
  }

  & > p:last-child {
    color: rgba(255, 255, 255, 0.88);
  }

  /* Branch from the spine to this cause (small screens). */
  &::after {
    content: '';
    position: absolute;
    inset-block-start: 1.9rem;
    inset-inline-end: 100%;
    inline-size: calc(${spineInset} - ${spineX});
    border-block-start: ${line} solid ${({ theme }) => theme.colors.accent};
  }

  /* The last pair: the branch and the end of the spine as one rounded elbow. */
  li:last-child > &::after {
    inset-block-start: calc(-1 * ${listGap});
    block-size: calc(${listGap} + 1.9rem + ${line});
    border-block-start: 0;
    border-block-end: ${line} solid ${({ theme }) => theme.colors.accent};
    border-inline-start: ${line} solid ${({ theme }) => theme.colors.accent};
    border-end-start-radius: 12px;
  }

  ${media.lg} {
    /* Large screens: an elbow from the cause to the centre of the diagram, where the hub covers it. */
    &::after,
    li:last-child > &::after {
      inset-block-start: 50%;
      inset-inline-start: 100%;
      inset-inline-end: auto;
      inline-size: calc(${columnGap} / 2 + ${line} / 2);
      block-size: calc(50% + ${rowGap} / 2);
      border: 0;
      border-block-start: ${line} solid ${({ theme }) => theme.colors.accent};
      border-inline-end: ${line} solid ${({ theme }) => theme.colors.accent};
      border-radius: 0;
      border-start-end-radius: 12px;
    }

    /* End column: the elbow turns towards the start side. */
    li:nth-child(even) > &::after {
      inset-inline-start: auto;
      inset-inline-end: 100%;
      border-inline-end: 0;
      border-inline-start: ${line} solid ${({ theme }) => theme.colors.accent};
      border-start-end-radius: 0;
      border-start-start-radius: 12px;
    }

    /* Bottom row: the elbow rises to the centre. */
    li:nth-child(n + 3) > &::after {
      inset-block-start: auto;
      inset-block-end: 50%;
      border-block-start: 0;
      border-block-end: ${line} solid ${({ theme }) => theme.colors.accent};
      border-start-end-radius: 0;
      border-start-start-radius: 0;
      border-end-end-radius: 12px;
    }

    li:nth-child(4) > &::after {
      border-end-end-radius: 0;
      border-end-start-radius: 12px;
    }
  }
`;

const CauseIcon = styled.span`
  display: grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: 50%;
  background-color: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};

  & > svg {
    inline-size: 1.35rem;
    block-size: 1.35rem;
  }
`;

const CauseHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/* Decorative link from a cause to its initiative. */
const Connector = styled.span`
  position: relative;
  align-self: center;
  inline-size: ${line};
  block-size: 2.25rem;
  background-color: ${({ theme }) => theme.colors.accent};

  &::after {
    content: '';
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: 50%;
    inline-size: 0.85rem;
    block-size: 0.85rem;
    margin-block-start: -0.425rem;
    margin-inline-start: -0.425rem;
    border-radius: 50%;
    background-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Initiative = styled(Node)`
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background-color: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  & ${Label} {
    color: ${({ theme }) => theme.colors.accentText};
  }

  & ${NodeTitle} {
    color: ${({ theme }) => theme.colors.primary};
  }

  & > p:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The hub-and-spoke diagram; a list of pairs for assistive technology, a picture for the eye. */
export function CauseDiagram({
  labelledBy,
  hubName,
  hubTagline,
  causeLabel,
  initiativeLabel,
  pairs,
}: CauseDiagramProps) {
  return (
    <Root data-diagram="">
      <Hub data-diagram-hub="">
        <HubName>{hubName}</HubName>
        <HubTagline>{hubTagline}</HubTagline>
      </Hub>
      <Pairs aria-labelledby={labelledBy}>
        {pairs.map((pair) => (
          <Pair key={pair.id} data-pair={pair.id}>
            <Cause data-node="cause">
              <CauseHead>
                <CauseIcon aria-hidden="true">{pair.icon}</CauseIcon>
                <Label>{causeLabel}</Label>
              </CauseHead>
              <NodeTitle>{pair.cause}</NodeTitle>
              <p>{pair.causeText}</p>
            </Cause>
            <Connector aria-hidden="true" data-connector="" />
            <Initiative data-node="initiative">
              <Label>{initiativeLabel}</Label>
              <NodeTitle as="h4">{pair.initiative}</NodeTitle>
              <p>{pair.initiativeText}</p>
            </Initiative>
          </Pair>
        ))}
      </Pairs>
    </Root>
  );
}
