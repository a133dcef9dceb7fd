import { componentExamples } from '../examples';
import { IconText } from './IconText';

export const iconTextExamples = componentExamples('IconText', IconText, {
  feature: {
    props: { icon: <svg data-testid="icon" />, title: 'Build sustainable projects', text: 'Together we last.' },
  },
  underAnH2: {
    props: { icon: <svg />, title: 'Meet peers', text: 'Monthly dinners.', headingLevel: 2 },
  },
});
