import { useId } from 'react';
import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import {
  artwork,
  BulletList,
  Container,
  Eyebrow,
  Hero,
  Illustration,
  PictureFrame,
  Section,
  SectionHeading,
  Split,
  usePageMeta,
} from '@stallions/shared-ui';
import type { HeroText } from '@stallions/shared-ui';
import { ClosingSection } from '../components/ClosingSection';
import { causeArtwork, causeOfProject, projectIds, type ProjectId } from '../content';

interface ProjectText {
  name: string;
  cause: string;
  imageAlt: string;
  paragraphs: string[];
  highlights: string[];
}
type SharedProjectText = Pick<ProjectText, 'name' | 'cause'>;
type ProjectItemText = Omit<ProjectText, 'name' | 'cause'>;

const Text = styled.div`
  & > p + p {
    margin-block-start: ${({ theme }) => theme.space[4]};
  }

  & > p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const SubHeading = styled.h3`
  margin-block: ${({ theme }) => `${theme.space[6]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

function ProjectBlock({ id, index, text }: { id: ProjectId; index: number; text: ProjectText }) {
  const { t } = useTranslation('pages');
  const headingId = useId();
  return (
    <Section tone={index % 2 === 0 ? 'default' : 'alt'} aria-labelledby={headingId} data-testid={`project-${id}`}>
      <Container>
        {/* Image and text side by side from lg, the image alternating between the two sides; stacked below
            (image first). */}
        <Split gap={6} columnGap={8} reverse={index % 2 === 1}>
          <PictureFrame>
            <Illustration image={causeArtwork(causeOfProject[id])} alt={text.imageAlt} />
          </PictureFrame>
          <Text>
            <Eyebrow>{text.cause}</Eyebrow>
            <SectionHeading id={headingId}>{text.name}</SectionHeading>
            {text.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <SubHeading>{t('getInvolved.project.whatWeDo')}</SubHeading>
            <BulletList items={text.highlights} />
          </Text>
        </Split>
      </Container>
    </Section>
  );
}

export default function ProjectPage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('getInvolved.project.title'), description: t('getInvolved.project.metaDescription') });

  // Each project's name and cause are shared with its card (getInvolved.shared.projects), its page text is here.
  const shared = t('getInvolved.shared.projects', { returnObjects: true }) as Record<ProjectId, SharedProjectText>;
  const items = t('getInvolved.project.items', { returnObjects: true }) as Record<ProjectId, ProjectItemText>;
  const projects = projectIds.map((id): [ProjectId, ProjectText] => [
    id,
    { name: shared[id].name, cause: shared[id].cause, ...items[id] },
  ]);

  const hero = t('getInvolved.project.hero', { returnObjects: true }) as HeroText & { donate: string; join: string };
  const heroActions = [
    { to: pageHref('getInvolved', 'donate'), label: hero.donate },
    { to: pageHref('getInvolved', 'join'), label: hero.join },
  ];

  return (
    <>
      <Hero height={85} {...hero} image={{ ...artwork.heroCauses, alt: '' }} actions={heroActions} />
      {projects.map(([id, text], index) => (
        <ProjectBlock key={id} id={id} index={index} text={text} />
      ))}
      <ClosingSection
        title={t('getInvolved.project.closing.title')}
        text={t('getInvolved.project.closing.text')}
        actions={[
          { to: pageHref('getInvolved', 'donate'), label: t('getInvolved.project.closing.donate') },
          { to: pageHref('getInvolved', 'join'), label: t('getInvolved.project.closing.join') },
        ]}
      />
    </>
  );
}
