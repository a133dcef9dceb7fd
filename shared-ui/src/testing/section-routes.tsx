// The tests of a remote's routes, for its `src/routes.test.tsx`: the section mounted where the host mounts it.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderRoutes } from './render-routes';

export interface SectionRoutesCase {
  /** Where the host mounts the section, e.g. '/about' (its routes at '/about/*'). */
  base: string;
  /** Each address and the level-1 heading it shows: the section's bare address first, then each page's. */
  headings: readonly (readonly [address: string, heading: string])[];
  /** The section's English "pages" bundle; without it, the section must load its own translations. */
  pages?: Record<string, unknown>;
}

/** Each address shows its page; an unknown path under the section shows the not-found view. */
export function describeSectionRoutes(routes: ReactElement, { base, headings, pages }: SectionRoutesCase): void {
  const renderAt = (route: string) => renderRoutes(routes, { pages, route, path: `${base}/*` });

  describe('the section routes', () => {
    it.each(headings)('%s shows its page', async (route, heading) => {
      await renderAt(route);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    });

    it('answers an unknown path with the not-found view', async () => {
      await renderAt(`${base}/nothing-here`);
      expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    });
  });
}
