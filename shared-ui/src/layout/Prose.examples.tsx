import { componentExamples } from '../examples';
import { Prose } from './Prose';

export const proseExamples = componentExamples('Prose', Prose, {
  policyText: {
    props: {
      children: (
        <>
          <p>We keep what you send us only as long as we need it.</p>
          <h3>Your rights</h3>
          <ul>
            <li>See your data</li>
            <li>Have it deleted</li>
          </ul>
        </>
      ),
    },
  },
});
