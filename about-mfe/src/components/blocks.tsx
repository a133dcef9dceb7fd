import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Grid, IconText, Section, SectionHeading } from '@stallions/shared-ui';

const Intro = styled.p`
  max-inline-size: ${({ theme }) => theme.readableWidth};
  margin-block-end: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: var(--muted-color, ${({ theme }) => theme.colors.textMuted});
`;

export interface ContentSectionProps {
  title: string;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  tone?: 'default' | 'alt' | 'dark';
  children?: ReactNode;
}

/** A page band named by its h2 (so it is announced as a labelled region). */
export function ContentSection({ title, eyebrow, intro, tone = 'default', children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <Container>
        {eyebrow}
        <SectionHeading id={headingId}>{title}</SectionHeading>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Section>
  );
}

export interface Feature {
  id: string;
  icon: ReactNode;
  title: string;
  text: string;
}

/** A list of features or benefits, each an icon, an h3 and a sentence. */
export function FeatureList({ items, min = '18rem' }: { items: Feature[]; min?: string }) {
  return (
    <Grid as="ul" min={min} gap={6}>
      {items.map((item) => (
        <li key={item.id}>
          <IconText icon={item.icon} title={item.title} text={item.text} />
        </li>
      ))}
    </Grid>
  );
}

const CtaBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
  max-inline-size: 46rem;

  & > p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: var(--muted-color, inherit);
  }
`;

export interface CallToActionProps {
  title: string;
  text: string;
  /** The button (a ButtonLink). */
  action: ReactNode;
}

/** Dark closing band: a heading, one sentence and one action. */
export function CallToAction({ title, text, action }: CallToActionProps) {
  const headingId = useId();
  return (
    <Section tone="dark" aria-labelledby={headingId}>
      <Container>
        <CtaBody>
          <SectionHeading id={headingId}>{title}</SectionHeading>
          <p>{text}</p>
          {action}
        </CtaBody>
      </Container>
    </Section>
  );
}

/** Six pictures sit in rows of three on wide screens (two full rows), two or one on smaller ones. */
export const GalleryFrame = styled.div`
  & > ul {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  }

  /* Light pictures keep their edge on light backgrounds. */
  & img {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
