import { componentExamples } from '../examples';
import { Grid } from './Grid';

export const gridExamples = componentExamples('Grid', Grid, {
  list: {
    props: {
      as: 'ul',
      min: '12rem',
      children: (
        <>
          <li>HPV</li>
          <li>Children</li>
        </>
      ),
    },
  },
  blocks: {
    props: {
      gap: 6,
      children: (
        <>
          <p>Stallions Club</p>
          <p>Foals club</p>
        </>
      ),
    },
  },
});
