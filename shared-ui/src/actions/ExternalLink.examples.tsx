import { componentExamples } from '../examples';
import { ExternalLink } from './ExternalLink';

export const externalLinkExamples = componentExamples('ExternalLink', ExternalLink, {
  withIcon: {
    props: {
      href: 'https://example.org/brand',
      newTabLabel: '(opens in a new tab)',
      showIcon: true,
      children: 'Brand guidelines',
    },
  },
  textOnly: {
    props: { href: 'https://example.org/press', newTabLabel: '(opens in a new tab)', children: 'Press kit' },
  },
});
