// The site's router while the server renders a page: react-router over the page's address, with its
// language as the basename. Under /fr/… the basename is /fr, so every absolute link and redirect of every app
// keeps the visitor's language without knowing it, and useLocation() gives the path without the prefix.
// Pages are documents: the browser runs no router, and another language is another document (a link).
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { fallbackLanguage, type Language } from '@stallions/shared-i18n/languages';
import { localeBasename, splitLocale } from './locale';

type History = ReturnType<typeof UNSAFE_createMemoryHistory>;

interface LocaleState {
  lng: Language;
}

const LocaleContext = createContext<LocaleState>({ lng: fallbackLanguage });

/** The language of the page being rendered (its URL's). */
export const useLocale = (): LocaleState => useContext(LocaleContext);

/** The key a memory history gives its first entry: the address the router was made for. */
const firstEntryKey = 'default';

function HistoryLocaleRouter({
  history,
  language,
  children,
}: {
  history: History;
  language?: Language;
  children: ReactNode;
}) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  // A test's navigations (a link clicked, a redirect) move the memory history.
  const update = useCallback((next: typeof state) => startTransition(() => setState(next)), []);
  useLayoutEffect(() => history.listen(update), [history, update]);
  // The server knows the first address's language already; an address navigated to since is read here.
  const lng =
    language !== undefined && state.location.key === firstEntryKey
      ? language
      : splitLocale(state.location.pathname).lng;
  const locale = useMemo(() => ({ lng }), [lng]);
  return (
    <LocaleContext.Provider value={locale}>
      <Router
        basename={localeBasename(lng)}
        location={state.location}
        navigationType={state.action}
        navigator={history}
      >
        {children}
      </Router>
    </LocaleContext.Provider>
  );
}

/**
 * The same router over an in-memory history, for the server and tests: initialEntries are full addresses
 * ('/fr/about'). `language`: the first entry's language, when the caller has read it already (the server's
 * page request), so that its address is not read again.
 */
export function LocaleMemoryRouter({
  initialEntries,
  language,
  children,
}: {
  initialEntries?: string[];
  language?: Language;
  children: ReactNode;
}) {
  const [history] = useState(() => UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }));
  return (
    <HistoryLocaleRouter history={history} language={language}>
      {children}
    </HistoryLocaleRouter>
  );
}
