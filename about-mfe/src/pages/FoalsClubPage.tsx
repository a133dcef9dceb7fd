// The section's foals-club page: the youth division (ages 18-24), what Foals do, and a gallery of club life.
import {
  ButtonLink,
  ContentSection,
  FeatureList,
  featureItems,
  Illustration,
  PageIntro,
  artwork,
  usePageMeta,
} from '@stallions/shared-ui';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import { pageHref } from '@stallions/shared-config';
import { ClubGallery, type FeaturesText, type GalleryAlts } from '../components/blocks';
import { FlagIcon, MessageIcon, UsersIcon } from '../components/icons';
import { FOALS_MAX_AGE, FOALS_MIN_AGE } from '../constants';

// What Foals do, in the order shown, each with its icon; their texts are under about.foalsClub.what.<id>.
const whatIcons = [
  { id: 'mentoring', icon: <MessageIcon /> },
  { id: 'projects', icon: <FlagIcon /> },
  { id: 'network', icon: <UsersIcon /> },
] as const;

export default function FoalsClubPage() {
  const { t } = useTranslation('pages');
  const { number } = useFormatters();
  const ages = { min: number(FOALS_MIN_AGE), max: number(FOALS_MAX_AGE) };
  usePageMeta({ title: t('about.foalsClub.title'), description: t('about.foalsClub.metaDescription', ages) });

  const what = t('about.foalsClub.what', { returnObjects: true }) as FeaturesText<typeof whatIcons>;

  return (
    <>
      <PageIntro
        eyebrow={t('about.foalsClub.intro.eyebrow')}
        title={t('about.foalsClub.title')}
        media={<Illustration image={artwork.clubFoals} alt="" priority />}
        actions={
          <ButtonLink to={pageHref('getInvolved', 'join')} variant="primary" size="lg">
            {t('about.foalsClub.intro.join')}
          </ButtonLink>
        }
      >
        <p>{t('about.foalsClub.intro.text', ages)}</p>
      </PageIntro>

      <ContentSection title={what.title}>
        <FeatureList items={featureItems(whatIcons, what)} />
      </ContentSection>

      <ContentSection tone="alt" title={t('about.foalsClub.gallery.title')} intro={t('about.foalsClub.gallery.text')}>
        {/* Newest-growth first (the young tree), so the two club galleries do not open on the same picture. */}
        <ClubGallery
          label={t('about.foalsClub.gallery.label')}
          alts={t('about.foalsClub.gallery.images', { returnObjects: true }) as GalleryAlts}
          reversed
        />
      </ContentSection>
    </>
  );
}
