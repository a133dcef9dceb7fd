// The site's router: react-router's BrowserRouter with the page's language as its basename. Under /fr/… the
// basename is /fr, so every absolute link, redirect and navigate('/about/overview') of every app keeps the
// visitor's language without knowing it, and useLocation() gives the path without the prefix. Switching
// language is a navigation to the same page under another basename: the route tree is the same, so React
// keeps every component on screen (and what a visitor typed in a form).
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
import { localeBasename, splitLocale, switchLocalePath } from './locale';

type History = ReturnType<typeof UNSAFE_createMemoryHistory>;

interface LocaleState {
  lng: Language;
  /** Goes to the page on screen in another language, as a client-side navigation. */
  switchLocale: (lng: Language) => void;
}

const LocaleContext = createContext<LocaleState>({
  lng: fallbackLanguage,
  switchLocale: () => {
    throw new Error('switchLocale needs a LocaleRouter');
  },
});

/** The language of the page on screen (its URL's) and the way to another. */
export const useLocale = (): LocaleState => useContext(LocaleContext);

function HistoryLocaleRouter({ history, children }: { history: History; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  // Navigations are transitions, as in BrowserRouter: a section still loading keeps the old page on screen.
  const update = useCallback((next: typeof state) => startTransition(() => setState(next)), []);
  useLayoutEffect(() => history.listen(update), [history, update]);
  const { lng } = splitLocale(state.location.pathname);
  const switchLocale = useCallback(
    (next: Language) => {
      const { pathname, search, hash } = history.location;
      history.push(switchLocalePath(`${pathname}${search}${hash}`, next), history.location.state);
    },
    [history],
  );
  const locale = useMemo(() => ({ lng, switchLocale }), [lng, switchLocale]);
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
 * The router of an island in the browser: it reads the page's address, and every navigation (a link, a
 * navigate()) is a document navigation, as the rest of the page's links are. No history of its own.
 */
export function LocaleDocumentRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => {
    const memory = UNSAFE_createMemoryHistory({
      initialEntries: [`${window.location.pathname}${window.location.search}${window.location.hash}`],
      v5Compat: true,
    });
    const href = (to: Parameters<History['createHref']>[0]) => memory.createHref(to);
    return {
      ...memory,
      push: (to: Parameters<History['push']>[0]) => window.location.assign(href(to)),
      replace: (to: Parameters<History['replace']>[0]) => window.location.replace(href(to)),
      go: (delta: number) => window.history.go(delta),
    } as History;
  });
  return <HistoryLocaleRouter history={history}>{children}</HistoryLocaleRouter>;
}

/** The same router over an in-memory history, for the server and tests: initialEntries are full addresses ('/fr/about'). */
export function LocaleMemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) {
  const [history] = useState(() => UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }));
  return <HistoryLocaleRouter history={history}>{children}</HistoryLocaleRouter>;
}
