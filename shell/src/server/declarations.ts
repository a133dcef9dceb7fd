// Each remote's page declaration (its "./pages"), the last one read: a remote down keeps its pages in the menus
// and the sitemap. Read again when the remote has a new version; `generation` counts the changes (a part of the
// render server's cache key). The route table is built from them and the shell's pages once per change.
import {
  getRuntimeConfig,
  orderConflict,
  withTimeout,
  type RemoteName,
  type SiteSections,
} from '@stallions/shared-config';
import type { RouteTable } from '@stallions/shared-config/render-contract';
import { buildRouteTable } from '@stallions/shared-router/route-table';
import { loadSectionPages } from '../federation/site-sections';
import { shellPages } from '../pages';
import { clearSiteIndexCache } from '../search/site-index';
import type { createRemoteReleases } from './remote-releases';
import { sectionTimeoutMs } from './section-health';

type RemoteReleases = ReturnType<typeof createRemoteReleases>;

export interface Declarations {
  /** The declarations as they are now (a copy: one read meanwhile waits for the next render). */
  current(): SiteSections;
  /** How many times a declaration changed. */
  generation(): number;
  /** Each remote's release checked, one check per remote at a time; a new version's declaration read. */
  checkRemotes(): Promise<void>;
  /** The route table of the shell's pages and the declarations as they are now. */
  routes(): RouteTable;
}

export function createDeclarations(remoteNames: readonly RemoteName[], remotes: RemoteReleases): Declarations {
  const sections: SiteSections = {};
  /** The remote version each declaration in `sections` was read from. */
  const declaredAt = new Map<RemoteName, string>();
  let generation = 0;
  let table: { generation: number; routes: RouteTable } | undefined;
  async function readDeclaration(name: RemoteName, version: string) {
    try {
      const module = await withTimeout(loadSectionPages(name), sectionTimeoutMs, `Remote ${name}'s pages`);
      const conflict = orderConflict(name, module.default, sections);
      if (conflict) throw new Error(conflict);
      sections[name] = module.default;
      declaredAt.set(name, version);
      generation++;
      clearSiteIndexCache(); // the search index is built again from the new declaration
    } catch (error) {
      console.error(`render: the pages of ${name} stay as last read:`, error);
    }
  }
  // One check per remote at a time, each on its own: a slow remote never holds up another's new version. A
  // change is never lost: a declaration is read again until it is the one of the remote's current version.
  const checking = new Map<RemoteName, Promise<void>>();
  function checkRemote(name: RemoteName): Promise<void> {
    const running =
      checking.get(name) ??
      (async () => {
        const release = await remotes.check(name);
        if (release === 'down' && sections[name]) return;
        const version = release === 'down' ? release : release.id;
        if (declaredAt.get(name) !== version) await readDeclaration(name, version);
      })().finally(() => checking.delete(name));
    checking.set(name, running);
    return running;
  }
  return {
    current: () => ({ ...sections }),
    generation: () => generation,
    checkRemotes: async () => void (await Promise.all(remoteNames.map(checkRemote))),
    routes: () => {
      if (table?.generation !== generation)
        table = { generation, routes: buildRouteTable(shellPages, sections, getRuntimeConfig().remotes) };
      return table.routes;
    },
  };
}
