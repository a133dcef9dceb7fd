import styled from 'styled-components';
import { ActionLinks, ContentSection, type ActionLink } from '@stallions/shared-ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface ClosingSectionProps {
  title: string;
  text: string;
  /** Its links, the main one first. */
  actions: readonly ActionLink[];
}

/** A page's dark closing section: its title, one sentence and its links (as CallToAction's, in a ContentSection). */
export function ClosingSection({ title, text, actions }: ClosingSectionProps) {
  return (
    <ContentSection tone="dark" title={title} intro={text}>
      <Actions>
        <ActionLinks links={actions} />
      </Actions>
    </ContentSection>
  );
}
