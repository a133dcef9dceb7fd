// Kept apart from Carousel.tsx so `import type` from the package index never pulls Swiper into a bundle.
import type { ReactNode } from 'react';

export interface CarouselSlide {
  id: string | number;
  content: ReactNode;
}

export interface CarouselLabels {
  /** "Previous slide" */
  previous: string;
  /** "Next slide" */
  next: string;
  /** "Stop automatic slide show" (shown while playing) */
  pause: string;
  /** "Start automatic slide show" (shown while paused) */
  play: string;
  /** The role description of one slide, e.g. "slide" (read as "Slide 2 of 6, slide"). */
  slide: string;
  /** Role description of the whole widget; default "carousel". */
  carousel?: string;
}

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Our companions". */
  label: string;
  slides: CarouselSlide[];
  slidesPerView?: number;
  spaceBetween?: number;
  /** Swiper breakpoints (min-width in px). Pass a stable object (module constant or useMemo). */
  breakpoints?: Record<number, { slidesPerView: number; spaceBetween: number }>;
  /** Auto-advance every N ms. Never starts under prefers-reduced-motion; a pause/play button is shown. */
  autoplayMs?: number;
  /** Writing direction; arrows and swipe direction follow it. Default: the document's. */
  dir?: 'ltr' | 'rtl';
  labels: CarouselLabels;
  /** Accessible name of a slide. index is 1-based: (2, 6) => "2 of 6". */
  slideLabel: (index: number, total: number) => string;
  /** Accessible name of a pagination button. index is 1-based: (2) => "Go to slide 2". */
  paginationLabel: (index: number) => string;
}
