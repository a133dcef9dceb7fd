import { componentExamples } from '../examples';
import { CheckboxField } from './CheckboxField';

export const checkboxFieldExamples = componentExamples('CheckboxField', CheckboxField, {
  checkedWithHint: {
    props: {
      id: 'notifyRecipient',
      name: 'notifyRecipient',
      label: 'Notify the recipient',
      hint: 'We send a card',
      defaultChecked: true,
    },
  },
});
