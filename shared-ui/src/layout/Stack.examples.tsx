import { componentExamples } from '../examples';
import { Stack } from './Stack';

export const stackExamples = componentExamples('Stack', Stack, {
  paragraphs: {
    props: {
      gap: 6,
      children: (
        <>
          <p>Founded by members.</p>
          <p>Run by volunteers.</p>
        </>
      ),
    },
  },
  centred: { props: { align: 'center', children: <p>One centred line.</p> } },
});
