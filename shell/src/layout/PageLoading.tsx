import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';
import { Container, Spinner } from '@stallions/shared-ui';

const Box = styled(Container)`
  display: grid;
  place-items: center;
  /* Fills <main>, whose height keeps the footer below the fold (see Layout). */
  min-block-size: inherit;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Marks a page still loading (its height is not the page's: scroll positions wait for it to go). */
const pendingAttribute = 'data-pending';

/** Shown while a page or a remote section loads. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Box {...{ [pendingAttribute]: '' }}>
      <Spinner label={t('loading')} size="2.5rem" />
    </Box>
  );
}
