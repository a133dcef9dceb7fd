import { screen } from '@testing-library/react';
import { renderExample } from '../test-utils';
import { heroExamples } from './Hero.examples';

describe('Hero', () => {
  it('sets its min-height to the viewport share minus the header', () => {
    const { container } = renderExample(heroExamples, 'section');
    const root = container.querySelector('[data-hero-height]') as HTMLElement;
    expect(root).toHaveAttribute('data-hero-height', '85');
    expect(root.style.minHeight).toContain('85vh');
    expect(root.style.minHeight).toContain('72px');
    expect(root.style.minHeight).toBe('calc(85vh - 72px)');
  });

  it('renders the h1 focusable by script and names its region', () => {
    renderExample(heroExamples, 'titleOnly');
    const h1 = screen.getByRole('heading', { level: 1, name: 'Membership' });
    expect(h1).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('region', { name: 'Membership' })).toContainElement(h1);
  });

  it('covers the image with a dark overlay, 0.55 by default', () => {
    const { container } = renderExample(heroExamples, 'home');
    const overlay = container.querySelector('[data-overlay-opacity]') as HTMLElement;
    expect(overlay).toHaveAttribute('data-overlay-opacity', '0.55');
    expect(overlay.style.opacity).toBe('0.55');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the given overlay opacity (CSR hero: 0.4)', () => {
    const { container } = renderExample(heroExamples, 'lighterOverlay');
    const overlay = container.querySelector('[data-overlay-opacity]') as HTMLElement;
    expect(overlay).toHaveAttribute('data-overlay-opacity', '0.4');
    expect(overlay.style.opacity).toBe('0.4');
  });

  it('loads the image eagerly with high priority (it is the LCP element)', () => {
    const { container } = renderExample(heroExamples, 'section', { image: { src: '/c.svg', alt: '' } });
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/c.svg');
  });

  it('renders eyebrow, description and actions', () => {
    renderExample(heroExamples, 'everything');
    expect(screen.getByText('Get involved')).toBeInTheDocument();
    expect(screen.getByText('Support our four causes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/get-involved/donate');
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/get-involved/join');
    expect(screen.getByRole('img', { name: 'Abstract gold rings on navy' })).toBeInTheDocument();
  });
});
