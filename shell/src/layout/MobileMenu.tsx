// The menu below the lg breakpoint: a panel under the header whose sections expand and collapse (the same
// disclosure pattern as the desktop menu), with Join, Donate and the language switcher.
import { useEffect, useState } from 'react';
import { useTranslation } from '@stallions/shared-i18n';
import { NavLink } from '@stallions/shared-router';
import { FaBars, FaChevronDown, FaXmark } from 'react-icons/fa6';
import styled from 'styled-components';
import { ButtonLink, media } from '@stallions/shared-ui';
import { useMenuGroups, type MenuGroupView } from '../federation/site-sections';
import { LanguageSwitcher } from './LanguageSwitcher';
import { stallionBusinessLink } from './menu-links';
import type { Disclosure } from './useDisclosure';

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }

  ${media.lg} {
    display: none;
  }
`;

const Panel = styled.div`
  position: fixed;
  inset-block: ${({ theme }) => theme.headerHeight} 0;
  inset-inline: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-block: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[7]};
  padding-inline: clamp(1rem, 4vw, 2rem);
  background: ${({ theme }) => theme.colors.surface};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  &[hidden] {
    display: none;
  }

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

const GroupButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  inline-size: 100%;
  min-block-size: 52px;
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: start;

  & > svg {
    flex: none;
    inline-size: 0.8em;
    block-size: 0.8em;
    transition: transform 0.15s ease;
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const SubList = styled.ul`
  margin: 0;
  padding-block-end: ${({ theme }) => theme.space[3]};
  padding-inline: ${({ theme }) => theme.space[3]} 0;
  list-style: none;

  &[hidden] {
    display: none;
  }
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
  const [open, setOpen] = useState(false);
  const listId = `mobile-menu-${group.remote}`;
  return (
    <li>
      <GroupButton type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        {group.title}
        <FaChevronDown aria-hidden="true" focusable="false" />
      </GroupButton>
      <SubList id={listId} hidden={!open}>
        {group.links.map((link) => (
          <li key={link.to}>
            <SubLink to={link.to}>{link.label}</SubLink>
          </li>
        ))}
      </SubList>
    </li>
  );
}

export function MobileMenuButton({ disclosure }: { disclosure: Disclosure }) {
  const { t } = useTranslation('header');
  return (
    <MenuButton {...disclosure.buttonProps} {...disclosure.containerProps} data-testid="mobile-menu-button">
      {disclosure.open ? (
        <FaXmark aria-hidden="true" focusable="false" />
      ) : (
        <FaBars aria-hidden="true" focusable="false" />
      )}
      {t('mobileMenu.button')}
    </MenuButton>
  );
}

export function MobileMenuPanel({ disclosure }: { disclosure: Disclosure }) {
  const { t } = useTranslation('header');
  const groups = useMenuGroups();
  // Sections start collapsed each time the menu opens again (it closes on navigation too).
  const [generation, setGeneration] = useState(0);
  const { open } = disclosure;
  useEffect(() => {
    if (!open) setGeneration((n) => n + 1);
  }, [open]);
  return (
    <Panel
      id={disclosure.panelId}
      ref={(element) => {
        disclosure.panelRef.current = element;
      }}
      hidden={!disclosure.open}
      {...disclosure.containerProps}
      data-testid="mobile-menu"
    >
      <nav aria-label={t('mobileMenu.navLabel')}>
        <Sections key={generation}>
          {groups.map((group) => (
            <MobileGroup key={group.remote} group={group} />
          ))}
          <li>
            <SingleLink to={stallionBusinessLink.to}>{t(stallionBusinessLink.labelKey)}</SingleLink>
          </li>
        </Sections>
      </nav>
      <Actions>
        <ButtonLink to="/get-involved/join" variant="ghost">
          {t('actions.join')}
        </ButtonLink>
        <ButtonLink to="/get-involved/donate" variant="secondary">
          {t('actions.donate')}
        </ButtonLink>
      </Actions>
      <LanguageSwitcher variant="inline" />
    </Panel>
  );
}
