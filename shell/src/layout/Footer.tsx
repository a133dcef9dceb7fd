// The site footer: link columns from the menu, a media column (press center, brand guidelines and logos from
// the news remote), social links, address, contact e-mail, legal text and the privacy policy.
import { useId, useMemo } from 'react';
import { Link } from '@stallions/shared-router';
import { FaEnvelope, FaLocationDot } from 'react-icons/fa6';
import styled from 'styled-components';
import { getRuntimeConfig } from '@stallions/shared-config';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import {
  ArrowLink,
  Container,
  ExternalLink,
  Logo,
  SocialIcon,
  VisuallyHidden,
  darkArea,
  media,
  socialPlatforms,
  touchTarget,
} from '@stallions/shared-ui';
import { useMenuGroups } from '../federation/site-sections';
import { shellPageHref } from '../pages';
import { GroupLinkItems, InlineList } from './shared-blocks';
import { stallionBusinessLink } from './menu-links';

const Root = styled.footer`
  view-transition-name: site-footer;
  ${darkArea}
  /* A shade darker than the dark page bands, so the last band and the footer stay apart. */
  background: ${({ theme }) => theme.colors.overlay};
  padding-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};

  & a {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};

  ${media.lg} {
    grid-template-columns: minmax(16rem, 1.2fr) 3fr;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 26rem;
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  color: var(--muted-color);
`;

const BusinessLink = styled(ArrowLink)`
  min-block-size: 32px;
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
`;

const ColumnTitle = styled.h2`
  margin-block-end: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentOnDark};
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-flex;
    align-items: center;
    min-block-size: 32px;
    padding-block: ${({ theme }) => theme.space[1]};
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
  }
`;

const Contact = styled.address`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  font-style: normal;

  & > p {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }

  & svg {
    flex: none;
    margin-block-start: 0.3em;
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`;

const SocialList = styled(InlineList)`
  & a {
    display: inline-grid;
    place-items: center;
    inline-size: 44px;
    block-size: 44px;
    border: 1px solid rgba(255, 255, 255, 0.5);
    border-radius: ${({ theme }) => theme.radii.round};
    transition: background-color 0.15s ease;
  }

  & a:hover {
    background: rgba(255, 255, 255, 0.14);
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-start: ${({ theme }) => theme.space[7]};
  padding-block-start: ${({ theme }) => theme.space[5]};
  border-block-start: 1px solid rgba(255, 255, 255, 0.25);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PrivacyLink = styled(Link)`
  ${touchTarget}
`;

const Legal = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-inline-size: 48rem;
`;

/** The brand guidelines and logos pages are shipped by the news remote, next to its manifest. */
function useMediaKitLinks(): { brandGuidelines: string; logos: string } | undefined {
  return useMemo(() => {
    try {
      const manifest = getRuntimeConfig().remotes.news?.manifest;
      if (!manifest) return undefined;
      return {
        brandGuidelines: new URL('media/brand-guidelines.html', manifest).href,
        logos: new URL('media/logos.html', manifest).href,
      };
    } catch {
      // No runtime config (tests, or a page rendered before boot): leave the two links out.
      return undefined;
    }
  }, []);
}

export function Footer() {
  const { t } = useTranslation('footer');
  const { number } = useFormatters();
  const mediaKit = useMediaKitLinks();
  const socialTitleId = useId();
  const newTab = t('newTab');
  const year = number(new Date().getFullYear(), { useGrouping: false });
  const addressLines = t('contact.addressLines', { returnObjects: true }) as string[];
  // Every section's pages as its declaration has them; News & Features' column is the media column, with the
  // media kit's files beside its pages.
  const groups = useMenuGroups();
  const newsGroup = groups.find((group) => group.remote === 'news');
  const linkColumns = groups.filter((group) => group !== newsGroup);

  return (
    <Root>
      <Container>
        <Top>
          <Brand>
            <BrandName>
              <Logo alt="" size={48} />
              {t('brandName')}
            </BrandName>
            <Muted>{t('tagline')}</Muted>
            <p>
              <BusinessLink to={stallionBusinessLink.to}>{t('businessLink')}</BusinessLink>
            </p>
            <div>
              <ColumnTitle>{t('contact.title')}</ColumnTitle>
              <Contact>
                <p>
                  <FaLocationDot aria-hidden="true" focusable="false" />
                  <span>
                    {addressLines.map((line, index) => (
                      <span key={line}>
                        {index > 0 && <br />}
                        {line}
                      </span>
                    ))}
                  </span>
                </p>
                <p>
                  <FaEnvelope aria-hidden="true" focusable="false" />
                  <a href={`mailto:${t('contact.email')}`}>
                    <VisuallyHidden>{t('contact.emailLabel')} </VisuallyHidden>
                    {t('contact.email')}
                  </a>
                </p>
              </Contact>
            </div>
            <div>
              <ColumnTitle id={socialTitleId}>{t('social.title')}</ColumnTitle>
              <SocialList aria-labelledby={socialTitleId}>
                {socialPlatforms.map((platform) => (
                  <li key={platform}>
                    <ExternalLink
                      href={t(`social.${platform}.url`)}
                      newTabLabel={newTab}
                      aria-label={`${t(`social.${platform}.label`)} ${newTab}`}
                    >
                      <SocialIcon platform={platform} />
                    </ExternalLink>
                  </li>
                ))}
              </SocialList>
            </div>
          </Brand>
          <nav aria-label={t('navLabel')}>
            <Columns>
              {linkColumns.map((group) => (
                <div key={group.remote}>
                  <ColumnTitle>{group.title}</ColumnTitle>
                  <LinkList>
                    <GroupLinkItems links={group.links} link={Link} />
                  </LinkList>
                </div>
              ))}
              <div>
                <ColumnTitle>{t('media.title')}</ColumnTitle>
                <LinkList>
                  {newsGroup?.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ))}
                  {mediaKit && (
                    <>
                      <li>
                        <ExternalLink href={mediaKit.brandGuidelines} newTabLabel={newTab} showIcon>
                          {t('media.brandGuidelines')}
                        </ExternalLink>
                      </li>
                      <li>
                        <ExternalLink href={mediaKit.logos} newTabLabel={newTab} showIcon>
                          {t('media.logos')}
                        </ExternalLink>
                      </li>
                    </>
                  )}
                </LinkList>
              </div>
            </Columns>
          </nav>
        </Top>
        <Bottom>
          <Legal>
            <p>{t('legal.copyright', { year })}</p>
            <Muted>{t('legal.nonCommercial')}</Muted>
          </Legal>
          <PrivacyLink to={shellPageHref('privacy-policy')}>{t('legal.privacyPolicy')}</PrivacyLink>
        </Bottom>
      </Container>
    </Root>
  );
}
