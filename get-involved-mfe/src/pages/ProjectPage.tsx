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
import { causeArtwork, causeOfProject, type ProjectId } from '../content';

interface ProjectText {
  name: string;
  cause: string;
  imageAlt: string;
  paragraphs: string[];
  highlights: string[];
}

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

  const textOf = (
    id: ProjectId,
    name: string,
    cause: string,
    item: Omit<ProjectText, 'name' | 'cause'>,
  ): [ProjectId, ProjectText] => [id, { name, cause, ...item }];
  // Literal keys, one per project, so the translation check sees every one of them.
  const projects = [
    textOf(
      'hpv',
      t('getInvolved.shared.projects.hpv.name'),
      t('getInvolved.shared.projects.hpv.cause'),
      t('getInvolved.project.items.hpv', { returnObjects: true }) as Omit<ProjectText, 'name' | 'cause'>,
    ),
    textOf(
      'nest',
      t('getInvolved.shared.projects.nest.name'),
      t('getInvolved.shared.projects.nest.cause'),
      t('getInvolved.project.items.nest', { returnObjects: true }) as Omit<ProjectText, 'name' | 'cause'>,
    ),
    textOf(
      'barriers',
      t('getInvolved.shared.projects.barriers.name'),
      t('getInvolved.shared.projects.barriers.cause'),
      t('getInvolved.project.items.barriers', { returnObjects: true }) as Omit<ProjectText, 'name' | 'cause'>,
    ),
    textOf(
      'paw',
      t('getInvolved.shared.projects.paw.name'),
      t('getInvolved.shared.projects.paw.cause'),
      t('getInvolved.project.items.paw', { returnObjects: true }) as Omit<ProjectText, 'name' | 'cause'>,
    ),
  ];

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
