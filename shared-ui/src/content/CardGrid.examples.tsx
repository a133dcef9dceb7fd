import { artwork } from '../artwork/index';
import { componentExamples } from '../examples';
import { CardGrid } from './CardGrid';

export const cardGridExamples = componentExamples('CardGrid', CardGrid, {
  twoClubs: {
    props: {
      cards: [
        {
          id: 'stallions',
          title: 'Stallions Club',
          image: artwork.clubStallions,
          to: '/about/stallions-club',
          link: 'Discover the Stallions Club',
          text: 'Our founding club.',
        },
        {
          id: 'foals',
          title: 'Foals club',
          image: artwork.clubFoals,
          to: '/about/foals-club',
          link: 'Discover the Foals club',
          text: 'Our youth division.',
        },
      ],
    },
  },
  // Narrower columns: four causes to a row on a wide screen.
  narrow: {
    props: {
      min: '15rem',
      cards: [
        {
          id: 'hpv',
          title: 'HPV',
          image: artwork.causes.hpv,
          to: '/get-involved/project',
          link: 'Learn more',
          text: 'Vaccination for all.',
        },
      ],
    },
  },
});
