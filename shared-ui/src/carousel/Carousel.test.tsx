import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Carousel as LazyCarousel } from '../browser';
import { mockReducedMotion, renderExample, renderWithTheme } from '../test-utils';
import { carouselExamples } from './Carousel.examples';

const { props } = carouselExamples.examples.companions;
const { slides } = props;

describe('Carousel', () => {
  it('renders a labelled carousel region with one labelled group per slide', () => {
    const { container } = renderExample(carouselExamples, 'companions');
    const region = screen.getByRole('region', { name: 'Our companions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(container.querySelector('[data-swiper]')).toHaveClass('swiper');

    const groups = within(region).getAllByRole('group');
    expect(groups).toHaveLength(6);
    expect(groups[0]).toHaveAccessibleName('1 of 6');
    expect(groups[5]).toHaveAccessibleName('6 of 6');
    groups.forEach((group) => expect(group).toHaveAttribute('aria-roledescription', 'slide'));
    expect(screen.getByRole('img', { name: 'Companion 4' })).toBeInTheDocument();
  });

  it('has real previous/next buttons wired to Swiper', () => {
    // jsdom has no layout: give the carousel a width so Swiper has somewhere to slide.
    const width = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    try {
      const { container } = renderExample(carouselExamples, 'companions');
      const previous = screen.getByRole('button', { name: 'Previous slide' });
      const next = screen.getByRole('button', { name: 'Next slide' });
      expect(previous.tagName).toBe('BUTTON');
      expect(next).toHaveAttribute('type', 'button');
      // The navigation module took them over: on the first slide "previous" is disabled.
      expect(previous).toBeDisabled();
      expect(next).toBeEnabled();

      fireEvent.click(next);
      const bullets = within(container.querySelector('[data-carousel-pagination]') as HTMLElement).getAllByRole(
        'button',
      );
      expect(bullets[1]).toHaveAttribute('aria-current', 'true');
      expect(bullets[0]).not.toHaveAttribute('aria-current');
      expect(previous).toBeEnabled();

      fireEvent.click(bullets[5]!);
      expect(next).toBeDisabled();
    } finally {
      width.mockRestore();
    }
  });

  it('renders clickable pagination as labelled <button>s with the active one marked', () => {
    const { container } = renderExample(carouselExamples, 'companions');
    const pagination = container.querySelector('[data-carousel-pagination]') as HTMLElement;
    const bullets = within(pagination).getAllByRole('button');
    expect(bullets.length).toBeGreaterThan(0);
    bullets.forEach((bullet, index) => {
      expect(bullet.tagName).toBe('BUTTON');
      expect(bullet).toHaveAccessibleName(`Go to slide ${index + 1}`);
    });
    expect(bullets[0]).toHaveAttribute('aria-current', 'true');
  });

  it('shows no rotation control without autoplay', () => {
    const { container } = renderExample(carouselExamples, 'companions');
    expect(screen.queryByRole('button', { name: /slide show/ })).not.toBeInTheDocument();
    expect(container.querySelector('[data-carousel]')).toHaveAttribute('data-autoplay', 'off');
  });

  it('autoplays and the pause button stops and restarts rotation', async () => {
    const { container } = renderExample(carouselExamples, 'autoplay');
    const root = container.querySelector('[data-carousel]')!;
    await waitFor(() => expect(root).toHaveAttribute('data-autoplay', 'playing'));

    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    expect(root).toHaveAttribute('data-autoplay', 'paused');
    // While paused, slide changes are announced politely.
    expect(container.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Play slide show' }));
    expect(root).toHaveAttribute('data-autoplay', 'playing');
    expect(container.querySelector('.swiper-wrapper')).toHaveAttribute('aria-live', 'off');
  });

  it('never starts rotating under prefers-reduced-motion, but offers a play button', async () => {
    const restore = mockReducedMotion(true);
    try {
      const { container } = renderExample(carouselExamples, 'autoplay');
      const root = container.querySelector('[data-carousel]')!;
      await waitFor(() => expect(root).toHaveAttribute('data-autoplay', 'paused'));
      expect(screen.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pause slide show' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('stops rotating when focus moves into a slide', async () => {
    const linked = slides.map((slide) => ({ ...slide, content: <a href={`#s${slide.id}`}>Slide {slide.id}</a> }));
    const { container } = renderExample(carouselExamples, 'autoplay', { slides: linked });
    const root = container.querySelector('[data-carousel]')!;
    await waitFor(() => expect(root).toHaveAttribute('data-autoplay', 'playing'));
    act(() => screen.getByRole('link', { name: 'Slide 1' }).focus());
    expect(root).toHaveAttribute('data-autoplay', 'paused');
  });

  it('marks the chevrons for mirroring in right-to-left pages', () => {
    const { container } = renderExample(carouselExamples, 'rightToLeft');
    expect(container.querySelector('[data-swiper]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('data-direction');
  });

  it('is exported as a lazy component', async () => {
    renderWithTheme(<LazyCarousel {...props} />);
    expect(await screen.findByRole('region', { name: 'Our companions' })).toBeInTheDocument();
  });
});
