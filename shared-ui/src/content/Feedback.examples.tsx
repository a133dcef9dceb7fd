import { componentExamples } from '../examples';
import { Alert, SuccessBanner } from './Feedback';

export const successBannerExamples = componentExamples('SuccessBanner', SuccessBanner, {
  formSent: { props: { children: 'Your form has been successfully submitted. Thank you!' } },
});

export const alertExamples = componentExamples('Alert', Alert, {
  withTitle: { props: { title: 'Not sent', children: 'An error occurred while submitting the form.' } },
  withoutTitle: { props: { children: 'Try again in a minute.' } },
});
