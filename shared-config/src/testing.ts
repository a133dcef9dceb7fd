// For tests only (@stallions/shared-config/testing): what getRuntimeConfig returns without a /config.json, and
// the tests of a remote's page declaration.
import type { RuntimeConfig } from './runtime-config';
import { declarationProblems, type SectionPages } from './section-pages';
import { loaded } from './runtime-config-state';

export function setRuntimeConfigForTests(config: RuntimeConfig | undefined): void {
  loaded.config = config;
}

/** A complete runtime config for tests: the local ports of npm run dev, the local backend; `changes` on top. */
export function testRuntimeConfig(changes: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    remotes: {
      about: { manifest: 'http://localhost:3001/mf-manifest.json', path: 'about' },
      getInvolved: { manifest: 'http://localhost:3002/mf-manifest.json', path: 'get-involved' },
      causes: { manifest: 'http://localhost:3003/mf-manifest.json', path: 'our-causes' },
      news: { manifest: 'http://localhost:3004/mf-manifest.json', path: 'news-features' },
    },
    backend: { kind: 'local', projectId: 'demo' },
    translations: { kind: 'none' },
    siteUrl: 'http://localhost:3000',
    ...changes,
  };
}

/**
 * What is wrong with a remote's page declaration (none: []): its contract as the site checks it when it reads
 * it (declarationProblems), and what only the remote's own texts can show: no label for a page it does not
 * declare, and search keys that name English texts of the section's "pages" bundle (a page's title, and the
 * group of its texts).
 */
function sectionPagesProblems(declaration: SectionPages, englishPages: Record<string, unknown>): string[] {
  const problems = declarationProblems(declaration);
  const paths = declaration.pages.map((page) => page.path);
  for (const [lng, labels] of Object.entries(declaration.labels))
    for (const path of Object.keys(labels.pages))
      if (!paths.includes(path)) problems.push(`${lng}: a label for ${path}, which is not declared`);
  const text = (key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], englishPages);
  for (const { path, search } of declaration.pages) {
    if (!search) continue;
    if (typeof text(search.titleKey) !== 'string')
      problems.push(`${path}: search title key ${search.titleKey} names no English text`);
    // The prefix names the group of the page's texts (all indexed).
    const texts = text(search.textPrefix);
    if (typeof texts !== 'object' || texts === null)
      problems.push(`${path}: search text prefix ${search.textPrefix} names no group of English texts`);
  }
  return problems;
}

/**
 * The tests of a remote's page declaration, for its `src/pages.test.ts`: `paths`, its pages in menu order; a label
 * for each in every language; no problem sectionPagesProblems finds with its English "pages" bundle.
 */
export function describeSectionPages(
  declaration: SectionPages,
  englishPages: Record<string, unknown>,
  paths: readonly string[],
): void {
  describe("the section's page declaration", () => {
    it('lists every page of the section, in menu order', () => {
      expect(declaration.pages.map((page) => page.path)).toEqual(paths);
    });

    it('labels each menu page in every language, and its search keys name English texts', () => {
      expect(Object.keys(declaration.labels)).toEqual(['en', 'fr', 'ar']);
      expect(sectionPagesProblems(declaration, englishPages)).toEqual([]);
    });
  });
}
