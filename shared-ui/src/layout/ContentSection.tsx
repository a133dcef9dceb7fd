import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';
import { Section, type SectionProps } from './Section';
import { Eyebrow, SectionHeading } from './SectionHeading';

const Intro = styled.p`
  max-inline-size: ${({ theme }) => theme.readableWidth};
  margin-block-end: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: var(--muted-color, ${({ theme }) => theme.colors.textMuted});
`;

export interface ContentSectionProps extends Omit<SectionProps, 'title' | 'aria-labelledby'> {
  /** The section's h2; it names the region. */
  title: ReactNode;
  eyebrow?: string;
  /** A lead sentence under the heading. */
  intro?: ReactNode;
  /** A stable id for the h2 (a link target); generated when not given. */
  headingId?: string;
}

/**
 * A band's texts as a page's translations hold them, under one key (`t('<page>.<band>', { returnObjects: true })`):
 * the key prefix is written once and the band's props read from the group.
 */
export interface ContentSectionText {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** A page band named by its h2 (a labelled region): optional eyebrow, the heading, an intro, then the content. */
export function ContentSection({ title, eyebrow, intro, headingId, children, ...rest }: ContentSectionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <Section aria-labelledby={id} {...rest}>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <SectionHeading id={id}>{title}</SectionHeading>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Section>
  );
}
