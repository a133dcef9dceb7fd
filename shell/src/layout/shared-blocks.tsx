// Blocks the header, mobile menu, footer and language switcher each show: written once here.
import type { JSXElementConstructor, ReactNode } from 'react';
import styled from 'styled-components';
import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import { ButtonLink } from '@stallions/shared-ui';
import type { MenuGroupView } from '../federation/site-sections';

/** A row of short items that wraps (the language links, the social links). */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A menu group's links, a list item each, drawn by `link` (the header dropdown's, the mobile menu's, the footer's). */
export function GroupLinkItems({
  links,
  link: GroupLink,
}: {
  links: MenuGroupView['links'];
  link: JSXElementConstructor<{ to: string; children: ReactNode }>;
}) {
  return (
    <>
      {links.map((link) => (
        <li key={link.to}>
          <GroupLink to={link.to}>{link.label}</GroupLink>
        </li>
      ))}
    </>
  );
}

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
