// The desktop main menu (from the lg breakpoint): disclosure navigation built on the HTML popover. Each
// section is a real <button popovertarget> (exposed as expanded or collapsed) that shows a list of links;
// no role="menu". The browser closes a list on Escape (focus back on its button), on a click outside and when
// another opens; header-script.ts closes it when focus leaves it. No React state: the server's HTML works alone.
import { useTranslation } from '@stallions/shared-i18n';
import { NavLink, useLocation } from '@stallions/shared-router';
import { FaChevronDown } from 'react-icons/fa6';
import styled, { css } from 'styled-components';
import type { MenuGroupView } from '../federation/site-sections';
import { belowLg, lgToXl } from './breakpoints';
import { anchoredBelow } from './popover-styles';
import { GroupLinkItems, MenuEntries } from './shared-blocks';

const Nav = styled.nav`
  margin-inline: auto;

  ${belowLg} {
    display: none;
  }
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  flex: none;
`;

const topLevel = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  min-block-size: 44px;
  /* 9px: French's menu and the wordmark fit the 1136px bar on one line, with the web font and its fallbacks. */
  padding-inline: 9px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9375rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  ${lgToXl} {
    padding-inline: 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  /* The current section is underlined in gold. */
  &[data-active='true']::after,
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    inset-inline: 6px;
    inset-block-end: 4px;
    block-size: 3px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const GroupButton = styled.button<{ $anchor: string }>`
  ${topLevel}
  anchor-name: ${({ $anchor }) => $anchor};

  & > svg {
    flex: none;
    inline-size: 0.7em;
    block-size: 0.7em;
    transition: transform 0.15s ease;
  }

  ${Item}:has(> :popover-open) > & > svg {
    transform: rotate(180deg);
  }
`;

const TopLink = styled(NavLink)`
  ${topLevel}
`;

const Dropdown = styled.ul<{ $anchor: string }>`
  ${({ $anchor }) => anchoredBelow($anchor)}
  min-inline-size: 15rem;
  padding: ${({ theme }) => theme.space[2]};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-block-start: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const DropdownLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }

  [dir='rtl'] &[aria-current='page'] {
    box-shadow: inset -3px 0 0 ${({ theme }) => theme.colors.accent};
  }
`;

/** The id of a section's dropdown (and, as a dashed ident, its button's anchor name). */
const menuGroupId = (remote: string) => `menu-${remote}`;

function MenuGroupItem({ group }: { group: MenuGroupView }) {
  const { pathname } = useLocation();
  const id = menuGroupId(group.remote);
  const active = pathname === group.path || pathname.startsWith(`${group.path}/`);
  return (
    <Item>
      <GroupButton type="button" popovertarget={id} $anchor={`--${id}`} data-active={active}>
        {group.title}
        <FaChevronDown aria-hidden="true" focusable="false" />
      </GroupButton>
      <Dropdown id={id} popover="auto" $anchor={`--${id}`}>
        <GroupLinkItems links={group.links} link={DropdownLink} />
      </Dropdown>
    </Item>
  );
}

export function MainMenu() {
  const { t } = useTranslation('header');
  return (
    <Nav aria-label={t('menuLabel')}>
      <List>
        <MenuEntries group={MenuGroupItem} link={TopLink} item={Item} />
      </List>
    </Nav>
  );
}
