import { componentExamples } from '../examples';
import { ButtonLink } from './ButtonLink';

export const buttonLinkExamples = componentExamples('ButtonLink', ButtonLink, {
  primary: { props: { to: '/get-involved/join', variant: 'primary', children: 'Join' } },
  secondaryLarge: { props: { to: '/get-involved/donate', variant: 'secondary', size: 'lg', children: 'Donate' } },
});
