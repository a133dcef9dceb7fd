// The four sections the remotes render: their path under the site root, and the page a bare section path
// (/about) redirects to. App builds its routes from this; boot reads it to start loading the current
// page's remote before the router's code has even run.
import type { RemoteName } from '@stallions/shared-config';

export interface SiteSection {
  path: string;
  remote: RemoteName;
  firstPage: string;
}

export const sections: readonly SiteSection[] = [
  { path: 'about', remote: 'about', firstPage: 'overview' },
  { path: 'get-involved', remote: 'getInvolved', firstPage: 'overview' },
  { path: 'our-causes', remote: 'causes', firstPage: 'overview' },
  { path: 'news-features', remote: 'news', firstPage: 'press-center' },
];

/** The remote that renders this path, if one does (a bare section path is a redirect, not the remote's). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const [, section, page] = /^\/([^/]+)\/(.+)$/.exec(pathname) ?? [];
  // Matched case-insensitively, as the router matches.
  return page ? sections.find(({ path }) => path === section?.toLowerCase())?.remote : undefined;
}

/** Where a bare section path goes ('/about' → '/about/overview'), as the router's redirect does in the browser. */
export function sectionRedirect(pathname: string): string | undefined {
  const [, section] = /^\/([^/]+)\/?$/.exec(pathname) ?? [];
  const found = sections.find(({ path }) => path === section?.toLowerCase());
  return found && `/${found.path}/${found.firstPage}`;
}
