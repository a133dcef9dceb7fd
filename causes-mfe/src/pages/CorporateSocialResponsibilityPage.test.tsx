import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@stallions/shared-i18n';
import type { CarouselProps } from '@stallions/shared-ui';
import { renderPage } from '@stallions/shared-ui/testing';
import { companionCarouselBreakpoints, companionCarouselDefaults, companionLogos } from '../companions';
import ar from '../locales/ar/pages.json';
import en from '../locales/en/pages.json';
import { itHasOneFocusableH1AndMeta, itKeepsHeadingsInOrderWithoutAxeViolations } from '../testing/page-checks';
import CorporateSocialResponsibilityPage from './CorporateSocialResponsibilityPage';

// The real (lazy) carousel renders; this wrapper only records the props the page gives it.
const mockCarouselProps: CarouselProps[] = [];
jest.mock('@stallions/shared-ui/browser', () => {
  const actual = jest.requireActual('@stallions/shared-ui/browser');
  const { createElement } = jest.requireActual('react');
  return {
    ...actual,
    Carousel: (props: CarouselProps) => {
      mockCarouselProps.push(props);
      return createElement(actual.Carousel, props);
    },
  };
});

const render = async () => {
  const result = await renderPage(<CorporateSocialResponsibilityPage />, {
    pages: en,
    route: '/our-causes/corporate-social-responsibility',
  });
  // The carousel's code arrives lazily.
  await screen.findByRole('img', { name: 'Companion 1' });
  return result;
};

const lastCarouselProps = () => mockCarouselProps[mockCarouselProps.length - 1]!;

/** The items of the list with this name, and the text of each one's h3. */
function listItemsAndHeadings(name: string) {
  const items = within(screen.getByRole('list', { name })).getAllByRole('listitem');
  return { items, headings: items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent) };
}

afterEach(async () => {
  mockCarouselProps.length = 0;
  await act(() => i18n.changeLanguage('en'));
});

describe('Corporate social responsibility', () => {
  itHasOneFocusableH1AndMeta(render, {
    h1: 'Corporate social responsibility',
    title: 'Corporate Social Responsibility | Stallions Club',
    description: en.ourCauses.csr.metaDescription,
  });

  it('opens with a 65vh hero: background image under a dark overlay at exactly 0.4, title and description', async () => {
    const { container } = await render();
    const hero = container.querySelector('[data-hero-height]') as HTMLElement;
    expect(hero).toHaveAttribute('data-hero-height', '65');
    expect(hero.style.minHeight).toBe('calc(65vh - 72px)');
    const overlay = hero.querySelector('[data-overlay-opacity]') as HTMLElement;
    expect(overlay).toHaveAttribute('data-overlay-opacity', '0.4');
    expect(overlay.style.opacity).toBe('0.4');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    const image = hero.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(within(hero).getByText(en.ourCauses.csr.hero.description)).toBeInTheDocument();
  });

  it('shows the global community as three cards', async () => {
    await render();
    expect(listItemsAndHeadings('A global community').headings).toEqual([
      'Global transformation',
      'Sustainable future',
      'Global solidarity',
    ]);
  });

  it('lists six actions we can do together, each with a hidden icon', async () => {
    await render();
    const { items: actions, headings } = listItemsAndHeadings('What can we do together?');
    expect(headings).toEqual([
      'Build sustainable projects',
      'Raise awareness and take action',
      'Empower the next generation',
      'Employee voluntarism',
      'Education and workplace giving',
      'Support equal access',
    ]);
    actions.forEach((action) => {
      const svg = action.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg!.closest('[aria-hidden="true"]')).not.toBeNull();
    });
  });

  it('shows the six companion logos, ids 1 to 6, with alt "Companion N"', async () => {
    await render();
    const carousel = screen.getByRole('region', { name: 'Logos of our companions' });
    const logos = within(carousel).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Companion ${n}`));
    expect(companionLogos.map((logo) => logo.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(within(carousel).getAllByRole('group')).toHaveLength(6);
    expect(within(carousel).getAllByRole('group')[1]).toHaveAccessibleName('2 of 6');
  });

  it('configures the carousel: 1 logo by default, 2 from 640px, 3 from 1024px; spacing 20, 20, 30', async () => {
    await render();
    expect(companionCarouselDefaults).toEqual({ slidesPerView: 1, spaceBetween: 20 });
    expect(companionCarouselBreakpoints).toEqual({
      640: { slidesPerView: 2, spaceBetween: 20 },
      1024: { slidesPerView: 3, spaceBetween: 30 },
    });
    const props = lastCarouselProps();
    expect(props.slidesPerView).toBe(1);
    expect(props.spaceBetween).toBe(20);
    expect(props.breakpoints).toBe(companionCarouselBreakpoints);
    expect(props.dir).toBe('ltr');
    expect(props.slides.map((slide) => slide.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(props.labels).toEqual({
      previous: 'Previous logos',
      next: 'Next logos',
      pause: 'Pause the carousel',
      play: 'Play the carousel',
      slide: 'logo',
      carousel: 'carousel',
    });
    expect(props.slideLabel(2, 6)).toBe('2 of 6');
    expect(props.paginationLabel(3)).toBe('Go to logo 3');
  });

  it('has navigation arrows and clickable pagination dots that move the carousel', async () => {
    // jsdom has no layout: give the carousel a width so Swiper has somewhere to slide.
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    try {
      const { container } = await render();
      const previous = screen.getByRole('button', { name: 'Previous logos' });
      const next = screen.getByRole('button', { name: 'Next logos' });
      const dots = within(container.querySelector('[data-carousel-pagination]') as HTMLElement).getAllByRole('button');
      expect(dots.length).toBeGreaterThan(0);
      expect(dots[0]).toHaveAccessibleName('Go to logo 1');
      expect(previous).toBeDisabled();
      fireEvent.click(next);
      expect(previous).toBeEnabled();
      fireEvent.click(dots[0]!);
      expect(previous).toBeDisabled();
    } finally {
      width.mockRestore();
    }
  });

  it('runs the carousel right-to-left in Arabic, with translated alts', async () => {
    i18n.addResourceBundle('ar', 'pages', ar, true, true);
    await renderPage(<CorporateSocialResponsibilityPage />, {
      pages: en,
      route: '/our-causes/corporate-social-responsibility',
    });
    await act(() => i18n.changeLanguage('ar'));
    await screen.findByRole('img', { name: 'الشريك 1' });
    expect(lastCarouselProps().dir).toBe('rtl');
  });

  it('invites companies to become partners', async () => {
    await render();
    expect(screen.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('href', '/get-involved/overview');
  });

  itKeepsHeadingsInOrderWithoutAxeViolations(render);
});
