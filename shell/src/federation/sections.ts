// The sections the remotes render, as the runtime config's registry names them (`remotes`: each remote's
// manifest and its section's address under the site root; the shell's route tree mounts each remote there).
// What pages a section has is the remote's own declaration (its "./pages", site-sections.tsx).
import { getRuntimeConfig, type RemoteName } from '@stallions/shared-config';

export interface SiteSection {
  path: string;
  remote: RemoteName;
}

/** Every section of the registry. */
export const siteSections = (): SiteSection[] =>
  Object.entries(getRuntimeConfig().remotes).map(([remote, { path }]) => ({ remote, path }));

/** The section a remote renders; undefined for a remote the registry does not name. */
export const sectionOf = (remote: RemoteName): SiteSection | undefined =>
  siteSections().find((candidate) => candidate.remote === remote);

/** The remote that renders this path (its section's address, bare or with a page), if one does. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const [, section] = /^\/([^/]+)(?:\/|$)/.exec(pathname) ?? [];
  // Matched case-insensitively, as the router matches.
  return siteSections().find(({ path }) => path === section?.toLowerCase())?.remote;
}

/** Whether the path is a section's bare address ('/about', '/about/'), which goes to its first page. */
export const isSectionRoot = (pathname: string) => /^\/[^/]+\/?$/.test(pathname) && !!remoteForPath(pathname);
