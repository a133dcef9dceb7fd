// The site's search form, in the header's panel and on the search page: a role="search" form with a labelled
// box and a Search button. Its owner gets the query normalised (length-capped); it is never rendered as markup.
import { forwardRef, type FormEvent } from 'react';
import { FaMagnifyingGlass } from 'react-icons/fa6';
import styled from 'styled-components';
import { Button, SearchField } from '@stallions/shared-ui';
import { maxQueryLength, normaliseQuery } from './query';

const Form = styled.form<{ $centered: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  max-inline-size: 48rem;
  margin-inline: ${({ $centered }) => ($centered ? 'auto' : '0')};
`;

export interface SearchFormProps {
  /** The box's label and placeholder and the button's text, in the page's language. */
  text: { label: string; placeholder: string; submit: string };
  value: string;
  onChange: (value: string) => void;
  /** The normalised query ('' for none). */
  onSearch: (query: string) => void;
  /** Centred in its container (the header's panel). */
  centered?: boolean;
}

export const SearchForm = forwardRef<HTMLInputElement, SearchFormProps>(function SearchForm(
  { text, value, onChange, onSearch, centered = false },
  inputRef,
) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(normaliseQuery(value));
  };
  return (
    <Form role="search" onSubmit={onSubmit} $centered={centered}>
      <SearchField
        label={text.label}
        ref={inputRef}
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={text.placeholder}
        maxLength={maxQueryLength}
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit" size="lg">
        <FaMagnifyingGlass aria-hidden="true" focusable="false" />
        {text.submit}
      </Button>
    </Form>
  );
});
