import { screen, within } from '@testing-library/react';
import { renderExample, renderWithTheme } from '../test-utils';
import { cardExamples } from './Card.examples';
import { alertExamples, successBannerExamples } from './Feedback.examples';
import { galleryExamples } from './Gallery.examples';
import { iconTextExamples } from './IconText.examples';
import { pageTitleExamples } from './PageTitle.examples';
import { processStepsExamples } from './ProcessSteps.examples';
import { SocialIcon, socialPlatforms } from './SocialIcon';
import { spinnerExamples } from './Spinner.examples';
import { statisticExamples } from './Statistic.examples';
import { testimonialExamples } from './Testimonial.examples';

describe('Card', () => {
  it('renders its heading at the requested level with one descriptive link', () => {
    const { container } = renderExample(cardExamples, 'imageAndLinkLabel');
    expect(screen.getByRole('heading', { level: 2, name: 'Our structure' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Learn more');
    expect(links[0]).toHaveAccessibleDescription('Our structure');
    expect(links[0]).toHaveAttribute('href', '/about/our-structure');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
  });

  it('links the title when there is no link label', () => {
    renderExample(cardExamples, 'linkedTitle');
    expect(within(screen.getByRole('heading', { level: 3 })).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'href',
      '/about/overview',
    );
  });

  it('renders no link without `to`', () => {
    renderExample(cardExamples, 'noLink');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('PageTitle', () => {
  it('is an h1 that script can focus', () => {
    renderExample(pageTitleExamples, 'plain');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('Statistic', () => {
  it('shows the value and its label', () => {
    renderExample(statisticExamples, 'members');
    expect(screen.getByTestId('statistic')).toHaveTextContent('1000members');
  });
});

describe('ProcessSteps', () => {
  it('is an ordered list whose visual numbers are hidden from assistive technology', () => {
    renderExample(processStepsExamples, 'joining');
    expect(screen.getByRole('heading', { level: 2, name: 'How to join' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('1Application');
    expect(items[4]).toHaveTextContent('5Welcome to Family');
    expect(items[4]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('5');
  });
});

describe('Testimonial', () => {
  it('is a figure with a blockquote and a caption naming the member', () => {
    renderExample(testimonialExamples, 'member');
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent('The club opened doors I did not know existed.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Layla Haddad34 years · Architect');
    expect(screen.getByRole('img', { name: 'Portrait of Layla Haddad' })).toHaveAttribute('loading', 'lazy');
  });
});

describe('IconText', () => {
  it('hides the icon and shows title and text', () => {
    renderExample(iconTextExamples, 'feature');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Build sustainable projects' })).toBeInTheDocument();
  });
});

describe('Gallery', () => {
  it('is a labelled list of lazy images with reserved size', () => {
    renderExample(galleryExamples, 'twoImages');
    const list = screen.getByRole('list', { name: 'Who are the stallions' });
    const images = within(list).getAllByRole('img');
    expect(images).toHaveLength(2);
    images.forEach((img) => {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    });
  });
});

describe('Spinner', () => {
  it('is a status with a hidden label and a decorative ring', () => {
    renderExample(spinnerExamples, 'loading');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status.querySelector('.spinner-ring')).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not spin under reduced motion', () => {
    renderExample(spinnerExamples, 'loading');
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('');
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\{[^}]*\.spinner-ring\{animation-name:none;\}/);
  });
});

describe('SuccessBanner and Alert', () => {
  it('SuccessBanner is a polite status', () => {
    renderExample(successBannerExamples, 'formSent');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Your form has been successfully submitted. Thank you!');
  });

  it('Alert is an assertive alert with an optional title', () => {
    renderExample(alertExamples, 'withTitle');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not sentAn error occurred while submitting the form.');
  });
});

describe('SocialIcon', () => {
  it('lists the five platforms in order and renders decorative icons', () => {
    expect(socialPlatforms).toEqual(['instagram', 'tiktok', 'twitter', 'youtube', 'linkedin']);
    const { container } = renderWithTheme(
      <>
        {socialPlatforms.map((platform) => (
          <SocialIcon key={platform} platform={platform} />
        ))}
      </>,
    );
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(5);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
    expect(icons[2]).toHaveAttribute('data-platform', 'twitter');
  });
});
