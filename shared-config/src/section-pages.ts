// What a remote declares about its section's pages (its "./pages" module): read at run time by the shell and
// the render server for the header and mobile menus, the footer, the sitemap and site search. Adding, renaming
// or removing a page of a section is a change to that remote (its declaration, its page component and its texts)
// only: the remote's routes derive from the declaration (sectionRoutes in shared-ui).
// The declaration is a contract checked as data when it is read (parseSectionPagesModule): a malformed one is
// refused with an error naming its remote, and the site keeps that section's last good declaration.
import * as v from 'valibot';
import type { RemoteName } from './runtime-config';
import { getRuntimeConfig } from './runtime-config-state';

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
  /**
   * Site search, in the section's "pages" namespace: the key of the page's title, and the key under which all
   * its text is ('about.overview': every text of about.overview.* but the title is indexed).
   */
  search?: { titleKey: string; textPrefix: string };
  /**
   * The page holds a form that posts to the page's own address: the name of its action in the remote's
   * "./actions" (shared-config/actions). Only such pages take a POST.
   */
  form?: string;
  /** The query parameters the page is made of (the shell's search: `q`); a form's `sent` comes with its form. */
  query?: readonly string[];
}

export interface SectionPages {
  /** The section's place among the menu groups (smaller first). */
  order: number;
  /** Labels by language (en, fr, ar): small, so every page can carry them (the menus are on every page). */
  labels: Record<string, SectionLabels>;
  /** In menu order; the first is where the bare section address (/about) goes. */
  pages: readonly SectionPage[];
}

/**
 * The shell's own pages (home, search, …) at the site's root, declared with the same page type: the root has no
 * menu group, so no order or labels. Home is the empty path.
 */
export type ShellPages = Pick<SectionPages, 'pages'>;

/** The paths a declaration names (declared `as const satisfies SectionPages`): 'overview' | 'our-structure' | …. */
export type DeclaredPagePath<Declaration extends { pages: readonly SectionPage[] }> =
  Declaration['pages'][number]['path'];

/**
 * A page as a remote's team writes it in declareSection: its path, or its path with options. Its texts are
 * found from the path: the section's group, then the path in camel case ('our-structure': about.ourStructure).
 */
export type PageEntry =
  | string
  | (Omit<SectionPage, 'search'> & {
      /** The page's group of texts where it is not its path in camel case ('csr' for a long path). */
      text?: string;
      /** false: the page is not in site search (a step reached from a form). */
      search?: false;
    });

type EntryPath<Entry> = Entry extends string ? Entry : Entry extends { path: infer Path extends string } ? Path : never;

/** A page as declareSection writes it: the runtime contract's, its path kept as the literal the entry names. */
type DeclaredPage<Entries extends readonly PageEntry[]> = SectionPage & { path: EntryPath<Entries[number]> };

/** What a remote's "./pages" module declares, written as declareSection takes it. */
export interface SectionDeclaration<Entries extends readonly PageEntry[]> {
  /** The section's place among the menu groups (smaller first). */
  order: number;
  /** The group of the section's texts in its "pages" namespace ('about'). */
  text: string;
  /** The menu labels by language: the remote's locales/<lng>/nav.json, small enough to travel with it. */
  labels: Record<string, SectionLabels>;
  /** In menu order; the first is the section's landing page. */
  pages: Entries;
}

const camelCase = (path: string) => path.replace(/[-/]([a-z0-9])/g, (_dash, letter: string) => letter.toUpperCase());

/**
 * A section's page declaration, the default export of its remote's "./pages": everything else about its pages
 * derives from it. Adding a page is its entry here, its component (the compiler asks for one: sectionRoutes), its
 * menu label in each nav.json and its texts under its group; the menus, footer, sitemap and site search list it
 * with the remote's deploy alone. Search indexes a page's title (<group>.title) and every text of its group; the
 * remote's pages.test.ts checks that each names English text (sectionPagesProblems).
 */
export function declareSection<const Entries extends readonly PageEntry[]>({
  order,
  text,
  labels,
  pages,
}: SectionDeclaration<Entries>): Omit<SectionPages, 'pages'> & { pages: readonly DeclaredPage<Entries>[] } {
  return {
    order,
    labels,
    pages: pages.map((entry) => {
      const {
        text: ownGroup,
        search,
        ...page
      } = typeof entry === 'string' ? ({ path: entry } as Exclude<PageEntry, string>) : entry;
      const group = `${text}.${ownGroup ?? camelCase(page.path)}`;
      return search === false ? page : { ...page, search: { titleKey: `${group}.title`, textPrefix: group } };
    }) as DeclaredPage<Entries>[],
  };
}

