import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Spinner } from '@stallions/shared-ui';

const Box = styled(Container)`
  display: grid;
  place-items: center;
  /* Reserves the page's height so the footer does not jump up while a page loads. */
  min-block-size: 60vh;
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
