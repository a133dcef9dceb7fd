import { act, screen, within } from '@testing-library/react';
import { i18n } from '@stallions/shared-i18n';
import { expectHeadingsInOrder, itHasNoAxeViolations, renderPage } from '@stallions/shared-ui/testing';
import en from '../locales/en/pages.json';
import FoalsClubPage from './FoalsClubPage';
import MembershipPage from './MembershipPage';
import OurStructurePage from './OurStructurePage';
import OverviewPage from './OverviewPage';
import StallionsClubPage from './StallionsClubPage';

const pages = en as Record<string, unknown>;
const copy = en.about;

/** Exactly one h1, focusable by the shell after navigation. */
function expectOneFocusableH1(name: string) {
  const h1s = screen.getAllByRole('heading', { level: 1 });
  expect(h1s).toHaveLength(1);
  expect(h1s[0]).toHaveTextContent(name);
  expect(h1s[0]).toHaveAttribute('tabindex', '-1');
}

/** The descriptions of the pictures in the gallery with this name, in the order shown. */
function galleryAlts(label: string) {
  const gallery = screen.getByRole('list', { name: label });
  return within(gallery)
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
}

describe('Overview page', () => {
  it('shows the mission, the vision and the four causes, each linking to the project page', async () => {
    const { container } = await renderPage(<OverviewPage />, { pages, route: '/about/overview' });
    expectOneFocusableH1(copy.overview.hero.title);
    expect(screen.getByRole('heading', { level: 2, name: copy.overview.mission.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: copy.overview.vision.title })).toBeInTheDocument();

    for (const cause of [
      copy.overview.causes.hpv,
      copy.overview.causes.child,
      copy.overview.causes.access,
      copy.overview.causes.paw,
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: cause.title })).toBeInTheDocument();
    }
    const causeLinks = screen.getAllByRole('link', { name: copy.overview.causes.linkLabel });
    expect(causeLinks).toHaveLength(4);
    causeLinks.forEach((link) => expect(link).toHaveAttribute('href', '/get-involved/project'));
    // Each "See the project" link is told apart by its cause's title.
    expect(causeLinks.map((link) => link.getAttribute('aria-describedby'))).toHaveLength(4);
    expectHeadingsInOrder(container);
  });

  it('has a join button to the membership application', async () => {
    await renderPage(<OverviewPage />, { pages, route: '/about/overview' });
    expect(screen.getByRole('link', { name: copy.overview.hero.join })).toHaveAttribute('href', '/get-involved/join');
    expect(screen.getByRole('link', { name: copy.overview.join.button })).toHaveAttribute('href', '/get-involved/join');
  });

  it('sets the page title and meta description', async () => {
    await renderPage(<OverviewPage />, { pages, route: '/about/overview' });
    expect(document.title).toBe(`${copy.overview.title} | Stallions Club`);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      copy.overview.metaDescription,
    );
  });

  itHasNoAxeViolations(() => renderPage(<OverviewPage />, { pages, route: '/about/overview' }));
});

describe('Our structure page', () => {
  it('shows a card for each club, the Family membership and a join button', async () => {
    const { container } = await renderPage(<OurStructurePage />, { pages, route: '/about/our-structure' });
    expectOneFocusableH1(copy.ourStructure.title);
    expect(
      screen.getByRole('heading', { level: 3, name: copy.ourStructure.clubs.stallions.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: copy.ourStructure.clubs.foals.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.ourStructure.clubs.stallions.link })).toHaveAttribute(
      'href',
      '/about/stallions-club',
    );
    expect(screen.getByRole('link', { name: copy.ourStructure.clubs.foals.link })).toHaveAttribute(
      'href',
      '/about/foals-club',
    );
    expect(screen.getByText(/aged 18 to 24/)).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: copy.ourStructure.family.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.ourStructure.family.link })).toHaveAttribute(
      'href',
      '/about/membership',
    );
    expect(screen.getByRole('link', { name: copy.ourStructure.join.button })).toHaveAttribute(
      'href',
      '/get-involved/join',
    );
    expectHeadingsInOrder(container);
  });

  itHasNoAxeViolations(() => renderPage(<OurStructurePage />, { pages, route: '/about/our-structure' }));
});

