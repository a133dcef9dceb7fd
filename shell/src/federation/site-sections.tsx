// The sections' page declarations (each remote's "./pages"), as the shell's menus, footer and search use them:
// those the render server read (the last good one of each remote: a remote down keeps its menu entries).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  parseSectionPagesModule,
  type RemoteName,
  type SectionLabels,
  type SectionPagesModule,
  type SiteSections,
} from '@stallions/shared-config';
import { fallbackLanguage } from '@stallions/shared-i18n';
import { useLocale } from '@stallions/shared-router';
import { loadRemoteModule } from './remotes';
import { sectionOf } from './sections';

const SiteSectionsContext = createContext<SiteSections>({});

/** A remote's declaration module, with its translations loader (for search), checked: a malformed one throws. */
export const loadSectionPages = async (name: RemoteName): Promise<SectionPagesModule> =>
  parseSectionPagesModule(name, await loadRemoteModule<unknown>(name, 'pages'));

/** The declarations the server read (the last good one of each remote), for the menus, footer and sitemap. */
export function SiteSectionsProvider({ value, children }: { value: SiteSections; children: ReactNode }) {
  return <SiteSectionsContext.Provider value={value}>{children}</SiteSectionsContext.Provider>;
}

export interface MenuGroupView {
  remote: RemoteName;
  /** The section's address ('/about'). */
  path: string;
  title: string;
  links: { to: string; label: string }[];
}

const labelsIn = (labels: Record<string, SectionLabels>, lng: string) => labels[lng] ?? labels[fallbackLanguage];

/** The sections' menu groups in their declared order, labelled in the page's language. */
export function useMenuGroups(): MenuGroupView[] {
  const sections = useContext(SiteSectionsContext);
  const { lng } = useLocale();
  return useMemo(
    () =>
      (Object.entries(sections) as [RemoteName, NonNullable<SiteSections[RemoteName]>][])
        .sort(([, a], [, b]) => a.order - b.order)
        .flatMap(([remote, declaration]) => {
          const labels = labelsIn(declaration.labels, lng);
          const section = sectionOf(remote);
          if (!labels || !section) return [];
          const path = `/${section.path}`;
          const links = declaration.pages
            .filter((page) => page.inMenu !== false && labels.pages[page.path])
            .map((page) => ({ to: `${path}/${page.path}`, label: labels.pages[page.path]! }));
          return links.length ? [{ remote, path, title: labels.title, links }] : [];
        }),
    [sections, lng],
  );
}
