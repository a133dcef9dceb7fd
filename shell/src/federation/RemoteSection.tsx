// Renders one remote section inside the shell's React tree. A remote that cannot load, or that throws
// while rendering, is contained here: only this section shows the fallback with Retry.
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { RemoteName } from '@stallions/shared-config';
import { RemoteUnavailable } from './RemoteUnavailable';
import { PageLoading } from '../layout/PageLoading';
import { loadSectionRoutes, resetRemote } from './remotes';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote section failed:', error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

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
    <RemoteErrorBoundary
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading />}>
        <Routes />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
