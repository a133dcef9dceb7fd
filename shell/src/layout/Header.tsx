// The sticky site header: logo, main menu (disclosures), Join and Donate, search, language and, below the
// lg breakpoint, the mobile menu. Every panel is an HTML popover: it closes on Escape (focus back on its
// button), on a press outside it and when another opens; header-script.ts closes it when focus leaves it or a
// link in it is followed. Plain HTML from the server: nothing here needs React in the browser.
import { useTranslation } from '@stallions/shared-i18n';
import { Link } from '@stallions/shared-router';
import styled from 'styled-components';
import { Container, Logo, touchTarget, visuallyHidden } from '@stallions/shared-ui';
import { belowLg, lgToXl } from './breakpoints';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainMenu } from './MainMenu';
import { MobileMenuButton, MobileMenuPanel } from './MobileMenu';
import { SearchPanel, SearchToggle } from './SearchPanel';
import { JoinAndDonate } from './shared-blocks';

const Root = styled.header`
  /* Held in place across a navigation between pages (cross-document view transitions: Layout.tsx). */
  view-transition-name: site-header;
  position: sticky;
  inset-block-start: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  block-size: ${({ theme }) => theme.headerHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  block-size: 100%;
`;

/*
 * The one part of the bar that gives way when a row is short of room (a phone narrower than 375px, a system
 * font wider than the web font and its metric-matched fallbacks): the wordmark wraps onto two lines beside the
 * logo, where any other part would push the bar past the page's width (a sideways scroll).
 */
const Brand = styled(Link)`
  ${touchTarget}
  gap: ${({ theme }) => theme.space[2]};
  flex: 0 1 auto;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;

  & > img {
    flex: none;
    inline-size: 44px;
    block-size: 44px;
  }
`;

const Wordmark = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.05;
  text-wrap: balance;

  /* From lg to xl the menu needs the room: the mark alone stands for the club (the link keeps its name). */
  ${lgToXl} {
    ${visuallyHidden}
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  ${belowLg} {
    margin-inline-start: auto;
  }
`;

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  & > * {
    flex: none;
  }

  & > a {
    padding-inline: ${({ theme }) => theme.space[4]};
  }

  ${belowLg} {
    display: none;
  }
`;

export function Header() {
  const { t } = useTranslation('header');
  return (
    <Root>
      <Bar>
        <Brand to="/" aria-label={t('logoLabel')}>
          <Logo alt="" size={44} />
          <Wordmark>{t('wordmark')}</Wordmark>
        </Brand>
        <MainMenu />
        <Actions>
          <SearchToggle />
          <DesktopOnly>
            <LanguageSwitcher />
            <JoinAndDonate />
          </DesktopOnly>
          <MobileMenuButton />
        </Actions>
      </Bar>
      <SearchPanel />
      <MobileMenuPanel />
    </Root>
  );
}
