import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Eyebrow, Section, SectionHeading, type SectionTone } from '@stallions/shared-ui';

const Intro = styled.p`
  max-inline-size: ${({ theme }) => theme.readableWidth};
  margin-block-end: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: var(--muted-color, ${({ theme }) => theme.colors.textMuted});
`;

export interface PageSectionProps {
  title: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: SectionTone;
  children?: ReactNode;
  testId?: string;
}

/** A page band named by its h2 (aria-labelledby), with an optional eyebrow and intro. */
export function PageSection({ title, eyebrow, intro, tone, children, testId }: PageSectionProps) {
  const headingId = useId();
  return (
    <Section tone={tone} aria-labelledby={headingId} data-testid={testId}>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <SectionHeading id={headingId}>{title}</SectionHeading>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Section>
  );
}
