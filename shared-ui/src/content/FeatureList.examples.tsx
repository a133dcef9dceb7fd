import { componentExamples } from '../examples';
import { FeatureList } from './FeatureList';

export const featureListExamples = componentExamples('FeatureList', FeatureList, {
  benefits: {
    props: {
      'aria-label': 'Benefits',
      items: [
        { id: 'network', icon: <svg data-icon="network" />, title: 'Network', text: 'Meet peers.' },
        { id: 'impact', icon: <svg data-icon="impact" />, title: 'Impact', text: 'Fund projects.' },
      ],
    },
  },
});
