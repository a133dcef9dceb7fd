import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  Container,
  Eyebrow,
  Illustration,
  Prose,
  Section,
  SectionHeading,
  Split as Columns,
  type IllustrationProps,
} from '@stallions/shared-ui';

const Figure = styled.div`
  & img {
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

interface SplitProps {
  /** The text side (heading, paragraphs, links). */
  children: ReactNode;
  /** The image side. */
  image: ReactNode;
  /** On large screens, the image on the start side (it always follows the text on small screens). */
  imageFirst?: boolean;
}

/** Text beside an image on large screens, stacked (text first) on small ones. */
function Split({ children, image, imageFirst = false }: SplitProps) {
  return (
    <Columns gap={6} columnGap={8} reverse={imageFirst}>
      <div data-part="text">{children}</div>
      <Figure data-part="image">{image}</Figure>
    </Columns>
  );
}

/**
 * A split band's texts as a page's translations hold them, under one key (`t('<page>.<band>', { returnObjects:
 * true })`): an optional eyebrow, the title, and the text as one paragraph or several.
 */
export type SplitBandText = { eyebrow?: string; title: string } & ({ text: string } | { paragraphs: string[] });

interface SplitBandProps extends Pick<SplitProps, 'imageFirst'> {
  /** The id of the band's heading, which names it. */
  headingId: string;
  texts: SplitBandText;
  /** The decorative picture beside the text. */
  image: IllustrationProps['image'];
  /** What follows the paragraphs (a list, a link). */
  children?: ReactNode;
}

/** A page band named by its heading: an eyebrow, the heading and paragraphs beside a decorative picture. */
export function SplitBand({ headingId, texts, image, imageFirst, children }: SplitBandProps) {
  const paragraphs = 'paragraphs' in texts ? texts.paragraphs : [texts.text];
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Split image={<Illustration image={image} alt="" />} imageFirst={imageFirst}>
          {texts.eyebrow && <Eyebrow>{texts.eyebrow}</Eyebrow>}
          <SectionHeading id={headingId}>{texts.title}</SectionHeading>
          <Prose>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          {children}
        </Split>
      </Container>
    </Section>
  );
}
