import { componentExamples } from '../examples';
import { FieldGroup } from './FieldGroup';
import { TextField } from './TextField';

export const fieldGroupExamples = componentExamples('FieldGroup', FieldGroup, {
  billing: {
    props: {
      legend: 'Billing information',
      children: <TextField id="postalCode" label="Postal code" autoComplete="postal-code" />,
    },
  },
});
