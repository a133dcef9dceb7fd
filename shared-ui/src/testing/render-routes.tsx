// For jest tests of a remote's routes (not exported from the package): the section mounted where the host
// mounts it, with its lazy pages allowed to load.
import { Suspense, type ReactElement } from 'react';
import { act } from '@testing-library/react';
import { renderPage, type RenderPageOptions } from './render-page';

export interface RenderRoutesOptions extends RenderPageOptions {
  /** The address to open, e.g. '/about/membership'. */
  route: string;
  /** Where the host mounts the section, e.g. '/about/*'. */
  path: string;
}

/** Renders `routes` (a section's <SectionRoutes />) at `route`; resolves once the lazy page has rendered. */
export function renderRoutes(routes: ReactElement, options: RenderRoutesOptions): Promise<void> {
  // React only retries a suspended render inside an awaited act().
  return act(async () => {
    await renderPage(<Suspense fallback={<p>loading</p>}>{routes}</Suspense>, options);
  });
}
