import styled from 'styled-components';
import { ButtonLink, ContentSection, type ActionLink } from '@stallions/shared-ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface ClosingSectionProps {
  title: string;
  text: string;
  /** The main link, as a gold button. */
  main: ActionLink;
  /** The other link, as a light one. */
  other: ActionLink;
}

/** A page's dark closing section: its title, one sentence and two links, the main one first. */
export function ClosingSection({ title, text, main, other }: ClosingSectionProps) {
  return (
    <ContentSection tone="dark" title={title} intro={text}>
      <Actions>
        <ButtonLink to={main.to} variant="secondary" size="lg">
          {main.label}
        </ButtonLink>
        <ButtonLink to={other.to} variant="light" size="lg">
          {other.label}
        </ButtonLink>
      </Actions>
    </ContentSection>
  );
}