describe('Stallions Club page', () => {
  it('shows the intro, a described "who are the Stallions" gallery and the list of benefits', async () => {
    const { container } = await renderPage(<StallionsClubPage />, { pages, route: '/about/stallions-club' });
    expectOneFocusableH1(copy.stallionsClub.title);
    expect(screen.getByText(copy.stallionsClub.intro.text)).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: copy.stallionsClub.who.title })).toBeInTheDocument();
    expect(galleryAlts(copy.stallionsClub.who.galleryLabel)).toEqual(Object.values(copy.stallionsClub.who.images));

    const benefits = screen
      .getByRole('heading', { level: 2, name: copy.stallionsClub.benefits.title })
      .closest('section')!;
    const items = within(benefits).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(
      within(benefits).getByRole('heading', { level: 3, name: copy.stallionsClub.benefits.network.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.stallionsClub.cta.button })).toHaveAttribute(
      'href',
      '/about/membership',
    );
    expectHeadingsInOrder(container);
  });

  itHasNoAxeViolations(() => renderPage(<StallionsClubPage />, { pages, route: '/about/stallions-club' }));
});

describe('Foals club page', () => {
  it('describes the club for ages 18 to 24, with a join button and a gallery', async () => {
    const { container } = await renderPage(<FoalsClubPage />, { pages, route: '/about/foals-club' });
    expectOneFocusableH1(copy.foalsClub.title);
    expect(screen.getByText(/students aged 18 to 24 who want to grow/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.foalsClub.intro.join })).toHaveAttribute('href', '/get-involved/join');

    const alts = galleryAlts(copy.foalsClub.gallery.label);
    expect(alts).toHaveLength(6);
    expect([...alts].sort()).toEqual(Object.values(copy.foalsClub.gallery.images).sort());
    expectHeadingsInOrder(container);
  });

  it("formats the ages in the reader's language", async () => {
    await renderPage(<FoalsClubPage />, { pages, route: '/about/foals-club' });
    const arabic = new Intl.NumberFormat('ar').format(18);
    act(() => void i18n.addResourceBundle('ar', 'pages', pages, true, true));
    await act(() => i18n.changeLanguage('ar'));
    try {
      expect(await screen.findByText(new RegExp(`aged ${arabic}`))).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  itHasNoAxeViolations(() => renderPage(<FoalsClubPage />, { pages, route: '/about/foals-club' }));
});

describe('Membership page', () => {
  it('shows who can join, how to join and the five steps in order', async () => {
    const { container } = await renderPage(<MembershipPage />, { pages, route: '/about/membership' });
    expectOneFocusableH1(copy.membership.hero.title);
    expect(screen.getByRole('heading', { level: 2, name: copy.membership.who.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: copy.membership.how.title })).toBeInTheDocument();

    const stepsHeading = screen.getByRole('heading', { level: 3, name: copy.membership.how.stepsTitle });
    const steps = within(stepsHeading.parentElement!.querySelector('ol')!).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.replace(/^\d+/, ''))).toEqual([
      'Application',
      'Pre-Evaluation',
      'Interview & Reference',
      'Approval & Membership Activation',
      'Welcome to Family',
    ]);
    expectHeadingsInOrder(container);
  });

  it('shows the three membership options and the benefits', async () => {
    await renderPage(<MembershipPage />, { pages, route: '/about/membership' });
    for (const option of [
      copy.membership.options.stallions,
      copy.membership.options.family,
      copy.membership.options.foals,
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: option.title })).toBeInTheDocument();
    }
    expect(screen.getByText('For ages 18 to 24')).toBeInTheDocument();
    const benefits = screen
      .getByRole('heading', { level: 2, name: copy.membership.benefits.title })
      .closest('section')!;
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(5);
  });

  it('renders the join label as text, not as a link', async () => {
    await renderPage(<MembershipPage />, { pages, route: '/about/membership' });
    const label = screen.getByText(copy.membership.how.label);
    expect(label.closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /join/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  itHasNoAxeViolations(() => renderPage(<MembershipPage />, { pages, route: '/about/membership' }));
});
