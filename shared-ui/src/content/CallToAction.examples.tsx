import { componentExamples } from '../examples';
import { CallToAction } from './CallToAction';

export const callToActionExamples = componentExamples('CallToAction', CallToAction, {
  twoActions: {
    props: {
      title: 'Join us',
      text: 'Membership opens doors.',
      headingId: 'home-get-involved',
      actions: [
        { to: '/get-involved/join', label: 'Apply' },
        { to: '/get-involved/donate', label: 'Donate' },
      ],
    },
    context: (band) => <main>{band}</main>,
  },
  alignedWithText: { props: { title: 'Start', text: 'Aligned.', actions: [{ to: '/a', label: 'A' }] } },
  centred: { props: { align: 'center', title: 'Centre', text: 'Centred.', actions: [{ to: '/b', label: 'B' }] } },
});
