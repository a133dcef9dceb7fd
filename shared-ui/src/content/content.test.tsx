import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../test-utils';
import { Card } from './Card';
import { Alert, SuccessBanner } from './Feedback';
import { Gallery } from './Gallery';
import { IconText } from './IconText';
import { PageTitle } from './PageTitle';
import { ProcessSteps } from './ProcessSteps';
import { SocialIcon, socialPlatforms } from './SocialIcon';
import { Spinner } from './Spinner';
import { Statistic } from './Statistic';
import { Testimonial } from './Testimonial';

describe('Card', () => {
  it('renders its heading at the requested level with one descriptive link', async () => {
    const { container } = renderWithTheme(
      <Card
        title="Our structure"
        headingLevel={2}
        image={{ src: '/c.svg', alt: '', width: 640, height: 480 }}
        to="/about/our-structure"
        linkLabel="Learn more"
      >
        <p>Two clubs, one family.</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our structure' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Learn more');
    expect(links[0]).toHaveAccessibleDescription('Our structure');
    expect(links[0]).toHaveAttribute('href', '/about/our-structure');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('links the title when there is no link label, and renders no link without `to`', () => {
    const { rerender } = renderWithTheme(<Card title="Overview" to="/about/overview" />);
    expect(within(screen.getByRole('heading', { level: 3 })).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'href',
      '/about/overview',
    );
    rerender(<Card title="Overview" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('PageTitle', () => {
  it('is an h1 that script can focus', () => {
    renderWithTheme(<PageTitle>Privacy policy</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('Statistic', () => {
  it('shows the value and its label', async () => {
    const { container } = renderWithTheme(<Statistic value="1000" label="members" />);
    expect(screen.getByTestId('statistic')).toHaveTextContent('1000members');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ProcessSteps', () => {
  const steps = [
    'Application',
    'Pre-Evaluation',
    'Interview & Reference',
    'Approval & Membership Activation',
    'Welcome to Family',
  ];

  it('is an ordered list whose visual numbers are hidden from assistive technology', async () => {
    const { container } = renderWithTheme(<ProcessSteps steps={steps} title="How to join" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How to join' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('1Application');
    expect(items[4]).toHaveTextContent('5Welcome to Family');
    expect(items[4]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('5');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Testimonial', () => {
  it('is a figure with a blockquote and a caption naming the member', async () => {
    const { container } = renderWithTheme(
      <Testimonial
        name="Layla Haddad"
        age={34}
        profession="Architect"
        text="The club opened doors I did not know existed."
        image={{ src: '/a.svg', alt: 'Portrait of Layla Haddad' }}
        formatAge={(age) => `${age} years`}
      />,
    );
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent('The club opened doors I did not know existed.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Layla Haddad34 years · Architect');
    expect(screen.getByRole('img', { name: 'Portrait of Layla Haddad' })).toHaveAttribute('loading', 'lazy');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('IconText', () => {
  it('hides the icon and shows title and text', async () => {
    const { container } = renderWithTheme(
      <IconText icon={<svg data-testid="icon" />} title="Build sustainable projects" text="Together we last." />,
    );
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Build sustainable projects' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Gallery', () => {
  it('is a labelled list of lazy images with reserved size', async () => {
    const { container } = renderWithTheme(
      <Gallery
        label="Who are the stallions"
        images={[
          { src: '/g1.svg', alt: 'City skyline at dusk', width: 800, height: 600 },
          { src: '/g2.svg', alt: 'Two shapes joining' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Who are the stallions' });
    const images = within(list).getAllByRole('img');
    expect(images).toHaveLength(2);
    images.forEach((img) => {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    });
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Spinner', () => {
  it('is a status with a hidden label and a decorative ring', async () => {
    const { container } = renderWithTheme(<Spinner label="Loading…" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(status.querySelector('.spinner-ring')).toHaveAttribute('aria-hidden', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('does not spin under reduced motion', () => {
    renderWithTheme(<Spinner label="Loading…" />);
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('');
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\{[^}]*\.spinner-ring\{animation-name:none;\}/);
  });
});

describe('SuccessBanner and Alert', () => {
  it('SuccessBanner is a polite status', async () => {
    const { container } = renderWithTheme(
      <SuccessBanner>Your form has been successfully submitted. Thank you!</SuccessBanner>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Your form has been successfully submitted. Thank you!');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('Alert is an assertive alert with an optional title', async () => {
    const { container } = renderWithTheme(<Alert title="Not sent">An error occurred while submitting the form.</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not sentAn error occurred while submitting the form.');
    expect(await axe(container)).toHaveNoViolations();
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
