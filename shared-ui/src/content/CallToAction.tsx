import { useId } from 'react';
import styled, { css } from 'styled-components';
import { ActionLinks, type ActionLink } from '../actions/ActionLinks';
import { Container } from '../layout/Container';
import { Section } from '../layout/Section';
import { SectionHeading } from '../layout/SectionHeading';

export type CallToActionAlign = 'start' | 'center';

// Centred: a tighter rhythm (the heading keeps no margin of its own), the block in the middle of the page.
const centred = css`
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-inline: auto;
  text-align: center;

  & > h2 {
    margin-block-end: 0;
  }

  & > [data-part='actions'] {
    justify-content: center;
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
`;

const Body = styled.div<{ $align: CallToActionAlign }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
  max-inline-size: 48rem;

  ${({ $align }) => $align === 'center' && centred}
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: var(--muted-color);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface CallToActionProps {
  /** The band's h2; it names the region. */
  title: string;
  text: string;
  /** Its links, the main one first. */
  actions: readonly ActionLink[];
  /** A stable id for the h2; generated when not given. */
  headingId?: string;
  /** 'start' (default): aligned with the page's text; 'center': centred in the band. */
  align?: CallToActionAlign;
}

/** The band's texts as a page's translations hold them, under one key (see ContentSectionText). */
export interface CallToActionText {
  title: string;
  text: string;
}

/** The dark closing band of a page: a heading, one sentence and its action(s). */
export function CallToAction({ title, text, actions, headingId, align = 'start' }: CallToActionProps) {
  const generatedId = useId();
  const id = headingId ?? generatedId;
  return (
    <Section tone="dark" aria-labelledby={id}>
      <Container>
        <Body $align={align} data-align={align}>
          <SectionHeading id={id}>{title}</SectionHeading>
          <Text>{text}</Text>
          <Actions data-part="actions">
            <ActionLinks links={actions} />
          </Actions>
        </Body>
      </Container>
    </Section>
  );
}
