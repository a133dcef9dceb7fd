// Renders one remote section inside the shell's React tree. A remote that cannot load, or that throws
// while rendering, is contained here: only this section shows the fallback with Retry.
import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteName } from '@stallions/shared-config';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { PageLoading } from '../layout/PageLoading';
import { loadSectionRoutes, resetRemote } from './remotes';

export function RemoteSection({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy caches its rejection, and Retry must load afresh.
  const Routes = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) resetRemote(name);
        return loadSectionRoutes(name);
      }),
    [name, attempt],
  );
  return (
    <ErrorBoundary
      key={attempt}
      onError={(error) => console.error('A remote section failed:', error)}
      fallback={() => <RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
