import { newsOrigin } from '../test-setup';
import { screen, within } from '@testing-library/react';
import { itHasNoAxeViolations, renderPage } from '@stallions/shared-ui/testing';
import en from '../locales/en/pages.json';
import PressCenterPage from './PressCenterPage';
import SocialMediaPage from './SocialMediaPage';

const pages = en as Record<string, unknown>;
const copy = en.newsFeatures;

function expectOpensSafelyInNewTab(link: HTMLElement) {
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link.getAttribute('href')).toBeTruthy();
  // The new tab is announced to screen readers as part of the link's name.
  expect(link).toHaveAccessibleName(expect.stringContaining(copy.newTab));
}

describe('Press center page', () => {
  it('opens with a title, a description and a described image', async () => {
    await renderPage(<PressCenterPage />, { pages, route: '/news-features/press-center' });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(copy.pressCenter.title);
    expect(h1s[0]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText(copy.pressCenter.intro.text)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: copy.pressCenter.intro.imageAlt })).toHaveAttribute('loading', 'eager');
    expect(document.title).toBe(`${copy.pressCenter.title} | Stallions Club`);
  });

  it('links the three media-kit files, each opening in a new tab', async () => {
    await renderPage(<PressCenterPage />, { pages, route: '/news-features/press-center' });
    const kit = screen.getByRole('heading', { level: 2, name: copy.pressCenter.mediaKit.title }).closest('section')!;
    const links = within(kit).getAllByRole('link');
    expect(links).toHaveLength(3);
    const expected = [
      [copy.pressCenter.mediaKit.brandGuidelines.title, `${newsOrigin}/media/brand-guidelines.html`],
      [copy.pressCenter.mediaKit.logos.title, `${newsOrigin}/media/logos.html`],
      [copy.pressCenter.mediaKit.ourStory.title, `${newsOrigin}/media/our-story.html`],
    ];
    links.forEach((link, i) => {
      expect(link).toHaveTextContent(expected[i]![0]!);
      expect(link).toHaveAttribute('href', expected[i]![1]);
      expectOpensSafelyInNewTab(link);
    });
  });

  it('gives the press e-mail as a mailto link', async () => {
    await renderPage(<PressCenterPage />, { pages, route: '/news-features/press-center' });
    const mail = screen.getByRole('link', { name: 'press@stallionsclub.org' });
    expect(mail).toHaveAttribute('href', 'mailto:press@stallionsclub.org');
  });

  it('shows the key facts, formatted', async () => {
    await renderPage(<PressCenterPage />, { pages, route: '/news-features/press-center' });
    expect(screen.getByText('1,000')).toBeInTheDocument();
    expect(screen.getByText('15+')).toBeInTheDocument();
    expect(screen.getByText('$2M')).toBeInTheDocument();
  });

  itHasNoAxeViolations(() => renderPage(<PressCenterPage />, { pages, route: '/news-features/press-center' }));
});

describe('Social media page', () => {
  it('shows a title and a description', async () => {
    await renderPage(<SocialMediaPage />, { pages, route: '/news-features/social-media' });
    expect(screen.getByRole('heading', { level: 1, name: copy.socialMedia.title })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByText(copy.socialMedia.description)).toBeInTheDocument();
  });

  it('links the five platforms in order, with their URLs from translations, in a new tab', async () => {
    await renderPage(<SocialMediaPage />, { pages, route: '/news-features/social-media' });
    const links = screen.getAllByRole('link');
    const platforms = ['instagram', 'tiktok', 'twitter', 'youtube', 'linkedin'] as const;
    expect(links).toHaveLength(5);
    links.forEach((link, i) => {
      const platform = platforms[i]!;
      const entry = copy.socialMedia.links[platform];
      expect(link).toHaveAttribute('data-platform', platform);
      expect(link).toHaveAttribute('href', entry.url);
      expect(link).toHaveAccessibleName(`${entry.label} ${copy.newTab}`);
      expectOpensSafelyInNewTab(link);
      // The icon is decoration: the name comes from the text.
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    });
  });

  itHasNoAxeViolations(() => renderPage(<SocialMediaPage />, { pages, route: '/news-features/social-media' }));
});
