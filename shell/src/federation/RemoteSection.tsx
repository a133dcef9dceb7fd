// Renders one remote section inside the shell's React tree. A remote that cannot load, or that throws
// while rendering, is contained here: only this section shows the fallback with Retry.
import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '@stallions/shared-config';
import { RemoteUnavailable } from './RemoteUnavailable';
import { PageLoading } from '../layout/PageLoading';
import { ReadyMark } from '../layout/ReadyMark';
import { loadSectionRoutes, resetRemote } from './remotes';

/**
 * What the server knew of a section when it rendered the page: its routes, loaded before the render (server
 * only), or that it failed, so the browser's first render shows the same fallback (hydration) and then tries
 * the remote again.
 */
export type SectionOutcome = { Routes: ComponentType } | 'failed';
type SectionOutcomes = Partial<Record<RemoteName, SectionOutcome>>;

const SectionOutcomesContext = createContext<SectionOutcomes>({});

export function SectionOutcomesProvider({ value, children }: { value: SectionOutcomes; children: ReactNode }) {
  return <SectionOutcomesContext.Provider value={value}>{children}</SectionOutcomesContext.Provider>;
}

// One lazy component per remote, kept outside React. Navigation is a transition: React throws away a
// render that suspends and renders again, so a lazy component made during render would be a new one each
// time, each suspending afresh, and the page would never change.
const sectionRoutes = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function sectionRoutesOf(name: RemoteName) {
  let Routes = sectionRoutes.get(name);
  if (!Routes) {
    Routes = lazy(() => loadSectionRoutes(name));
    sectionRoutes.set(name, Routes);
  }
  return Routes;
}

/** Retry: React.lazy keeps its rejection, so the remote is forgotten and loaded afresh. */
function forgetSection(name: RemoteName) {
  sectionRoutes.delete(name);
  resetRemote(name);
}

export function RemoteSection({ name }: { name: RemoteName }) {
  const outcome = useContext(SectionOutcomesContext)[name];
  const [attempt, setAttempt] = useState(0);
  // The server rendered the fallback: so does the first render here. Then the remote is tried once more in the
  // background, and shown if it has come back; else the fallback and its Retry stay.
  const [failedOnServer, setFailedOnServer] = useState(outcome === 'failed');
  useEffect(() => {
    if (!failedOnServer) return;
    let current = true;
    forgetSection(name);
    loadSectionRoutes(name).then(
      () => current && startTransition(() => setFailedOnServer(false)),
      () => undefined, // Logged by the fallback plugin; the message and its Retry stay.
    );
    return () => {
      current = false;
    };
  }, [failedOnServer, name]);
  const retry = () => {
    forgetSection(name);
    setFailedOnServer(false);
    setAttempt((n) => n + 1);
  };
  if (failedOnServer) return <RemoteUnavailable onRetry={retry} />;
  // On the server the routes are loaded already; in the browser they are a lazy component (the server's HTML of
  // this Suspense boundary stays on screen until its code has arrived).
  const Routes = typeof outcome === 'object' ? outcome.Routes : sectionRoutesOf(name);
  return (
    <ErrorBoundary
      key={attempt}
      resetKeys={[name]}
      onError={(error) => console.error('A remote section failed:', error)}
      fallbackRender={() => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes />
        <ReadyMark part="section" />
      </Suspense>
    </ErrorBoundary>
  );
}
