import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { HeadingLevel } from './Card';

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

const Icon = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.5rem;

  & > svg {
    inline-size: 1.5rem;
    block-size: 1.5rem;
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-block-end: ${({ theme }) => theme.space[2]};
`;

const Text = styled.p`
  color: var(--muted-color, ${({ theme }) => theme.colors.textMuted});
`;

export interface IconTextProps {
  /** Decorative icon (hidden from assistive technology). */
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  headingLevel?: HeadingLevel;
}

/** An icon beside a short title and text (feature lists, "what can we do together"). */
export function IconText({ icon, title, text, headingLevel = 3 }: IconTextProps) {
  return (
    <Root>
      <Icon aria-hidden="true">{icon}</Icon>
      <div>
        <Title as={`h${headingLevel}`}>{title}</Title>
        <Text>{text}</Text>
      </div>
    </Root>
  );
}
