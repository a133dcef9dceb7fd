// Blocks the header, mobile menu, footer and language switcher each show: written once here.
import type { ElementType, JSXElementConstructor, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { pageHref } from '@stallions/shared-config';
import { useTranslation } from '@stallions/shared-i18n';
import { ButtonLink } from '@stallions/shared-ui';
import { useMenuGroups, type MenuGroupView } from '../federation/site-sections';
import { stallionBusinessLink } from './menu-links';

/** A row of short items that wraps (the language links, the social links). */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A pill on the surface (the mobile menu's button, the inline language choices). */
export const pill = css`
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The pill while its control is on (the menu open, the current language): filled. */
export const pillOn = css`
  background: ${({ theme }) => theme.colors.primary};
  border-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
`;

/**
 * The menu's entries, a list item each: a group per section (drawn by `group`), then the shell's own Stallion
 * business page (its link drawn by `link`, in an `item`). The header's menu and the mobile menu's.
 */
export function MenuEntries({
  group: Group,
  link: TopLink,
  item: Item = 'li',
}: {
  group: JSXElementConstructor<{ group: MenuGroupView }>;
  link: JSXElementConstructor<{ to: string; children: ReactNode }>;
  item?: ElementType;
}) {
  const { t } = useTranslation('header');
  const groups = useMenuGroups();
  return (
    <>
      {groups.map((group) => (
        <Group key={group.remote} group={group} />
      ))}
      <Item>
        <TopLink to={stallionBusinessLink.to}>{t(stallionBusinessLink.labelKey)}</TopLink>
      </Item>
    </>
  );
}

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
