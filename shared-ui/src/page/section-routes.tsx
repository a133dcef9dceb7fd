// A remote's routes ("./routes"), derived from its page declaration ("./pages"): one route per declared page,
// the bare section address to its landing page (the first declared), and the not-found view for any other
// path. The components are typed by the declaration's paths, so a declared page without a component (or a
// component for a page not declared) does not compile.
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from '@stallions/shared-router';
import { landingPage, type DeclaredPagePath, type RemoteName, type SectionPages } from '@stallions/shared-config';
import { NotFoundView } from '../standalone/NotFoundView';

export interface SectionRoutesOptions<Declaration extends SectionPages> {
  /** The remote's name: the section's data-section attribute. */
  remote: RemoteName;
  /** The remote's "./pages" declaration, declared `as const satisfies SectionPages`. */
  declaration: Declaration;
  /**
   * The remote's own build (its __BUILD_ID__): this package is shared, provided by the shell, so the build must
   * come from the remote for data-build to name it.
   */
  build: string;
  /** The section's translations: the routes suspend until they are in. */
  translations: { useReady(): void };
}

/**
 * What the host tells a remote's "./routes" of the page to render. `page`: the page as the declaration names it
 * ('overview'), resolved by the host's route table; `null`: none of the section's pages (its not-found view).
 * Absent (a standalone build, or a host that resolves nothing): the section matches the address itself.
 */
export interface SectionRoutesProps {
  page?: string | null;
}

/** The component a remote exposes as "./routes", mounted by the host at its section's address and below. */
export function sectionRoutes<const Declaration extends SectionPages>(
  { remote, declaration, build, translations }: SectionRoutesOptions<Declaration>,
  components: Record<DeclaredPagePath<Declaration>, ComponentType>,
): ComponentType<SectionRoutesProps> {
  const pageComponents: Record<string, ComponentType> = components;
  const routes = declaration.pages.map(({ path }) => {
    const Page = pageComponents[path];
    // The compiler refuses this already; a declaration widened with a cast would otherwise render nothing.
    if (!Page) throw new Error(`Remote ${remote}: no component for its declared page ${path}`);
    return <Route key={path} path={path} element={<Page />} />;
  });
  function SectionRoutes({ page }: SectionRoutesProps) {
    translations.useReady();
    const Page = page && Object.hasOwn(pageComponents, page) ? pageComponents[page] : undefined;
    // data-build names the build that rendered this section: a redeploy is visible.
    return (
      <div data-section={remote} data-build={build} style={{ display: 'contents' }}>
        {page === undefined ? (
          <Routes>
            <Route index element={<Navigate to={landingPage(declaration)} replace />} />
            {routes}
            <Route path="*" element={<NotFoundView />} />
          </Routes>
        ) : Page ? (
          <Page />
        ) : (
          <NotFoundView />
        )}
      </div>
    );
  }
  return SectionRoutes;
}
