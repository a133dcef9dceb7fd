// Server rendering of one page: the shell and the page's section (loaded from its remote's server build
// through the federation node runtime), in the page's language, with its styles and head, complete
// (crawlers get the whole page). The browser hydrates only the page's islands (shell/src/islands), from the
// state embedded here and the data each island carries. The render server has resolved the request already
// (a PageRequest: language, path, own query, section): nothing here parses an address.
// Its parts: the sections' declarations (declarations.ts), their remotes' health (section-health.ts), the
// page's render (page-render.tsx) with its head (page-head.ts) and complete render (render-complete.ts), the
// text's overrides (translation-overrides.ts) and the forms' confirmations and posts (form-actions.ts).
import {
  loadRuntimeConfig,
  manifestsOf,
  withTimeout,
  type RemoteName,
  type RuntimeConfig,
} from '@stallions/shared-config';
import { islandsModuleProblems, type ShellRenderer } from '@stallions/shared-config/render-contract';
import { loadEveryLanguage } from '@stallions/shared-i18n';
import { loadRemoteModule, registerSectionRemotes } from '../federation/remotes';
import { startI18n } from '../i18n';
import { createDeclarations } from './declarations';
import { act, confirmationOf } from './form-actions';
import { renderPage } from './page-render';
import { installRemoteFetchGuard } from './remote-fetch';
import { createRemoteReleases, type ReleaseTrack } from './remote-releases';
import { createSectionHealth, sectionTimeoutMs } from './section-health';
import { createTranslationOverrides } from './translation-overrides';

export async function createShellRenderer({
  config,
  track = 'current',
  pins = {},
}: {
  config: RuntimeConfig;
  track?: ReleaseTrack;
  pins?: Partial<Record<RemoteName, string>>;
}): Promise<ShellRenderer> {
  const rendering = await startRendering(config, track, pins);
  const { remotes, declarations, translations } = rendering;
  return {
    render: (page) => renderPage(rendering, page, confirmationOf(page)),
    islandNames: (name) => islandNames(name as RemoteName),
    remoteVersions: () =>
      ({
        ...remotes.versions(),
        pages: String(declarations.generation()),
        text: String(translations.generation()),
      }) as Record<string, string>,
    checkRemotes: () => declarations.checkRemotes(),
    canaries: () => remotes.canaries(),
    routes: () => declarations.routes(),
    act: (page, post, host) => act(rendering, page, post, host),
    setTranslations: (overrides) => translations.set(overrides),
  };
}

/**
 * The config, every language's text and the remotes at this track (a preview's pinned remotes at their
 * releases), their declarations read once: what renders.
 */
async function startRendering(config: RuntimeConfig, track: ReleaseTrack, pins: Partial<Record<RemoteName, string>>) {
  // The same validated config the browser reads, from the render server's copy.
  await loadRuntimeConfig('/config.json', async () => Response.json(config));
  registerSectionRemotes(config.remotes);
  const manifests = manifestsOf(config.remotes);
  await startI18n('en');
  await loadEveryLanguage();
  const translations = createTranslationOverrides();
  // Every fetch of a remote's files (entries, chunks) with a time limit and a status check; the release checks
  // read 304s and 404s, so they use the plain one.
  const unguardedFetch = installRemoteFetchGuard(Object.values(manifests).map((manifest) => new URL(manifest).origin));
  const remotes = createRemoteReleases(manifests, track, unguardedFetch, pins);
  const declarations = createDeclarations(Object.keys(manifests), remotes);
  await declarations.checkRemotes();
  return { config, remotes, declarations, health: createSectionHealth(), translations };
}

/** A remote's islands as its "./islands" module declares them, checked. */
async function islandNames(name: RemoteName): Promise<string[]> {
  const module = await withTimeout(
    loadRemoteModule<Record<string, unknown>>(name, 'islands'),
    sectionTimeoutMs,
    `Remote ${name}'s islands`,
  );
  const problems = islandsModuleProblems(module);
  if (problems.length > 0) throw new Error(`Remote ${name}'s ./islands is refused: ${problems.join('; ')}`);
  return Object.keys(module).filter((key) => key !== '__esModule' && key !== 'default');
}
