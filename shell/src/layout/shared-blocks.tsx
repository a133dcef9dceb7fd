// Blocks the header, mobile menu, footer and language switcher each show: written once here.
import styled from 'styled-components';
import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import { ButtonLink } from '@stallions/shared-ui';

/** A row of short items that wraps (the language links, the social links). */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The two calls to action of the header and the mobile menu: join, then donate. */
export function JoinAndDonate() {
  const { t } = useTranslation('header');
  return (
    <>
      <ButtonLink to={pageHref('getInvolved', 'join')} variant="ghost">
        {t('actions.join')}
      </ButtonLink>
      <ButtonLink to={pageHref('getInvolved', 'donate')} variant="secondary">
        {t('actions.donate')}
      </ButtonLink>
    </>
  );
}
