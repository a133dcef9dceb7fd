import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import { ButtonLink } from '../actions/ButtonLink';
import { PageTitle } from '../content/PageTitle';
import { Container } from '../layout/Container';
import { useNotFoundStatus } from '../page/server-page';

const Root = styled(Container)`
  max-inline-size: 48rem;
  padding-block: ${({ theme }) => theme.space[8]};

  & > p {
    max-inline-size: ${({ theme }) => theme.readableWidth};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  & > p + p {
    margin-block-start: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  margin-block-start: ${({ theme }) => theme.space[6]};
`;

/** The not-found page's content (title, two messages, back to /), for the shell and for unknown section paths. */
export function NotFoundView() {
  const { t } = useTranslation('common');
  useNotFoundStatus();
  return (
    <Root data-testid="not-found">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <p>{t('notFound.message')}</p>
      <p>{t('notFound.hint')}</p>
      <Actions>
        <ButtonLink to="/" size="lg">
          {t('notFound.back')}
        </ButtonLink>
      </Actions>
    </Root>
  );
}