/** What a remote's "./pages" module exports. */
export interface SectionPagesModule {
  default: SectionPages;
  /** Registers the section's "pages" translations, so the search keys resolve. */
  loadTranslations: () => Promise<void>;
}

const pagePath = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/,
    'a lowercase path under the section ("donate/payment")',
  ),
);
const key = v.pipe(v.string(), v.minLength(1, 'a translation key'));
const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1, 'a label'));

const sectionPagesSchema = v.pipe(
  v.object({
    order: v.pipe(v.number(), v.integer()),
    labels: v.pipe(
      v.record(v.string(), v.object({ title: nonEmpty, pages: v.record(v.string(), nonEmpty) })),
      v.check((labels) => 'en' in labels, 'English labels, the fallback of every language'),
    ),
    pages: v.pipe(
      v.array(
        v.object({
          path: pagePath,
          inMenu: v.optional(v.boolean()),
          inSitemap: v.optional(v.boolean()),
          search: v.optional(v.object({ titleKey: key, textPrefix: key })),
          form: v.optional(v.pipe(v.string(), v.regex(/^[a-z][A-Za-z0-9]*$/, 'an action name ("joinForm")'))),
          query: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]*$/, 'a query parameter ("q")')))),
        }),
      ),
      v.minLength(1, 'at least one page (the first is the section’s landing page)'),
      v.check((pages) => new Set(pages.map((page) => page.path)).size === pages.length, 'each page path once'),
    ),
  }),
  v.forward(
    v.check(
      ({ labels, pages }) =>
        Object.values(labels).every((labelsIn) =>
          pages.every((page) => page.inMenu === false || Boolean(labelsIn.pages[page.path])),
        ),
      'a label in every language for each page in the menus',
    ),
    ['labels'],
  ),
);

/**
 * A remote's "./pages" module as read at run time, checked: the declaration's shape, unique paths, labels, and
 * its translations loader. Throws an error that names the remote and each problem.
 */
export function parseSectionPagesModule(remote: RemoteName, module: unknown): SectionPagesModule {
  const refuse = (problems: string[]) =>
    new Error(`Remote ${remote}'s ./pages declaration is refused: ${problems.join('; ')}`);
  const candidate = (module ?? {}) as Partial<SectionPagesModule>;
  const problems = declarationProblems(candidate.default);
  if (problems.length > 0) throw refuse(problems);
  if (typeof candidate.loadTranslations !== 'function') throw refuse(['loadTranslations: a function']);
  return { default: candidate.default as SectionPages, loadTranslations: candidate.loadTranslations };
}

/** What is wrong with a declaration, by its contract (none: []); a remote's own test adds its texts' checks. */
export function declarationProblems(declaration: unknown): string[] {
  const result = v.safeParse(sectionPagesSchema, declaration);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? 'default'}: ${issue.message}`);
}

/** Why a declaration cannot join the others: its menu order taken by another section (null when it can). */
export function orderConflict(remote: RemoteName, declaration: SectionPages, sections: SiteSections): string | null {
  const other = (Object.entries(sections) as [RemoteName, SectionPages][]).find(
    ([name, section]) => name !== remote && section.order === declaration.order,
  );
  return other
    ? `Remote ${remote}'s ./pages declaration is refused: order ${declaration.order} is ${other[0]}'s`
    : null;
}

/** The declarations of the sections that could be read, by remote. */
export type SiteSections = Partial<Record<RemoteName, SectionPages>>;

/** Where a section's bare address goes (/about → overview): its first declared page, and nowhere else. */
export const landingPage = (section: SectionPages): string => section.pages[0]!.path;

/**
 * The address of a section's page ('/get-involved/join'), the section's own when no page is named, under the
 * path the runtime config's registry gives the section: a section moved in the registry moves every link to it.
 * Without a language prefix: the site's router adds the page's language to every link (its basename).
 */
export function pageHref(remote: RemoteName, page?: string): string {
  const section = getRuntimeConfig().remotes[remote];
  if (!section) throw new Error(`No section ${remote} in the runtime config's registry`);
  return page ? `/${section.path}/${page}` : `/${section.path}`;
}
