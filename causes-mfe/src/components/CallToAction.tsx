import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Section, SectionHeading } from '@stallions/shared-ui';

const Inner = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 46rem;
  margin-inline: auto;
  text-align: center;

  & > h2 {
    margin-block-end: 0;
  }
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: var(--muted-color, ${({ theme }) => theme.colors.textMuted});
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[2]};
`;

export interface CallToActionProps {
  title: string;
  text: string;
  actions: ReactNode;
}

/** The closing band of a page: a short invitation and its buttons, on the dark brand colour. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  const titleId = useId();
  return (
    <Section tone="dark" aria-labelledby={titleId}>
      <Container>
        <Inner>
          <SectionHeading id={titleId}>{title}</SectionHeading>
          <Text>{text}</Text>
          <Actions>{actions}</Actions>
        </Inner>
      </Container>
    </Section>
  );
}
