import { createRef } from 'react';
import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../test-utils';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a search box named by its visible label, passing its props and ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = renderWithTheme(
      <form role="search">
        <SearchField ref={ref} label="Search the site" name="q" defaultValue="foals" maxLength={100} />
      </form>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search the site' });
    expect(input).toHaveValue('foals');
    expect(input).toHaveAttribute('maxlength', '100');
    expect(ref.current).toBe(input);
    expect(await axe(container)).toHaveNoViolations();
  });
});
