import { componentExamples } from '../examples';
import { ProcessSteps } from './ProcessSteps';

export const processStepsExamples = componentExamples('ProcessSteps', ProcessSteps, {
  joining: {
    props: {
      title: 'How to join',
      headingLevel: 2,
      steps: [
        'Application',
        'Pre-Evaluation',
        'Interview & Reference',
        'Approval & Membership Activation',
        'Welcome to Family',
      ],
    },
  },
  // Numbers in the page's own digits (Arabic pages).
  formattedNumbers: {
    props: { title: 'Steps', steps: ['Apply', 'Meet us'], formatNumber: (n) => n.toLocaleString('ar-EG') },
  },
});
