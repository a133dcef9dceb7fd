// The site map in one place: the header menu, the footer columns, the sitemap and search all read it.
export interface MenuGroup {
  /** Key under header:menu.<key> for its labels. */
  key: 'about' | 'getInvolved' | 'ourCauses' | 'newsFeatures' | 'stallionBusiness';
  path: string;
  /** Child page slugs; their labels are header:menu.<key>.items.<slug-in-camelCase>. */
  children: readonly string[];
}

export const menu: readonly MenuGroup[] = [
  { key: 'about', path: '/about', children: ['overview', 'our-structure', 'stallions-club', 'foals-club', 'membership'] },
  { key: 'getInvolved', path: '/get-involved', children: ['overview', 'join', 'project', 'donate', 'ways-to-give'] },
  { key: 'ourCauses', path: '/our-causes', children: ['overview', 'ways-we-serve', 'corporate-social-responsibility'] },
  { key: 'newsFeatures', path: '/news-features', children: ['press-center', 'social-media'] },
  { key: 'stallionBusiness', path: '/stallion-business', children: [] },
];

/** 'our-structure' → 'ourStructure': the translation key of a slug. */
export const slugKey = (slug: string) => slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
