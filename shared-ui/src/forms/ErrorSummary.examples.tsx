import { componentExamples } from '../examples';
import { ErrorSummary } from './ErrorSummary';
import { TextField } from './TextField';

// A summary links to its form's fields.
export const errorSummaryExamples = componentExamples('ErrorSummary', ErrorSummary, {
  twoErrors: {
    props: {
      title: 'There is a problem',
      errors: [
        { fieldId: 'firstName', message: 'Enter your first name' },
        { fieldId: 'email', message: 'Enter an email address' },
      ],
    },
    context: (summary) => (
      <form>
        {summary}
        <TextField id="firstName" label="First name" error="Enter your first name" />
        <TextField id="email" label="Email" type="email" error="Enter an email address" />
      </form>
    ),
  },
});
