import { componentExamples } from '../examples';
import { RadioGroup } from './RadioGroup';

export const radioGroupExamples = componentExamples('RadioGroup', RadioGroup, {
  inlineWithHintAndError: {
    props: {
      name: 'hasReference',
      legend: 'Do you have a reference?',
      hint: 'From a current member',
      error: 'Select yes or no',
      inline: true,
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    },
  },
  // One radio has an id of its own; the other is `${name}-${value}`. The second starts checked.
  givenIdAndChecked: {
    props: {
      name: 'donationType',
      legend: 'Donation type',
      options: [
        { value: 'in_memory', label: 'In memory of' },
        { value: 'in_honor', label: 'In honor of', id: 'donation-honor' },
      ],
      inputProps: (value) => ({ defaultChecked: value === 'in_honor' }),
    },
  },
});
