// The four sections the remotes render: their address under the site root (the shell's route tree mounts each
// remote there). What pages a section has is the remote's own declaration (its "./pages", site-sections.tsx).
import type { RemoteName } from '@stallions/shared-config';

export interface SiteSection {
  path: string;
  remote: RemoteName;
}

export const sections: readonly SiteSection[] = [
  { path: 'about', remote: 'about' },
  { path: 'get-involved', remote: 'getInvolved' },
  { path: 'our-causes', remote: 'causes' },
  { path: 'news-features', remote: 'news' },
];

export const sectionOf = (remote: RemoteName): SiteSection => sections.find((section) => section.remote === remote)!;

/** The remote that renders this path (its section's address, bare or with a page), if one does. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const [, section] = /^\/([^/]+)(?:\/|$)/.exec(pathname) ?? [];
  // Matched case-insensitively, as the router matches.
  return sections.find(({ path }) => path === section?.toLowerCase())?.remote;
}

/** Whether the path is a section's bare address ('/about', '/about/'), which goes to its first page. */
export const isSectionRoot = (pathname: string) => /^\/[^/]+\/?$/.test(pathname) && !!remoteForPath(pathname);
