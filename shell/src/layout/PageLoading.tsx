import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Spinner } from '@stallions/shared-ui';

const Box = styled(Container)`
  display: grid;
  place-items: center;
  /* A full screen: the footer stays below the fold while a page loads, so the page arriving does not push a
     visible footer down (layout shift). */
  min-block-size: 100vh;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Shown while a page or a remote section loads. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Box>
      <Spinner label={t('loading')} size="2.5rem" />
    </Box>
  );
}
