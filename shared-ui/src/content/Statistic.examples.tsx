import { componentExamples } from '../examples';
import { Statistic } from './Statistic';

export const statisticExamples = componentExamples('Statistic', Statistic, {
  members: { props: { value: '1000', label: 'members' } },
});
