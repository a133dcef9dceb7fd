import { screen, within } from '@testing-library/react';
import { itHasNoAxeViolations } from '@stallions/shared-ui/testing';
import { renderShell } from '../components/test-helpers';
import { HomePage } from './HomePage';
import NotFoundPage from './NotFoundPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import StallionBusinessPage from './StallionBusinessPage';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

/** The h3s of the section its h2 names, in order. */
const subheadings = (sectionTitle: string) =>
  within(screen.getByRole('heading', { level: 2, name: sectionTitle }).closest('section')!)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('HomePage', () => {
  it('shows the hero with its membership button and sets the page head', async () => {
    await renderShell(<HomePage />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Influence that lifts others' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/about/membership');
    expect(document.title).toBe('Stallions Club');
    expect(description()).toMatch(/non-commercial business club family/);
  });

  it('shows the three statistics, formatted for the language', async () => {
    await renderShell(<HomePage />);
    const stats = screen.getAllByTestId('statistic');
    expect(stats).toHaveLength(3);
    expect(stats[0]).toHaveTextContent('1,000');
    expect(stats[0]).toHaveTextContent('members');
    expect(stats[1]).toHaveTextContent('15+');
    expect(stats[1]).toHaveTextContent('sustainable projects');
    expect(stats[2]).toHaveTextContent('$2M');
    expect(stats[2]).toHaveTextContent('business volume');
  });

  it('links to the about overview, our structure, our causes and get involved', async () => {
    await renderShell(<HomePage />);
    expect(screen.getByRole('link', { name: 'Read our story' })).toHaveAttribute('href', '/about/overview');
    expect(screen.getByRole('link', { name: 'See how we are organized' })).toHaveAttribute(
      'href',
      '/about/our-structure',
    );
    expect(screen.getByRole('link', { name: 'Explore our causes' })).toHaveAttribute('href', '/our-causes/overview');
    expect(screen.getByRole('link', { name: 'Find your way to help' })).toHaveAttribute(
      'href',
      '/get-involved/overview',
    );
  });

  it('has the sections on worldwide influence, becoming a family, our structure and our cause', async () => {
    await renderShell(<HomePage />);
    for (const name of [
      'A network that reaches across borders',
      'More than a network: a family',
      'One club family, three ways to belong',
      'Four causes we carry together',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(subheadings('Four causes we carry together')).toHaveLength(4);
  });

  itHasNoAxeViolations(() => renderShell(<HomePage />), 30_000);
});

describe('StallionBusinessPage', () => {
  it('shows the hero, the description, the five features and the conclusion', async () => {
    await renderShell(<StallionBusinessPage />, { route: '/stallion-business' });
    expect(screen.getByRole('heading', { level: 1, name: 'Stallion Business' })).toHaveAttribute('tabindex', '-1');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Where members build business together' }),
    ).toBeInTheDocument();
    expect(subheadings('What Stallion Business offers')).toEqual([
      'Private and secure',
      'Capital raising',
      'Advanced technology',
      'Direct engagement',
      'Expand and scale',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Business that gives back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for membership' })).toHaveAttribute('href', '/get-involved/join');
    expect(document.title).toBe('Stallion Business | Stallions Club');
  });

  itHasNoAxeViolations(() => renderShell(<StallionBusinessPage />, { route: '/stallion-business' }), 30_000);
});

describe('PrivacyPolicyPage', () => {
  it('shows the eight sections and links to the full policy on the same page', async () => {
    await renderShell(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toHaveAttribute('tabindex', '-1');
    expect(subheadings('Our policy at a glance')).toEqual([
      'Scope',
      'Collected data',
      'Purpose',
      'Data sharing',
      'Storage and security',
      'Your rights',
      'Cookies and tracking',
      'Policy updates',
    ]);
    const link = screen.getByRole('link', { name: 'Read the full privacy policy' });
    expect(link).toHaveAttribute('href', '/privacy-policy#full-policy');
    expect(document.getElementById('full-policy')).toHaveTextContent('Full privacy policy');
    expect(screen.getByText('Last updated: November 1, 2026')).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy | Stallions Club');
  });

  it('covers the card data, the IP address, retention, processors, rights and the contact address', async () => {
    await renderShell(<PrivacyPolicyPage />, { route: '/privacy-policy' });
    const full = document.getElementById('full-policy')!.closest('section')!;
    expect(full).toHaveTextContent(/last four digits/);
    expect(full).toHaveTextContent(/security code \(CVV\) never leaves your browser/);
    expect(full).toHaveTextContent(/IP address is personal data/);
    expect(full).toHaveTextContent(/24 months after the decision/);
    expect(full).toHaveTextContent(/Google Firebase/);
    expect(full).toHaveTextContent(/portability/);
    expect(full).toHaveTextContent(/supervisory authority/);
    expect(full).toHaveTextContent(/local storage/);
    const contacts = within(full).getAllByRole('link', { name: 'privacy@stallionsclub.org' });
    contacts.forEach((contact) => expect(contact).toHaveAttribute('href', 'mailto:privacy@stallionsclub.org'));
  });

  itHasNoAxeViolations(() => renderShell(<PrivacyPolicyPage />, { route: '/privacy-policy' }), 30_000);
});

describe('NotFoundPage', () => {
  it('shows the title, two messages and a link back home', async () => {
    await renderShell(<NotFoundPage />, { route: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByText('Check the address, or go back to the home page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Stallions Club');
  });

  itHasNoAxeViolations(() => renderShell(<NotFoundPage />, { route: '/no/such/page' }), 30_000);
});
