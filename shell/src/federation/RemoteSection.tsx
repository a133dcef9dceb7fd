// Renders one remote section inside the shell's React tree on the server. The renderer loads the section's
// routes before it renders the page (federation node runtime); a remote that cannot load, or that throws while
// rendering, renders as this section's fallback: a translated message and Retry (the same address again).
import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@stallions/shared-config';
import type { SectionRoutesProps } from '@stallions/shared-ui';
import { PageLoading } from '../layout/PageLoading';
import { RemoteUnavailable } from './RemoteUnavailable';

/** What the renderer knew of a section when it rendered the page: its routes, or that it failed. */
export type SectionOutcome = { Routes: ComponentType<SectionRoutesProps> } | 'failed';
type SectionOutcomes = Partial<Record<RemoteName, SectionOutcome>>;

const SectionOutcomesContext = createContext<SectionOutcomes>({});

export function SectionOutcomesProvider({ value, children }: { value: SectionOutcomes; children: ReactNode }) {
  return <SectionOutcomesContext.Provider value={value}>{children}</SectionOutcomesContext.Provider>;
}

/** A remote's section, rendering `page` (SectionRoutesProps: a declared page, or null for its not-found view). */
export function RemoteSection({ name, page }: { name: RemoteName } & SectionRoutesProps) {
  const outcome = useContext(SectionOutcomesContext)[name];
  if (typeof outcome !== 'object') return <RemoteUnavailable />;
  return (
    <Suspense fallback={<PageLoading />}>
      <outcome.Routes page={page} />
    </Suspense>
  );
}
