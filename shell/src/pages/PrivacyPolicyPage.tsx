// The privacy policy: eight summary sections (scope, collected data, purpose, data sharing, storage and security,
// rights, cookies and tracking, policy updates), then the full policy on the same page (#full-policy), so the
// "full policy" link always has a real target.
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { useFormatters, useTranslation } from '@stallions/shared-i18n';
import {
  ArrowLink,
  Container,
  ContentSection,
  Grid,
  PageTitle,
  Prose,
  Section,
  SectionHeading,
  Tile,
  usePageMeta,
} from '@stallions/shared-ui';

/** When the policy last changed (shown in the visitor's language). */
const policyUpdatedAt = new Date(Date.UTC(2026, 10, 1));

interface FullSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  closing?: string;
}

const Intro = styled.div`
  max-inline-size: ${({ theme }) => theme.readableWidth};
  padding-block-end: ${({ theme }) => theme.space[6]};

  & > p:first-child {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Updated = styled.p`
  margin-block-start: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const JumpLink = styled(ArrowLink)`
  margin-block-start: ${({ theme }) => theme.space[6]};
`;
const FullPolicy = styled(Prose)`
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const email = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Text with its e-mail addresses as mailto: links. */
function WithEmailLinks({ text }: { text: string }): ReactNode {
  const parts = text.split(email);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

// The summary's sections, in the order shown; each one's texts are under privacy.sections.<key>.
const summaryKeys = [
  'scope',
  'collectedData',
  'purpose',
  'dataSharing',
  'storageSecurity',
  'rights',
  'cookies',
  'updates',
] as const;
type SummaryKey = (typeof summaryKeys)[number];
interface SummarySection {
  title: string;
  text: string;
}

const kebabCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('pages');
  const { date } = useFormatters();
  usePageMeta({ title: t('privacy.meta.title'), description: t('privacy.meta.description') });

  const sections = t('privacy.sections', { returnObjects: true }) as Record<SummaryKey, SummarySection>;
  // Each section's anchor, privacy-<id>, is its key in kebab case (privacy-collected-data).
  const summary = summaryKeys.map((key) => ({ id: kebabCase(key), ...sections[key] }));
  const full = t('privacy.full.sections', { returnObjects: true }) as FullSection[];

  return (
    <>
      <Container>
        <PageTitle>{t('privacy.title')}</PageTitle>
        <Intro>
          <p>{t('privacy.intro')}</p>
          <Updated>
            {t('privacy.lastUpdated', { date: date(policyUpdatedAt, { dateStyle: 'long', timeZone: 'UTC' }) })}
          </Updated>
        </Intro>
      </Container>

      <ContentSection tone="alt" headingId="privacy-summary" title={t('privacy.summaryTitle')}>
        <Grid as="ul" min="20rem">
          {summary.map((item) => (
            <Tile key={item.id} id={`privacy-${item.id}`} title={item.title}>
              <p>
                <WithEmailLinks text={item.text} />
              </p>
            </Tile>
          ))}
        </Grid>
        <JumpLink to="#full-policy" arrow="down">
          {t('privacy.fullLink')}
        </JumpLink>
      </ContentSection>

      <Section aria-labelledby="full-policy">
        <Container>
          <FullPolicy>
            <SectionHeading id="full-policy" tabIndex={-1}>
              {t('privacy.full.title')}
            </SectionHeading>
            {full.map((section) => (
              <Fragment key={section.title}>
                <h3>{section.title}</h3>
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph}>
                    <WithEmailLinks text={paragraph} />
                  </p>
                ))}
                {section.items && (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.closing && (
                  <p>
                    <WithEmailLinks text={section.closing} />
                  </p>
                )}
              </Fragment>
            ))}
            <h3>{t('privacy.full.contactTitle')}</h3>
            <p>
              {t('privacy.full.contactText')} <a href="mailto:privacy@stallionsclub.org">privacy@stallionsclub.org</a>
            </p>
          </FullPolicy>
          <JumpLink to="#privacy-summary" arrow="up">
            {t('privacy.full.backToTop')}
          </JumpLink>
        </Container>
      </Section>
    </>
  );
}
