import { componentExamples } from '../examples';
import { ContentSection } from './ContentSection';

export const contentSectionExamples = componentExamples('ContentSection', ContentSection, {
  full: {
    props: {
      tone: 'alt',
      eyebrow: 'Our cause',
      title: 'Four causes',
      intro: 'Where we give.',
      children: (
        <ul>
          <li>HPV</li>
        </ul>
      ),
    },
    context: (section) => <main>{section}</main>,
  },
  // A stable heading id, the target of a link such as #privacy-summary.
  linkTarget: { props: { title: 'Summary', headingId: 'privacy-summary' } },
  titleOnly: { props: { title: 'One' } },
});
