import { componentExamples } from '../examples';
import { BulletList } from './BulletList';

export const bulletListExamples = componentExamples('BulletList', BulletList, {
  dots: { props: { items: ['Screening', 'Vaccination'], 'aria-label': 'Highlights' } },
  checks: { props: { items: ['Clinics'], marker: 'check' } },
});
