import { componentExamples } from '../examples';
import { Section } from '../layout/Section';
import { Button } from './Button';

export const buttonExamples = componentExamples('Button', Button, {
  primary: { props: { children: 'Join' } },
  secondaryLarge: { props: { variant: 'secondary', size: 'lg', children: 'Donate' } },
  ghost: { props: { variant: 'ghost', children: 'Cancel' } },
  // Light buttons stand on dark bands.
  lightOnDark: {
    props: { variant: 'light', children: 'Read more' },
    context: (button) => <Section tone="dark">{button}</Section>,
  },
});
