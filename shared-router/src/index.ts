// The react-router API of the site, and only that. Every app imports routing from here, never from
// react-router-dom (eslint.config.mjs enforces it), so the composition holds one router (one context for
// the shell's and the remotes' links) and ships only these exports. Add an export here when an app needs
// one and raise the package's minor version; the shell provides this package, and a remote built against a
// newer version than the shell's is refused (strictVersion), so it ships after a shell that has the export.
export {
  // The shell's route tree (rendered on the server) and every app's routes; BrowserRouter for a remote's
  // standalone page. Declarative routing only: no page loads data through the router.
  BrowserRouter,
  useRoutes,
  Routes,
  Route,
  Navigate,
  Outlet,
  // Links and navigation state.
  Link,
  NavLink,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router-dom';

// Locale URLs (English unprefixed, /fr/… and /ar/…): the router whose basename is the page's language, and
// the path helpers the servers share with it.
export { LocaleMemoryRouter, useLocale } from './LocaleRouter';
export {
  prefixedLanguages,
  splitLocale,
  localeBasename,
  localizePath,
  localeAlternates,
  switchLocalePath,
  cookieValue,
  acceptedLanguages,
  localeRedirect,
  browserLanguagePreferences,
  type LocaleRedirect,
} from './locale';
