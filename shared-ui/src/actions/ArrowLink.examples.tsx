import { componentExamples } from '../examples';
import { ArrowLink } from './ArrowLink';

export const arrowLinkExamples = componentExamples('ArrowLink', ArrowLink, {
  forward: { props: { to: '/about/our-structure', children: 'Our structure' } },
  downTheSamePage: { props: { to: '#full-policy', arrow: 'down', children: 'Full policy' } },
  backUp: { props: { to: '#top', arrow: 'up', children: 'Back to top' } },
});
