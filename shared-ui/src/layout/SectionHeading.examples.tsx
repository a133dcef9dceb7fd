import { componentExamples } from '../examples';
import { Eyebrow, SectionHeading } from './SectionHeading';

export const sectionHeadingExamples = componentExamples('SectionHeading', SectionHeading, {
  bandTitle: { props: { id: 'causes-title', children: 'Four causes' } },
});

export const eyebrowExamples = componentExamples('Eyebrow', Eyebrow, {
  aboveAHeading: {
    props: { children: 'Our cause' },
    context: (eyebrow) => (
      <>
        {eyebrow}
        <SectionHeading>Four causes</SectionHeading>
      </>
    ),
  },
});
