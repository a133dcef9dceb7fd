import { componentExamples } from '../examples';
import Carousel from './Carousel';

// The package exports Carousel lazily (Swiper loads with it): the examples render the component itself.
const companions = {
  label: 'Our companions',
  slides: [1, 2, 3, 4, 5, 6].map((id) => ({
    id,
    content: <img src={`/logo-${id}.svg`} alt={`Companion ${id}`} />,
  })),
  breakpoints: { 640: { slidesPerView: 2, spaceBetween: 20 }, 1024: { slidesPerView: 3, spaceBetween: 30 } },
  labels: {
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slide show',
    play: 'Play slide show',
    slide: 'slide',
  },
  slideLabel: (index: number, total: number) => `${index} of ${total}`,
  paginationLabel: (index: number) => `Go to slide ${index}`,
};

export const carouselExamples = componentExamples('Carousel', Carousel, {
  companions: { props: companions },
  autoplay: { props: { ...companions, autoplayMs: 4000 } },
  rightToLeft: { props: { ...companions, dir: 'rtl' } },
});
