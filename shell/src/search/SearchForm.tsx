// The site's search form, in the header's panel and on the search page: a plain role="search" form that GETs
// /search?q=… in the page's language, where the render server answers with the results. No script needed.
import { FaMagnifyingGlass } from 'react-icons/fa6';
import styled from 'styled-components';
import { localizePath, useLocale } from '@stallions/shared-router';
import { Button, SearchField } from '@stallions/shared-ui';
import { shellPageHref } from '../pages';
import { maxQueryLength } from './query';

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
  /** The query the box starts with (the search page's own). */
  defaultValue?: string;
  /** Centred in its container (the header's panel). */
  centered?: boolean;
  /** Focus goes into the box when it is shown: the header's panel, a popover, as it opens. */
  focusOnShow?: boolean;
}

export function SearchForm({ text, defaultValue = '', centered = false, focusOnShow = false }: SearchFormProps) {
  const { lng } = useLocale();
  return (
    <Form role="search" method="get" action={localizePath(lng, shellPageHref('search'))} $centered={centered}>
      <SearchField
        label={text.label}
        name="q"
        defaultValue={defaultValue}
        placeholder={text.placeholder}
        maxLength={maxQueryLength}
        autoComplete="off"
        enterKeyHint="search"
        // In a popover, autofocus acts when the popover opens (the HTML pattern), not on page load.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnShow}
      />
      <Button type="submit" size="lg">
        <FaMagnifyingGlass aria-hidden="true" focusable="false" />
        {text.submit}
      </Button>
    </Form>
  );
}
