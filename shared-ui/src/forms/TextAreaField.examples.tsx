import { componentExamples } from '../examples';
import { TextAreaField } from './TextAreaField';

export const textAreaFieldExamples = componentExamples('TextAreaField', TextAreaField, {
  withHint: { props: { id: 'whyInvolved', label: 'Why do you want to get involved?', hint: 'A few sentences' } },
});
