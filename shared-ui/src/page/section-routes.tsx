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

/** The component a remote exposes as "./routes", mounted by the host at its section's address and below. */
export function sectionRoutes<const Declaration extends SectionPages>(
  { remote, declaration, build, translations }: SectionRoutesOptions<Declaration>,
  components: Record<DeclaredPagePath<Declaration>, ComponentType>,
): ComponentType {
  const pageComponents: Record<string, ComponentType> = components;
  const routes = declaration.pages.map(({ path }) => {
    const Page = pageComponents[path];
    // The compiler refuses this already; a declaration widened with a cast would otherwise render nothing.
    if (!Page) throw new Error(`Remote ${remote}: no component for its declared page ${path}`);
    return <Route key={path} path={path} element={<Page />} />;
  });
  function SectionRoutes() {
    translations.useReady();
    // data-build names the build that rendered this section: a redeploy is visible.
    return (
      <div data-section={remote} data-build={build} style={{ display: 'contents' }}>
        <Routes>
          <Route index element={<Navigate to={landingPage(declaration)} replace />} />
          {routes}
          <Route path="*" element={<NotFoundView />} />
        </Routes>
      </div>
    );
  }
  return SectionRoutes;
}
