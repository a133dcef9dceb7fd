import { componentExamples } from '../examples';
import { CheckboxField } from './CheckboxField';
import { Conditional } from './Conditional';
import { RadioGroup } from './RadioGroup';
import { TextField } from './TextField';

export const conditionalExamples = componentExamples('Conditional', Conditional, {
  revealedByARadio: {
    props: {
      when: 'input[name="referred"][value="yes"]',
      control: (
        <RadioGroup
          name="referred"
          legend="Has a member referred you?"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          register={{ defaultValue: 'no' }}
        />
      ),
      children: <TextField id="reference" name="reference" label="Reference number" />,
    },
  },
  revealedByACheckbox: {
    props: {
      when: 'input[name="notify"]',
      control: <CheckboxField id="notify" name="notify" label="Notify" />,
      children: <TextField id="to" name="to" label="Recipient" />,
    },
  },
});
