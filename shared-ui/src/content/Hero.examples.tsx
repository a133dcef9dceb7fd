import { componentExamples } from '../examples';
import { Hero } from './Hero';

const image = { src: '/hero.svg', alt: '' };

export const heroExamples = componentExamples('Hero', Hero, {
  home: { props: { height: 100, title: 'Home', image } },
  section: { props: { height: 85, title: 'Join the club', image } },
  // The CSR page's lighter overlay.
  lighterOverlay: { props: { height: 65, title: 'CSR', image, overlayOpacity: 0.4 } },
  titleOnly: { props: { height: 40, title: 'Membership' } },
  everything: {
    props: {
      height: 85,
      eyebrow: 'Get involved',
      title: 'Make a difference',
      description: 'Support our four causes.',
      image: { src: '/h.svg', alt: 'Abstract gold rings on navy' },
      actions: [
        { to: '/get-involved/donate', label: 'Donate' },
        { to: '/get-involved/join', label: 'Join' },
      ],
    },
  },
});
