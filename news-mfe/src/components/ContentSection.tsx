import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Section, SectionHeading } from '@stallions/shared-ui';

const Intro = styled.p`
  max-inline-size: ${({ theme }) => theme.readableWidth};
  margin-block-end: ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: var(--muted-color, ${({ theme }) => theme.colors.textMuted});
`;

export interface ContentSectionProps {
  title: string;
  intro?: ReactNode;
  tone?: 'default' | 'alt' | 'dark';
  children?: ReactNode;
}

/** A page band named by its h2. */
export function ContentSection({ title, intro, tone = 'default', children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <Section tone={tone} aria-labelledby={headingId}>
      <Container>
        <SectionHeading id={headingId}>{title}</SectionHeading>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Section>
  );
}
