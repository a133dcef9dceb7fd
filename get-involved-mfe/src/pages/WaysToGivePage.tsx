import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import { artwork, ButtonLink, ContentSection, Grid, Hero, usePageMeta } from '@stallions/shared-ui';
import type { ContentSectionText, HeroText } from '@stallions/shared-ui';
import { CauseCards } from '../components/CauseCards';
import { ProseSection } from '../components/ProseSection';

interface Item {
  title: string;
  text: string;
}

// Short titled points in a responsive grid, each with a gold rule on its inline-start side.
const Point = styled.li`
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline-start: ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};

  & h3 {
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  & p {
    color: var(--muted-color, ${({ theme }) => theme.colors.textMuted});
  }
`;

const Actions = styled.div`
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

function PointList({ items, testId }: { items: Item[]; testId: string }) {
  return (
    <Grid as="ul" min="15rem" data-testid={testId}>
      {items.map((item) => (
        <Point key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Point>
      ))}
    </Grid>
  );
}

export default function WaysToGivePage() {
  const { t } = useTranslation('pages');
  usePageMeta({ title: t('getInvolved.waysToGive.title'), description: t('getInvolved.waysToGive.metaDescription') });
  const why = t('getInvolved.waysToGive.why.paragraphs', { returnObjects: true }) as string[];
  const difference = t('getInvolved.waysToGive.difference.paragraphs', { returnObjects: true }) as string[];
  const hero = t('getInvolved.waysToGive.hero', { returnObjects: true }) as HeroText & { button: string };
  const heroActions = [{ to: pageHref('getInvolved', 'donate'), label: hero.button }];
  const funds = t('getInvolved.waysToGive.funds', { returnObjects: true }) as ContentSectionText & { items: Item[] };
  const options = t('getInvolved.waysToGive.options.items', { returnObjects: true }) as Item[];

  return (
    <>
      <Hero height={85} {...hero} image={{ ...artwork.heroGetInvolved, alt: '' }} actions={heroActions} />

      <ProseSection title={t('getInvolved.waysToGive.why.title')} paragraphs={why} />

      <ContentSection tone="alt" title={funds.title} intro={funds.intro}>
        <PointList items={funds.items} testId="funds" />
      </ContentSection>

      <ProseSection title={t('getInvolved.waysToGive.difference.title')} paragraphs={difference} />

      <ContentSection tone="dark" title={t('getInvolved.waysToGive.options.title')}>
        <PointList items={options} testId="giving-options" />
        <Actions>
          <ButtonLink to={pageHref('getInvolved', 'donate')} variant="secondary" size="lg">
            {t('getInvolved.waysToGive.options.button')}
          </ButtonLink>
        </Actions>
      </ContentSection>

      <ContentSection title={t('getInvolved.waysToGive.fight.title')} intro={t('getInvolved.waysToGive.fight.intro')}>
        <CauseCards
          testId="fight-cards"
          to={pageHref('getInvolved', 'project')}
          linkLabel={t('getInvolved.waysToGive.fight.linkLabel')}
          causes={{
            hpv: {
              title: t('getInvolved.waysToGive.fight.items.hpv.title'),
              text: t('getInvolved.waysToGive.fight.items.hpv.text'),
            },
            child: {
              title: t('getInvolved.waysToGive.fight.items.child.title'),
              text: t('getInvolved.waysToGive.fight.items.child.text'),
            },
            access: {
              title: t('getInvolved.waysToGive.fight.items.access.title'),
              text: t('getInvolved.waysToGive.fight.items.access.text'),
            },
            paw: {
              title: t('getInvolved.waysToGive.fight.items.paw.title'),
              text: t('getInvolved.waysToGive.fight.items.paw.text'),
            },
          }}
        />
      </ContentSection>
    </>
  );
}
