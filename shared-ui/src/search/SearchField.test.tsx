import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { renderExample } from '../test-utils';
import { searchFieldExamples } from './SearchField.examples';

describe('SearchField', () => {
  it('is a search box named by its visible label, passing its props and ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderExample(searchFieldExamples, 'withQuery', { ref });
    const input = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(input).toHaveValue('foals');
    expect(input).toHaveAttribute('maxlength', '100');
    expect(ref.current).toBe(input);
  });
});
