// The section's social-media page: the five platforms as round icon links opening in a new tab.
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import {
  ContentSection,
  ExternalLink,
  Grid,
  PageIntro,
  SocialIcon,
  socialPlatforms,
  usePageMeta,
  type SocialPlatform,
} from '@stallions/shared-ui';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  text-align: center;

  & > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/* The link: a round icon (64px, well above the 44px target) with the platform's name under it. */
const PlatformLink = styled(ExternalLink)`
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover > span:first-child,
  &:focus-visible > span:first-child {
    background-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentContrast};
  }

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

const Round = styled.span`
  display: grid;
  place-items: center;
  inline-size: 64px;
  block-size: 64px;
  border-radius: ${({ theme }) => theme.radii.round};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
`;

export default function SocialMediaPage() {
  const { t } = useTranslation('pages');
  usePageMeta({
    title: t('newsFeatures.socialMedia.title'),
    description: t('newsFeatures.socialMedia.metaDescription'),
  });

  const links: Record<SocialPlatform, { label: string; url: string; text: string }> = {
    instagram: {
      label: t('newsFeatures.socialMedia.links.instagram.label'),
      url: t('newsFeatures.socialMedia.links.instagram.url'),
      text: t('newsFeatures.socialMedia.links.instagram.text'),
    },
    tiktok: {
      label: t('newsFeatures.socialMedia.links.tiktok.label'),
      url: t('newsFeatures.socialMedia.links.tiktok.url'),
      text: t('newsFeatures.socialMedia.links.tiktok.text'),
    },
    twitter: {
      label: t('newsFeatures.socialMedia.links.twitter.label'),
      url: t('newsFeatures.socialMedia.links.twitter.url'),
      text: t('newsFeatures.socialMedia.links.twitter.text'),
    },
    youtube: {
      label: t('newsFeatures.socialMedia.links.youtube.label'),
      url: t('newsFeatures.socialMedia.links.youtube.url'),
      text: t('newsFeatures.socialMedia.links.youtube.text'),
    },
    linkedin: {
      label: t('newsFeatures.socialMedia.links.linkedin.label'),
      url: t('newsFeatures.socialMedia.links.linkedin.url'),
      text: t('newsFeatures.socialMedia.links.linkedin.text'),
    },
  };

  return (
    <>
      <PageIntro eyebrow={t('newsFeatures.socialMedia.eyebrow')} title={t('newsFeatures.socialMedia.title')}>
        <p>{t('newsFeatures.socialMedia.description')}</p>
      </PageIntro>

      <ContentSection title={t('newsFeatures.socialMedia.listLabel')}>
        <Grid as="ul" min="9.5rem">
          {socialPlatforms.map((platform) => {
            const link = links[platform];
            return (
              <Item key={platform}>
                <PlatformLink href={link.url} newTabLabel={t('newsFeatures.newTab')} data-platform={platform}>
                  <Round>
                    <SocialIcon platform={platform} size="28px" />
                  </Round>
                  <span>{link.label}</span>
                </PlatformLink>
                <p>{link.text}</p>
              </Item>
            );
          })}
        </Grid>
      </ContentSection>
    </>
  );
}
