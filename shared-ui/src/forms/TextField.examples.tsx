import { componentExamples } from '../examples';
import { TextField } from './TextField';

export const textFieldExamples = componentExamples('TextField', TextField, {
  withHintAndError: {
    props: {
      id: 'email',
      name: 'email',
      type: 'email',
      label: 'Email address',
      hint: 'We reply within a week',
      error: 'Enter an email address',
      autoComplete: 'email',
    },
  },
  plain: { props: { id: 'firstName', label: 'First name' } },
  telephone: { props: { id: 'phone', name: 'phone', type: 'tel', label: 'Phone' } },
  // The field's own description ids come first, then the caller's.
  describedByAnotherElement: {
    props: { id: 'amount', label: 'Amount', hint: 'In dollars', 'aria-describedby': 'presets' },
    context: (field) => (
      <>
        <p id="presets">Or choose an amount below.</p>
        {field}
      </>
    ),
  },
});
