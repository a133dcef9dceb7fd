// What a remote declares about its section's pages (its "./pages" module): read at run time by the shell and
// the render server for the header and mobile menus, the footer, the sitemap and site search. Adding, renaming
// or removing a page of a section is a change to that remote (its declaration, routes and locale files) only.
import type { RemoteName } from './runtime-config';

/** The section's menu labels in one language: its group title and each page's label, by page path. */
export interface SectionLabels {
  title: string;
  pages: Record<string, string>;
}

export interface SectionPage {
  /** Under the section's path, as in its routes ('overview', 'donate/payment'). */
  path: string;
  /** Listed in the header, mobile menu and footer (default true): needs a label in every language. */
  inMenu?: boolean;
  /** Listed in sitemap.xml (default true). */
  inSitemap?: boolean;
  /** Site search: keys of its title and text in the section's "pages" namespace. */
  search?: { titleKey: string; textKeys: readonly string[] };
}

export interface SectionPages {
  /** The section's place among the menu groups (smaller first). */
  order: number;
  /** Labels by language (en, fr, ar): small, so every page can carry them (the menus are on every page). */
  labels: Record<string, SectionLabels>;
  /** In menu order; the first is where the bare section address (/about) goes. */
  pages: readonly SectionPage[];
}

/** What a remote's "./pages" module exports. */
export interface SectionPagesModule {
  default: SectionPages;
  /** Registers the section's "pages" translations, so the search keys resolve. */
  loadTranslations: () => Promise<void>;
}

/** The declarations of the sections that could be read, by remote. */
export type SiteSections = Partial<Record<RemoteName, SectionPages>>;

/** The addresses of a section's pages that belong in the sitemap, under its path ('/about/overview'). */
export const sitemapPaths = (sectionPath: string, section: SectionPages): string[] =>
  section.pages.filter((page) => page.inSitemap !== false).map((page) => `/${sectionPath}/${page.path}`);
