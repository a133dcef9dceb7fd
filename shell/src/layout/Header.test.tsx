// The header is server HTML: popovers, <details> and links, no React state. Its markup is checked here (each
// button names an existing popover, every link goes where it should); what the browser does with it (light
// dismiss, Escape, focus) is driven in e2e/, and the few lines of script in header-script.test.ts.
import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, i18n } from '@stallions/shared-i18n';
import { LocaleMemoryRouter } from '@stallions/shared-router';
import { SiteThemeProvider } from '@stallions/shared-ui';
import { renderShell } from '../components/test-helpers';
import { testSections } from '../components/test-sections';
import { Header } from './Header';
import { SearchPanel } from './SearchPanel';

const SearchPanelMarkup = () => (
  <I18nextProvider i18n={i18n}>
    <SiteThemeProvider>
      <LocaleMemoryRouter initialEntries={['/']}>
        <SearchPanel />
      </LocaleMemoryRouter>
    </SiteThemeProvider>
  </I18nextProvider>
);

const renderHeader = (route = '/') => renderShell(<Header />, { route });

const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });
/** The popover a button opens, which must exist. */
function popoverOf(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('popovertarget');
  expect(id).toBeTruthy();
  const popover = document.getElementById(id!);
  expect(popover).not.toBeNull();
  expect(popover).toHaveAttribute('popover', 'auto');
  return popover!;
}

describe('Header', () => {
  it('links the logo and the wordmark to the home page', async () => {
    await renderHeader('/about/overview');
    const home = screen.getByRole('link', { name: 'Stallions Club, home page' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Stallions Club');
  });

  it('has a disclosure button per section opening a popover of every child page, plus Stallion Business', async () => {
    await renderHeader();
    expect(within(mainMenu()).getByRole('link', { name: 'Stallion Business' })).toHaveAttribute(
      'href',
      '/stallion-business',
    );
    const groups = [
      { title: 'About', path: '/about', section: testSections.about! },
      { title: 'Get Involved', path: '/get-involved', section: testSections.getInvolved! },
      { title: 'Our Causes', path: '/our-causes', section: testSections.causes! },
      { title: 'News & Features', path: '/news-features', section: testSections.news! },
    ];
    expect(
      within(mainMenu())
        .getAllByRole('button', { hidden: true })
        .map((button) => button.textContent),
    ).toEqual(groups.map((group) => group.title));
    for (const { title, path, section } of groups) {
      const button = within(mainMenu()).getByRole('button', { name: title });
      expect(button).toHaveAttribute('type', 'button');
      const list = popoverOf(button);
      const inMenu = section.pages.filter((page) => page.inMenu !== false);
      const links = within(list).getAllByRole('link', { hidden: true });
      expect(links).toHaveLength(inMenu.length);
      inMenu.forEach((page, i) => {
        expect(links[i]).toHaveTextContent(section.labels.en!.pages[page.path]!);
        expect(links[i]).toHaveAttribute('href', `${path}/${page.path}`);
      });
    }
    expect(mainMenu().querySelector('[role="menu"], [role="menuitem"]')).toBeNull();
  });

  it('marks the current section and page', async () => {
    await renderHeader('/our-causes/ways-we-serve');
    expect(within(mainMenu()).getByRole('button', { name: 'Our Causes' })).toHaveAttribute('data-active', 'true');
    expect(within(mainMenu()).getByRole('button', { name: 'About' })).toHaveAttribute('data-active', 'false');
    const current = mainMenu().querySelector('a[aria-current="page"]');
    expect(current).toHaveAttribute('href', '/our-causes/ways-we-serve');
  });

  it('has Join and Donate as links', async () => {
    await renderHeader();
    expect(screen.getAllByRole('link', { name: 'Join' })[0]).toHaveAttribute('href', '/get-involved/join');
    expect(screen.getAllByRole('link', { name: 'Donate' })[0]).toHaveAttribute('href', '/get-involved/donate');
  });

  it('opens a search panel whose box takes focus, a plain GET form to the page language’s /search', async () => {
    await renderHeader('/fr/about/overview');
    const toggle = screen.getByRole('button', { name: 'Site search' });
    const panel = popoverOf(toggle);
    const box = within(panel).getByRole('searchbox', { name: 'Search the site', hidden: true });
    expect(box).toHaveAttribute('placeholder', 'Type to search...');
    expect(box).toHaveAttribute('name', 'q');
    // The server's HTML has autofocus: the browser focuses the box as the popover opens.
    expect(renderToStaticMarkup(<SearchPanelMarkup />)).toMatch(/<input[^>]*autofocus=""/);
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/fr/search');
  });

  // The location is the route table's: the page's own parameters only (route-table.test, addresses.spec).
  it('links each language to the same page at its address, in its own name', async () => {
    await renderHeader('/about/overview');
    const switcher = screen.getByRole('button', { name: /Language/ });
    expect(switcher).toHaveTextContent('English');
    const list = popoverOf(switcher);
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')])).toEqual([
      ['English', '/about/overview', 'en'],
      ['Français', '/fr/about/overview', 'fr'],
      ['العربية', '/ar/about/overview', 'ar'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[2]).toHaveAttribute('dir', 'rtl');
    expect(links.map((link) => link.getAttribute('data-switch-language'))).toEqual(['en', 'fr', 'ar']);
  });

  it('keeps the search page’s words in its language links', async () => {
    await renderHeader('/search?q=don+%C3%A9t%C3%A9');
    const list = popoverOf(screen.getByRole('button', { name: /Language/ }));
    expect(within(list).getByRole('link', { name: 'Français', hidden: true })).toHaveAttribute(
      'href',
      '/fr/search?q=don+%C3%A9t%C3%A9',
    );
  });

  it('has a mobile menu: sections as <details> of one group, Join, Donate and the language links', async () => {
    await renderHeader('/ar/about/overview');
    const button = screen.getByTestId('mobile-menu-button');
    const panel = popoverOf(button);
    const nav = within(panel).getByRole('navigation', { hidden: true });
    const sections = nav.querySelectorAll('details');
    expect(sections).toHaveLength(4);
    sections.forEach((details) => {
      expect(details).toHaveAttribute('name', 'mobile-menu-sections');
      expect(details).not.toHaveAttribute('open');
      expect(details.firstElementChild?.tagName).toBe('SUMMARY');
    });
    const about = sections[0]!;
    expect(within(about).getByRole('link', { name: 'Membership', hidden: true })).toHaveAttribute(
      'href',
      '/ar/about/membership',
    );
    expect(
      within(panel)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/ar/stallion-business', '/ar/get-involved/join', '/ar/get-involved/donate']));
    const languages = within(panel).getByRole('group', { name: 'Language', hidden: true });
    expect(
      within(languages)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/about/overview', '/fr/about/overview', '/ar/about/overview']);
  });

  it('has no axe violations', async () => {
    const { container } = await renderHeader();
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);
});
