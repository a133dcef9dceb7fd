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
