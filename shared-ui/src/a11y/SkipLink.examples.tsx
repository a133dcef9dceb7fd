import { componentExamples } from '../examples';
import { SkipLink } from './SkipLink';

export const skipLinkExamples = componentExamples('SkipLink', SkipLink, {
  toMainContent: {
    props: { href: '#main-content', children: 'Skip to main content' },
    // Its target takes focus: the page's main, focusable by script.
    context: (link) => (
      <>
        {link}
        <main id="main-content" tabIndex={-1}>
          Content
        </main>
      </>
    ),
  },
});
