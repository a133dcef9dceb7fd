import { componentExamples } from '../examples';
import { SelectField } from './SelectField';

export const selectFieldExamples = componentExamples('SelectField', SelectField, {
  placeholderAndError: {
    props: {
      id: 'heardFrom',
      name: 'heardFrom',
      label: 'How did you hear about us?',
      placeholder: 'Choose an option',
      error: 'Choose how you heard about us',
      options: [
        { value: 'friend_family', label: 'Friend or family' },
        { value: 'social_media', label: 'Social media' },
      ],
      defaultValue: '',
    },
  },
});
