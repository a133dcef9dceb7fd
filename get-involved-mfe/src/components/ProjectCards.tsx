import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import { Card, Grid } from '@stallions/shared-ui';
import { causeArtwork, causeOfProject, projectIds, type ProjectId } from '../content';

const CauseTag = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentText};
`;

/** The four projects as cards, each linking to the projects page. */
export function ProjectCards() {
  const { t } = useTranslation('pages');
  const projects: Record<ProjectId, { name: string; cause: string; summary: string }> = {
    hpv: {
      name: t('getInvolved.shared.projects.hpv.name'),
      cause: t('getInvolved.shared.projects.hpv.cause'),
      summary: t('getInvolved.shared.projects.hpv.summary'),
    },
    nest: {
      name: t('getInvolved.shared.projects.nest.name'),
      cause: t('getInvolved.shared.projects.nest.cause'),
      summary: t('getInvolved.shared.projects.nest.summary'),
    },
    barriers: {
      name: t('getInvolved.shared.projects.barriers.name'),
      cause: t('getInvolved.shared.projects.barriers.cause'),
      summary: t('getInvolved.shared.projects.barriers.summary'),
    },
    paw: {
      name: t('getInvolved.shared.projects.paw.name'),
      cause: t('getInvolved.shared.projects.paw.cause'),
      summary: t('getInvolved.shared.projects.paw.summary'),
    },
  };
  return (
    <Grid as="ul" min="15rem" data-testid="project-cards">
      {projectIds.map((id) => (
        <li key={id}>
          {/* The image illustrates the title beside it: decorative. */}
          <Card
            title={projects[id].name}
            image={{ ...causeArtwork(causeOfProject[id]), alt: '' }}
            to={pageHref('getInvolved', 'project')}
            linkLabel={t('getInvolved.overview.projects.linkLabel')}
          >
            <CauseTag>{projects[id].cause}</CauseTag>
            <p>{projects[id].summary}</p>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
