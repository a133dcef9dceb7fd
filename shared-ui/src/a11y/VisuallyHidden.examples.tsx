import { componentExamples } from '../examples';
import { VisuallyHidden } from './VisuallyHidden';

export const visuallyHiddenExamples = componentExamples('VisuallyHidden', VisuallyHidden, {
  nameOfAnIconButton: {
    props: { children: 'Close' },
    context: (name) => (
      <button type="button">
        <span aria-hidden="true">×</span>
        {name}
      </button>
    ),
  },
});
