// The shell's own pages, at the site's root, declared as a section declares its pages (shared-config's
// SectionPage): the route tree (App.tsx), the route table (server/declarations.ts), the site search
// (search/site-index.ts) and the links to them (shellPageHref) all derive from this list. A page's search keys name its title and the
// group of its texts in the shell's "pages" namespace (locales/<lng>/pages.json).
import type { DeclaredPagePath, ShellPages } from '@stallions/shared-config';

export const shellPages = {
  pages: [
    // Home is the root itself; the logo links to it, not a menu entry.
    { path: '', inMenu: false, search: { titleKey: 'home.meta.title', textPrefix: 'home' } },
    // In the menus beside the sections' groups (layout/menu-links.ts).
    { path: 'stallion-business', search: { titleKey: 'stallionBusiness.meta.title', textPrefix: 'stallionBusiness' } },
    // Linked from the footer.
    { path: 'privacy-policy', inMenu: false, search: { titleKey: 'privacy.meta.title', textPrefix: 'privacy' } },
    // Made of its query (the words, `q`): never listed nor indexed.
    { path: 'search', inMenu: false, inSitemap: false, query: ['q'] },
  ],
} as const satisfies ShellPages;

export type ShellPagePath = DeclaredPagePath<typeof shellPages>;

/** The address of one of the shell's pages ('/stallion-business'; home: '/'), without a language prefix. */
export const shellPageHref = (page: ShellPagePath): string => `/${page}`;
