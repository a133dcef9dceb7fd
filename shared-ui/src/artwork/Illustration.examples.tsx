import { componentExamples } from '../examples';
import { artwork } from './index';
import { Illustration, Logo } from './Illustration';

export const illustrationExamples = componentExamples('Illustration', Illustration, {
  lazy: { props: { image: artwork.causes.hpv, alt: 'A shield with a ribbon' } },
  // A hero's image: the page's largest, loaded first.
  priority: { props: { image: artwork.heroAbout, alt: '', priority: true } },
});

export const logoExamples = componentExamples('Logo', Logo, {
  small: { props: { alt: 'Stallions Club', size: 40 } },
});
