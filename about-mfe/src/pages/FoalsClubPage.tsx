// The section's foals-club page: the youth division (ages 18-24), what Foals do, and a gallery of club life.
import {
  ButtonLink,
  ContentSection,
  FeatureList,
  Gallery,
  Illustration,
  PageIntro,
  artwork,
  usePageMeta,
} from '@stallions/shared-ui';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import { pageHref } from '@stallions/shared-config';
import { GalleryFrame } from '../components/blocks';
import { FlagIcon, MessageIcon, UsersIcon } from '../components/icons';
import { FOALS_MAX_AGE, FOALS_MIN_AGE } from '../constants';

export default function FoalsClubPage() {
  const { t } = useTranslation('pages');
  const { number } = useFormatters();
  const ages = { min: number(FOALS_MIN_AGE), max: number(FOALS_MAX_AGE) };
  usePageMeta({ title: t('about.foalsClub.title'), description: t('about.foalsClub.metaDescription', ages) });

  // One description per gallery picture, in the order of artwork.gallery; shown newest-growth first (the
  // young tree) so the two club galleries do not open on the same picture.
  const galleryAlts = [
    t('about.foalsClub.gallery.images.skyline'),
    t('about.foalsClub.gallery.images.handshake'),
    t('about.foalsClub.gallery.images.roundTable'),
    t('about.foalsClub.gallery.images.stage'),
    t('about.foalsClub.gallery.images.gala'),
    t('about.foalsClub.gallery.images.tree'),
  ];
  const images = artwork.gallery.map((image, index) => ({ ...image, alt: galleryAlts[index] ?? '' })).reverse();

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

      <ContentSection title={t('about.foalsClub.what.title')}>
        <FeatureList
          items={[
            {
              id: 'mentoring',
              icon: <MessageIcon />,
              title: t('about.foalsClub.what.mentoring.title'),
              text: t('about.foalsClub.what.mentoring.text'),
            },
            {
              id: 'projects',
              icon: <FlagIcon />,
              title: t('about.foalsClub.what.projects.title'),
              text: t('about.foalsClub.what.projects.text'),
            },
            {
              id: 'network',
              icon: <UsersIcon />,
              title: t('about.foalsClub.what.network.title'),
              text: t('about.foalsClub.what.network.text'),
            },
          ]}
        />
      </ContentSection>

      <ContentSection tone="alt" title={t('about.foalsClub.gallery.title')} intro={t('about.foalsClub.gallery.text')}>
        <GalleryFrame>
          <Gallery images={images} label={t('about.foalsClub.gallery.label')} />
        </GalleryFrame>
      </ContentSection>
    </>
  );
}
