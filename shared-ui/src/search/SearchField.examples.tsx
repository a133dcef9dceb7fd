import { componentExamples } from '../examples';
import { SearchField } from './SearchField';

export const searchFieldExamples = componentExamples('SearchField', SearchField, {
  withQuery: {
    props: { label: 'Search the site', name: 'q', defaultValue: 'foals', maxLength: 100 },
    context: (field) => <form role="search">{field}</form>,
  },
});
