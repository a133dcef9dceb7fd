import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { i18n } from '@stallions/shared-i18n';
import { LocationProbe, renderShell } from '../components/test-helpers';
import { testSections } from '../components/test-sections';
import { Header } from './Header';
import { LocaleSync } from './LocaleSync';

function renderHeader(route = '/') {
  return renderShell(
    <>
      <LocaleSync />
      <Header />
      <main>
        <LocationProbe />
      </main>
    </>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;
const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  document.cookie = 'i18next=; path=/; max-age=0';
  localStorage.clear();
});

describe('Header', () => {
  it('links the logo and the wordmark to the home page', async () => {
    await renderHeader('/about/overview');
    const home = screen.getByRole('link', { name: 'Stallions Club, home page' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Stallions Club');
  });

  it('has a disclosure per section listing every child page, plus the Stallion Business link', async () => {
    const user = userEvent.setup();
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
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(groups.map((group) => group.title));
    for (const { title, path, section } of groups) {
      const button = within(mainMenu()).getByRole('button', { name: title });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const list = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(list).not.toBeVisible();
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(list).toBeVisible();
      const inMenu = section.pages.filter((page) => page.inMenu !== false);
      expect(within(list).getAllByRole('link')).toHaveLength(inMenu.length);
      for (const page of inMenu) {
        const label = section.labels.en!.pages[page.path]!;
        expect(within(list).getByRole('link', { name: label })).toHaveAttribute('href', `${path}/${page.path}`);
      }
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(mainMenu().querySelector('[role="menu"], [role="menuitem"]')).toBeNull();
  });

  it('closes a section on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const about = within(mainMenu()).getByRole('button', { name: 'About' });
    await user.click(about);
    await user.tab();
    expect(within(mainMenu()).getByRole('link', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });

  it('closes a section on a click outside, and when another one opens', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const about = within(mainMenu()).getByRole('button', { name: 'About' });
    const causes = within(mainMenu()).getByRole('button', { name: 'Our Causes' });
    await user.click(about);
    await user.click(causes);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(causes).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByTestId('location'));
    expect(causes).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the section after following one of its links', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const involved = within(mainMenu()).getByRole('button', { name: 'Get Involved' });
    await user.click(involved);
    await user.click(within(mainMenu()).getByRole('link', { name: 'Ways to Give' }));
    expect(location()).toBe('/get-involved/ways-to-give');
    expect(involved).toHaveAttribute('aria-expanded', 'false');
  });

  it('has Join and Donate as links', async () => {
    await renderHeader();
    expect(screen.getAllByRole('link', { name: 'Join' })[0]).toHaveAttribute('href', '/get-involved/join');
    expect(screen.getAllByRole('link', { name: 'Donate' })[0]).toHaveAttribute('href', '/get-involved/donate');
  });

  it('opens the search panel, focuses its box and searches', async () => {
    const user = userEvent.setup();
    await renderHeader('/about/overview');
    const toggle = screen.getByRole('button', { name: 'Site search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(box).toHaveAttribute('placeholder', 'Type to search...');
    expect(box).toHaveFocus();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(box);
    await user.type(box, '  hpv screening ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/search?q=hpv+screening');
    // The panel closes on navigation.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the search panel on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Site search' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('switches the language', async () => {
    const user = userEvent.setup();
    await renderHeader('/about/overview');
    const switcher = screen.getByRole('button', { name: /Language/ });
    expect(switcher).toHaveTextContent('English');
    await user.click(switcher);
    const french = screen.getByRole('button', { name: 'Français' });
    expect(french).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    await user.click(french);
    // The same page at the French address: every link of the header follows, and the choice is remembered.
    expect(location()).toBe('/about/overview');
    expect(screen.getByRole('link', { name: /home page|accueil/i })).toHaveAttribute('href', '/fr');
    await act(() => i18n.loadLanguages('fr'));
    expect(i18n.language).toBe('fr');
    expect(document.cookie).toContain('i18next=fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(switcher).toHaveFocus();
    expect(switcher).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a mobile menu with expandable sections, Join, Donate and the language switcher', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Site sections' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    const nav = within(panel).getByRole('navigation', { name: 'Site sections' });
    const about = within(nav).getByRole('button', { name: 'About' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Membership' })).not.toBeInTheDocument();
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/about/membership');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('link', { name: 'Stallion Business' })).toHaveAttribute('href', '/stallion-business');
    expect(within(panel).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/get-involved/join');
    expect(within(panel).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/get-involved/donate');
    const languages = within(panel).getByRole('group', { name: 'Language' });
    const arabic = within(languages).getByRole('button', { name: 'العربية' });
    await user.click(arabic);
    await act(() => i18n.loadLanguages('ar'));
    expect(i18n.language).toBe('ar');
    // The same page in Arabic, where the visitor is: the menu stays open, focus on the choice.
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(arabic).toHaveFocus();
    expect(arabic).toHaveAttribute('aria-current', 'true');
  });

  it('closes the mobile menu on Escape (focus back on its button) and on navigation', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    await user.click(within(panel).getByRole('button', { name: 'Our Causes' }));
    await user.click(within(panel).getByRole('link', { name: 'Ways We Serve' }));
    expect(location()).toBe('/our-causes/ways-we-serve');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when focus leaves it, and opens it again with its sections collapsed', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    const about = within(panel).getByRole('button', { name: 'About' });
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    // Moving inside the panel keeps it open.
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Overview' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Focus past the panel (into the page under it) closes it, so nothing hidden under it takes focus.
    act(() => screen.getByTestId('location').closest('main')!.setAttribute('tabindex', '-1'));
    act(() => screen.getByTestId('location').closest('main')!.focus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(within(panel).getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the search panel when focus moves out of it, not when it moves into it', async () => {
    const user = userEvent.setup();
    await renderHeader();
    const toggle = screen.getByRole('button', { name: 'Site search' });
    await user.click(toggle);
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(box).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(box).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The panel follows the header's controls in the page: Shift+Tab from the box leaves it.
    await user.tab({ shift: true });
    expect(box).not.toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page in the menu', async () => {
    const user = userEvent.setup();
    await renderHeader('/our-causes/ways-we-serve');
    await user.click(within(mainMenu()).getByRole('button', { name: 'Our Causes' }));
    expect(within(mainMenu()).getByRole('link', { name: 'Ways We Serve' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no axe violations, closed and with its panels open', async () => {
    const user = userEvent.setup();
    const { container } = await renderHeader();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(mainMenu()).getByRole('button', { name: 'About' }));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: /Language/ }));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Site search' }));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getAllByRole('button', { name: 'Get Involved' }).at(-1)!);
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);
});
