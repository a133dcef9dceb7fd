import { componentExamples } from '../examples';
import { Spinner } from './Spinner';

export const spinnerExamples = componentExamples('Spinner', Spinner, {
  loading: { props: { label: 'Loading…' } },
  large: { props: { label: 'Sending…', size: '3rem' } },
});
