// The menu below the lg breakpoint: a popover panel under the header (opened by its button; the browser
// closes it on Escape, focus back on the button, and when the search opens) whose sections are <details> of
// one group, so opening one closes the others. Join, Donate and the language links below. No React state.
import { useTranslation } from '@stallions/shared-i18n';
import { NavLink } from '@stallions/shared-router';
import { FaBars, FaChevronDown, FaXmark } from 'react-icons/fa6';
import styled from 'styled-components';
import { media, touchTarget } from '@stallions/shared-ui';
import type { MenuGroupView } from '../federation/site-sections';
import { LanguageSwitcher } from './LanguageSwitcher';
import { openStateIcons, popoverReset } from './popover-styles';
import { GroupLinkItems, JoinAndDonate, MenuEntries, pill, pillOn } from './shared-blocks';

const mobileMenuId = 'mobile-menu';

const MenuButton = styled.button`
  ${touchTarget}
  gap: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[3]};
  ${pill}
  ${openStateIcons(mobileMenuId)}

  body:has(#${mobileMenuId}:popover-open) & {
    ${pillOn}
  }

  ${media.lg} {
    display: none;
  }
`;

const Panel = styled.div`
  ${popoverReset}
  position: fixed;
  inset: ${({ theme }) => theme.headerHeight} 0 0;
  inline-size: auto;
  block-size: auto;
  max-inline-size: none;
  max-block-size: none;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-block: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[7]};
  padding-inline: clamp(1rem, 4vw, 2rem);
  background: ${({ theme }) => theme.colors.surface};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  ${media.lg} {
    display: none;
  }
`;

const Sections = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const GroupSummary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-block-size: 52px;
  padding-inline: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  list-style: none;

  &::-webkit-details-marker {
    display: none;
  }

  & > svg {
    flex: none;
    inline-size: 0.8em;
    block-size: 0.8em;
    transition: transform 0.15s ease;
  }

  details[open] > & > svg {
    transform: rotate(180deg);
  }
`;

const SubList = styled.ul`
  margin: 0;
  padding-block-end: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[3]} 0;
  list-style: none;
`;

const SubLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &[aria-current='page'] {
    border-inline-start-color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const SingleLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-block-size: 52px;
  padding-inline: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.accent};
    text-decoration-thickness: 3px;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
  margin-block: ${({ theme }) => theme.space[6]};
`;

function MobileGroup({ group }: { group: MenuGroupView }) {
  return (
    <li>
      <details name="mobile-menu-sections">
        <GroupSummary>
          {group.title}
          <FaChevronDown aria-hidden="true" focusable="false" />
        </GroupSummary>
        <SubList>
          <GroupLinkItems links={group.links} link={SubLink} />
        </SubList>
      </details>
    </li>
  );
}

export function MobileMenuButton() {
  const { t } = useTranslation('header');
  return (
    <MenuButton type="button" popovertarget={mobileMenuId} data-testid="mobile-menu-button">
      <FaBars aria-hidden="true" focusable="false" data-when-closed="" />
      <FaXmark aria-hidden="true" focusable="false" data-when-open="" />
      {t('mobileMenu.button')}
    </MenuButton>
  );
}

export function MobileMenuPanel() {
  const { t } = useTranslation('header');
  return (
    <Panel id={mobileMenuId} popover="auto" data-testid="mobile-menu">
      <nav aria-label={t('mobileMenu.navLabel')}>
        <Sections>
          <MenuEntries group={MobileGroup} link={SingleLink} />
        </Sections>
      </nav>
      <Actions>
        <JoinAndDonate />
      </Actions>
      <LanguageSwitcher variant="inline" />
    </Panel>
  );
}
