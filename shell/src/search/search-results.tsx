// The results of /search?q=…, found by the render server before it renders the page (from the sections' page
// declarations) and handed to the search page: the browser runs no search and loads no index.
import { createContext, useContext, type ReactNode } from 'react';
import type { findSearchResults } from './site-index';

/** The query (normalised), its hits and the sections that could not be searched. */
export type SearchResults = NonNullable<Awaited<ReturnType<typeof findSearchResults>>>;

const SearchResultsContext = createContext<SearchResults | undefined>(undefined);

export function SearchResultsProvider({ value, children }: { value?: SearchResults; children: ReactNode }) {
  return <SearchResultsContext.Provider value={value}>{children}</SearchResultsContext.Provider>;
}

/** The results the page was rendered with; undefined where none were searched for this address. */
export const useSearchResults = (): SearchResults | undefined => useContext(SearchResultsContext);
