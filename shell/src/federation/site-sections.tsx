// The sections' page declarations (each remote's "./pages"), as the shell's menus, footer and search use them.
// A server-rendered page brings those the render server read (the last good one of each remote: a remote down
// keeps its menu entries); the client-rendered app (app.html, npm run dev) loads them from the remotes.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  remoteNames,
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

/** A remote's declaration module, with its translations loader (for search). */
export const loadSectionPages = (name: RemoteName) => loadRemoteModule<SectionPagesModule>(name, 'pages');

/** Every declaration that can be read now; a remote that cannot be read is left out. */
export async function loadSiteSections(): Promise<SiteSections> {
  const loaded = await Promise.allSettled(remoteNames.map((name) => loadSectionPages(name)));
  const sections: SiteSections = {};
  loaded.forEach((result, i) => {
    if (result.status === 'fulfilled') sections[remoteNames[i]!] = result.value.default;
  });
  return sections;
}

/** `value`: the declarations the server rendered with; none: they are loaded here, after the first render. */
export function SiteSectionsProvider({ value, children }: { value?: SiteSections; children: ReactNode }) {
  const [sections, setSections] = useState<SiteSections>(value ?? {});
  useEffect(() => {
    if (!value) void loadSiteSections().then(setSections);
  }, [value]);
  return <SiteSectionsContext.Provider value={sections}>{children}</SiteSectionsContext.Provider>;
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
          if (!labels) return [];
          const path = `/${sectionOf(remote).path}`;
          const links = declaration.pages
            .filter((page) => page.inMenu !== false && labels.pages[page.path])
            .map((page) => ({ to: `${path}/${page.path}`, label: labels.pages[page.path]! }));
          return links.length ? [{ remote, path, title: labels.title, links }] : [];
        }),
    [sections, lng],
  );
}
