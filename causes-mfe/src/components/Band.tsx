// A band of the section's pages: a region named by its heading, an intro in prose, then the band's content.
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import styled, { css } from 'styled-components';
import {
  Container,
  featureItems,
  Prose,
  Section,
  SectionHeading,
  type FeatureItem,
  type SectionTone,
} from '@stallions/shared-ui';

const Intro = styled(Prose)<{ $spaceAfter?: string }>`
  ${({ $spaceAfter }) =>
    $spaceAfter &&
    css`
      margin-block-end: ${$spaceAfter};
    `}
`;

/**
 * A band's texts as the page's translations hold them, under one key (`t('<page>.<band>', { returnObjects: true })`):
 * its heading and the paragraph under it. The group may hold the content's texts too.
 */
interface BandText {
  title: string;
  intro?: string;
}

interface BandProps {
  /** The heading's id (the page's useId), which names the band and, where it needs it, the content's list. */
  headingId: string;
  texts: BandText;
  tone?: SectionTone;
  /** The space between the intro and the content, when the content does not keep its own. */
  introSpaceAfter?: string;
  children?: ReactNode;
}

export function Band({ headingId, texts, tone, introSpaceAfter, children }: BandProps) {
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <Container>
        <SectionHeading id={headingId}>{texts.title}</SectionHeading>
        {texts.intro && (
          <Intro $spaceAfter={introSpaceAfter}>
            <p>{texts.intro}</p>
          </Intro>
        )}
        {children}
      </Container>
    </Section>
  );
}

/** The props of an icon that is decoration (the text beside it says what it is). */
export const decorativeIcon = { 'aria-hidden': true, focusable: false } as const;

/** A feature band's translations: its heading and intro, then each feature's title and text under its id. */
export type FeaturesText<Id extends string> = Required<BandText> & Record<Id, { title: string; text: string }>;

/**
 * A FeatureList's items from a table of ids and react-icons, in the order shown, each icon drawn as decoration, and
 * the band's translations, where each feature's title and text are under its id (shared-ui's featureItems).
 */
export function iconFeatures<Id extends string>(
  table: readonly (readonly [Id, IconType])[],
  texts: FeaturesText<NoInfer<Id>>,
): FeatureItem[] {
  return featureItems(
    table.map(([id, Icon]) => ({ id, icon: <Icon {...decorativeIcon} /> })),
    texts,
  );
}
