import { componentExamples } from '../examples';
import { PageTitle } from './PageTitle';

export const pageTitleExamples = componentExamples('PageTitle', PageTitle, {
  plain: { props: { children: 'Privacy policy' } },
});
