// The section's press-center page: intro, key facts, the media kit (files shipped with this remote, opened in a
// new tab) and the press contact.
import styled from 'styled-components';
import {
  ContentSection,
  ExternalLink,
  Grid,
  Illustration,
  PageIntro,
  Statistic,
  artwork,
  stack,
  touchTarget,
  usePageMeta,
} from '@stallions/shared-ui';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import { mediaFiles, mediaUrl, type MediaFile } from '../media';

const KitTile = styled.li`
  position: relative;
  ${stack(3)}
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-start: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow 0.2s ease;

  &:has(a:hover) {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  & h3 a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  /* The whole tile is the link's hit area; the focus ring goes around the tile. */
  & h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  & h3 a:focus-visible {
    outline: none;
  }

  & h3 a:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  & p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ContactCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 44rem;

  & > p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const EmailLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  & a {
    ${touchTarget}
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: var(--link-color, ${({ theme }) => theme.colors.primary});
    text-decoration: underline;
    text-underline-offset: 0.2em;
    /* An e-mail address reads left to right in every language. */
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

// The media kit's texts: its heading and lead sentence, then a title and text for each file (in mediaFiles' order).
type MediaKitText = { title: string; text: string } & Record<MediaFile, { title: string; text: string }>;

export default function PressCenterPage() {
  const { t } = useTranslation('pages');
  const { number } = useFormatters();
  usePageMeta({
    title: t('newsFeatures.pressCenter.title'),
    description: t('newsFeatures.pressCenter.metaDescription'),
  });

  const email = t('newsFeatures.pressCenter.contact.email');
  const mediaKit = t('newsFeatures.pressCenter.mediaKit', { returnObjects: true }) as MediaKitText;
  const kit = (Object.keys(mediaFiles) as MediaFile[]).map((id) => ({ id, ...mediaKit[id] }));

  return (
    <>
      <PageIntro
        eyebrow={t('newsFeatures.pressCenter.intro.eyebrow')}
        title={t('newsFeatures.pressCenter.title')}
        media={<Illustration image={artwork.pressIntro} alt={t('newsFeatures.pressCenter.intro.imageAlt')} priority />}
      >
        <p>{t('newsFeatures.pressCenter.intro.text')}</p>
      </PageIntro>

      <ContentSection title={t('newsFeatures.pressCenter.facts.title')}>
        <Grid as="ul" min="14rem" gap={6}>
          <li>
            <Statistic value={number(1000)} label={t('newsFeatures.pressCenter.facts.members')} />
          </li>
          <li>
            <Statistic
              value={t('newsFeatures.pressCenter.facts.projectsValue', { value: number(15) })}
              label={t('newsFeatures.pressCenter.facts.projects')}
            />
          </li>
          <li>
            <Statistic
              value={t('newsFeatures.pressCenter.facts.volumeValue', {
                value: number(2_000_000, { notation: 'compact' }),
              })}
              label={t('newsFeatures.pressCenter.facts.volume')}
            />
          </li>
        </Grid>
      </ContentSection>

      <ContentSection tone="alt" title={mediaKit.title} intro={mediaKit.text}>
        <Grid as="ul" min="16rem">
          {kit.map((item) => (
            <KitTile key={item.id}>
              <h3>
                <ExternalLink href={mediaUrl(item.id)} newTabLabel={t('newsFeatures.newTab')} showIcon>
                  {item.title}
                </ExternalLink>
              </h3>
              <p>{item.text}</p>
            </KitTile>
          ))}
        </Grid>
      </ContentSection>

      <ContentSection title={t('newsFeatures.pressCenter.contact.title')}>
        <ContactCard>
          <p>{t('newsFeatures.pressCenter.contact.text')}</p>
          <EmailLine>
            <span>{t('newsFeatures.pressCenter.contact.emailLabel')}</span>
            <a href={`mailto:${email}`}>{email}</a>
          </EmailLine>
        </ContactCard>
      </ContentSection>
    </>
  );
}
