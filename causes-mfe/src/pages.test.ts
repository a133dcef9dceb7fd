import { sectionPagesProblems } from '@stallions/shared-config/testing';
import en from './locales/en/pages.json';
import declaration from './pages';

describe("the section's page declaration", () => {
  it('lists every page of the section, in menu order', () => {
    expect(declaration.pages.map((page) => page.path)).toEqual([
      'overview',
      'ways-we-serve',
      'corporate-social-responsibility',
    ]);
  });

  it('labels each menu page in every language, and its search keys name English texts', () => {
    expect(Object.keys(declaration.labels)).toEqual(['en', 'fr', 'ar']);
    expect(sectionPagesProblems(declaration, en)).toEqual([]);
  });
});
