import { componentExamples } from '../examples';
import { Card } from './Card';

export const cardExamples = componentExamples('Card', Card, {
  imageAndLinkLabel: {
    props: {
      title: 'Our structure',
      headingLevel: 2,
      image: { src: '/c.svg', alt: '', width: 640, height: 480 },
      to: '/about/our-structure',
      linkLabel: 'Learn more',
      children: <p>Two clubs, one family.</p>,
    },
  },
  // Without a link label, the title is the link.
  linkedTitle: { props: { title: 'Overview', to: '/about/overview' } },
  noLink: { props: { title: 'Overview' } },
});
