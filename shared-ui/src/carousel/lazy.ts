import { lazy } from 'react';

// Swiper (JS and CSS) loads only when a page renders a carousel.
export const Carousel = lazy(() => import('./Carousel'));
