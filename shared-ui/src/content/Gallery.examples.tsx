import { componentExamples } from '../examples';
import { Gallery } from './Gallery';

export const galleryExamples = componentExamples('Gallery', Gallery, {
  // The second image has no size of its own: the gallery reserves its default one.
  twoImages: {
    props: {
      label: 'Who are the stallions',
      images: [
        { src: '/g1.svg', alt: 'City skyline at dusk', width: 800, height: 600 },
        { src: '/g2.svg', alt: 'Two shapes joining' },
      ],
    },
  },
});
