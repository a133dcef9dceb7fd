// Renders one remote section inside the shell's React tree. A remote that cannot load, or that throws
// while rendering, is contained here: only this section shows the fallback with Retry.
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '@stallions/shared-config';
import { RemoteUnavailable } from './RemoteUnavailable';
import { PageLoading } from '../layout/PageLoading';
import { loadSectionRoutes, resetRemote } from './remotes';

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
  const [attempt, setAttempt] = useState(0);
  const Routes = sectionRoutesOf(name);
  return (
    <ErrorBoundary
      key={attempt}
      resetKeys={[name]}
      onError={(error) => console.error('A remote section failed:', error)}
      fallbackRender={() => (
        <RemoteUnavailable
          onRetry={() => {
            forgetSection(name);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
