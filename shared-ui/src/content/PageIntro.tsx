import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../layout/Container';
import { Eyebrow } from '../layout/SectionHeading';
import { media } from '../theme/media';
import { PageTitle } from './PageTitle';

const Band = styled.div`
  padding-block: clamp(2rem, 5vw, 4.5rem);
  background-color: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Layout = styled.div<{ $withMedia: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;

  ${media.lg} {
    grid-template-columns: ${({ $withMedia }) => ($withMedia ? 'minmax(0, 1.1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const Title = styled(PageTitle)`
  margin-block: 0 ${({ theme }) => theme.space[4]};
`;

const Lead = styled.div`
  max-inline-size: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};

  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  & > * + * {
    margin-block-start: ${({ theme }) => theme.space[4]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

const Media = styled.div`
  & img {
    inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export interface PageIntroProps {
  eyebrow?: string;
  /** The page's h1. */
  title: string;
  /** Lead paragraph(s). */
  children: ReactNode;
  actions?: ReactNode;
  /** An illustration beside the text (stacked below it on small screens). */
  media?: ReactNode;
}

/** The opening of a page without a full hero: eyebrow, h1, lead text, actions and an optional image. */
export function PageIntro({ eyebrow, title, children, actions, media: mediaNode }: PageIntroProps) {
  return (
    <Band>
      <Container>
        <Layout $withMedia={Boolean(mediaNode)}>
          <div>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            <Title>{title}</Title>
            <Lead>{children}</Lead>
            {actions && <Actions>{actions}</Actions>}
          </div>
          {mediaNode && <Media>{mediaNode}</Media>}
        </Layout>
      </Container>
    </Band>
  );
}
