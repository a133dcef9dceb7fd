import { useEffect } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import { localizePath, useLocale } from '@stallions/shared-router';
import styled from 'styled-components';
import {
  buttonStyles,
  Container,
  PageTitle,
  usePageMeta,
  type ButtonSize,
  type ButtonVariant,
} from '@stallions/shared-ui';

const Root = styled(Container)`
  max-inline-size: 48rem;
  padding-block: ${({ theme }) => theme.space[8]};

  & > p {
    max-inline-size: ${({ theme }) => theme.readableWidth};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

// A plain <a>, not a router link: a full page load is the surest way out of a broken state. It goes to the
// home page of the visitor's language.
const HomeLink = styled.a<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

export interface ErrorPageProps {
  /** What the page failed with (logged). */
  error: unknown;
  /** Rendered in place of the whole layout (the layout itself failed): brings its own <main>. */
  standalone?: boolean;
}

/** Shown when a page, or the layout around it, throws while rendering (the wording comes from common). */
export function ErrorPage({ error, standalone = false }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const { lng } = useLocale();
  usePageMeta({ title: t('routeError.title'), description: t('routeError.message') });
  useEffect(() => {
    console.error('Routing error:', error);
  }, [error]);

  const content = (
    <Root data-testid="route-error">
      <PageTitle>{t('routeError.title')}</PageTitle>
      <p>{t('routeError.message')}</p>
      <HomeLink href={localizePath(lng, '/')} $variant="primary" $size="lg">
        {t('notFound.back')}
      </HomeLink>
    </Root>
  );
  return standalone ? <main id="main-content">{content}</main> : content;
}
