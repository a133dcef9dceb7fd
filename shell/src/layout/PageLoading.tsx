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

/** Shown while a page or a remote section loads. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    // data-pending: a prerendered page stays on screen while this shows (snapshot/take-over-snapshot.ts).
    <Box data-pending="">
      <Spinner label={t('loading')} size="2.5rem" />
    </Box>
  );
}
