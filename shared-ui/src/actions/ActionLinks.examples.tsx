import { componentExamples } from '../examples';
import { ActionLinks } from './ActionLinks';

export const actionLinksExamples = componentExamples('ActionLinks', ActionLinks, {
  mainAndOther: {
    props: {
      links: [
        { to: '/get-involved/donate', label: 'Donate' },
        { to: '/get-involved/join', label: 'Join' },
      ],
    },
  },
});
