import { componentExamples } from '../examples';
import { FormActions, SubmitButton } from './FormActions';

export const submitButtonExamples = componentExamples('SubmitButton', SubmitButton, {
  idle: { props: { submitting: false, submittingLabel: 'Submitting…', children: 'Submit' } },
  submitting: { props: { submitting: true, submittingLabel: 'Submitting…', children: 'Submit' } },
});

export const formActionsExamples = componentExamples('FormActions', FormActions, {
  submit: {
    props: {
      children: (
        <SubmitButton submitting={false} submittingLabel="Submitting…">
          Submit
        </SubmitButton>
      ),
    },
  },
});
