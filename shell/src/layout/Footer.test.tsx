import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { setRuntimeConfigForTests, testRuntimeConfig } from '@stallions/shared-config/testing';
import { renderShell } from '../components/test-helpers';
import { Footer } from './Footer';

const config = testRuntimeConfig();

describe('Footer', () => {
  beforeEach(() => setRuntimeConfigForTests(config));
  afterEach(() => setRuntimeConfigForTests(testRuntimeConfig()));

  it('has five social links that open safely in a new tab', async () => {
    await renderShell(<Footer />);
    const social = screen.getByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(5);
    const expected = [
      ['Stallions Club on Instagram', 'https://www.instagram.com/stallionsclub'],
      ['Stallions Club on TikTok', 'https://www.tiktok.com/@stallionsclub'],
      ['Stallions Club on X', 'https://x.com/stallionsclub'],
      ['Stallions Club on YouTube', 'https://www.youtube.com/@stallionsclub'],
      ['Stallions Club on LinkedIn', 'https://www.linkedin.com/company/stallionsclub'],
    ];
    links.forEach((link, index) => {
      const [name, href] = expected[index]!;
      expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('has the contact e-mail, the address, the legal text and the privacy policy', async () => {
    await renderShell(<Footer />);
    expect(screen.getByRole('link', { name: 'Email us at info@stallionsclub.org' })).toHaveAttribute(
      'href',
      'mailto:info@stallionsclub.org',
    );
    expect(screen.getByText(/12 Rue du Rhône/)).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Stallions Club. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByText(/non-commercial organization/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('has link columns for the sections and a media column', async () => {
    await renderShell(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Our Structure' })).toHaveAttribute('href', '/about/our-structure');
    expect(within(nav).getByRole('link', { name: 'Ways to Give' })).toHaveAttribute(
      'href',
      '/get-involved/ways-to-give',
    );
    expect(within(nav).getByRole('link', { name: 'Corporate Social Responsibility' })).toHaveAttribute(
      'href',
      '/our-causes/corporate-social-responsibility',
    );
    expect(within(nav).getByRole('link', { name: 'Press Center' })).toHaveAttribute(
      'href',
      '/news-features/press-center',
    );
    const guidelines = within(nav).getByRole('link', { name: 'Brand guidelines (opens in a new tab)' });
    expect(guidelines).toHaveAttribute('href', 'http://localhost:3004/media/brand-guidelines.html');
    expect(guidelines).toHaveAttribute('target', '_blank');
    expect(guidelines).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(nav).getByRole('link', { name: 'Logos (opens in a new tab)' })).toHaveAttribute(
      'href',
      'http://localhost:3004/media/logos.html',
    );
    expect(screen.getByRole('link', { name: 'Discover Stallion Business' })).toHaveAttribute(
      'href',
      '/stallion-business',
    );
  });

  it('leaves the media kit links out, and its menu column, when the registry has no news section', async () => {
    const { news: _news, ...others } = testRuntimeConfig().remotes;
    setRuntimeConfigForTests(testRuntimeConfig({ remotes: others }));
    await renderShell(<Footer />);
    expect(screen.queryByRole('link', { name: /Brand guidelines/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Press Center' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = await renderShell(<Footer />);
    expect(await axe(container)).toHaveNoViolations();
  }, 30_000);
});
