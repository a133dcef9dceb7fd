// The gate a release passes before any visitor gets it: its shared singletons are within the shell's
// ranges (and the shell's within its own), and the shell's server build, composing it with the other remotes'
// live releases, reads its ./pages declaration (the schema the site checks) and renders every page it declares
// in every language without an error and without falling back. Then, with eyes (gate/eyes.ts), it opens every
// such page in headless Chromium on the composed site and looks at it as a visitor would. Each remote is served
// for this alone, on ports of its own, so the gate needs no running site and never touches one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import type { RemoteName } from '@stallions/shared-config';
import type { RouteEntry, ShellRenderer } from '@stallions/shared-config/render-contract';
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { localizePath } from '@stallions/shared-router/locale';
import { pageRequestOf } from '@stallions/shared-router/route-table';
import { loadShellRenderer } from '@stallions/render-server/load-shell';
import { serveComposition, type ComposedSite } from './gate/composed-site';
import { lookWithEyes } from './gate/eyes';

interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string;
}

interface Manifest {
  shared: SharedEntry[];
  exposes: { name: string }[];
}

const manifestOf = (dist: string) => JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;

/** Each singleton both builds share: the shell's copy (loaded first) must satisfy the release, and the other way. */
export function sharedProblems(release: SharedEntry[], shell: SharedEntry[]): string[] {
  const problems: string[] = [];
  for (const mine of release) {
    const host = shell.find((entry) => entry.name === mine.name);
    if (!host) continue; // the release's own copy, loaded by it alone
    if (mine.requiredVersion && !semver.satisfies(host.version, mine.requiredVersion))
      problems.push(`${mine.name}: the release requires ${mine.requiredVersion}, the shell loads ${host.version}`);
    if (host.requiredVersion && !semver.satisfies(mine.version, host.requiredVersion))
      problems.push(
        `${mine.name}: the release is built with ${mine.version}, outside the shell's ${host.requiredVersion}`,
      );
  }
  return problems;
}

export interface GateOptions {
  remote: RemoteName;
  /** The release's files (its store folder). */
  release: string;
  /** The shell build it must compose with (its server build renders; its manifest has the singletons' ranges). */
  shellDist: string;
  /** What each other remote serves now (its current release's folder, or its unversioned build). */
  otherRemotes: Record<RemoteName, string>;
  /**
   * The look with eyes (gate/eyes.ts), once the pages render: the release's id, the remote's live build (its
   * pages' screenshots are compared with the release's) and how to name it, and the report's folder. Without it,
   * the render checks alone.
   */
  eyes?: { id: string; live: string; liveName: string; folder: string };
}

export interface GateResult {
  /** Every reason the release may not go live; none when it may. */
  problems: string[];
  /** The addresses it rendered. */
  rendered: number;
  /** Pages that look different from the live site's (the look with eyes). */
  visualChanges: string[];
  /** The look's HTML report and how long the look took. */
  report?: string;
  seconds?: number;
}

/** Every page the section declares, rendered in every language on the server; the reasons any failed. */
async function renderChecks(shell: ShellRenderer, remote: RemoteName, pages: RouteEntry[], logged: string[]) {
  const problems: string[] = [];
  /** The islands its pages place (each island's data element is `island-<remote>-<name>`). */
  const placed = new Set<string>();
  const islandId = new RegExp(`id="island-${remote}-([A-Za-z0-9_$]+)"`, 'g');
  for (const lng of supportedLanguages)
    for (const entry of pages) {
      const address = localizePath(lng, entry.path);
      const before = logged.length;
      try {
        const page = await shell.render(pageRequestOf(lng, entry));
        if (page.failedSections.includes(remote))
          problems.push(`${address}: the section fell back: ${logged.slice(before).join(' ') || 'no reason given'}`);
        else if (page.status !== 200) problems.push(`${address}: HTTP ${page.status}`);
        else for (const [, name] of page.html.matchAll(islandId)) placed.add(name!);
      } catch (error) {
        problems.push(`${address}: ${String(error)}`);
      }
    }
  return { problems, placed };
}

/** The look with eyes, beside a composition with the remote's live build (when there is one to compare with). */
async function look(
  options: GateOptions,
  eyes: NonNullable<GateOptions['eyes']>,
  candidate: ComposedSite,
  pages: string[],
) {
  const live = existsSync(join(eyes.live, 'mf-manifest.json'));
  const baseline = live
    ? await serveComposition({
        shellDist: options.shellDist,
        remotes: { ...options.otherRemotes, [options.remote]: eyes.live },
      })
    : null;
  try {
    return await lookWithEyes({
      remote: options.remote,
      release: eyes.id,
      candidate,
      baseline: {
        site: baseline,
        name: live ? eyes.liveName : `nothing (no live build of ${options.remote} to compare with)`,
      },
      pages,
      folder: eyes.folder,
    });
  } finally {
    await baseline?.close();
  }
}

export async function gate(options: GateOptions): Promise<GateResult> {
  const { remote, release, shellDist, otherRemotes } = options;
  const manifest = manifestOf(release);
  const shared = sharedProblems(manifest.shared, manifestOf(shellDist).shared);
  if (shared.length > 0) return { problems: shared, rendered: 0, visualChanges: [] };

  const logged: string[] = [];
  const { error: consoleError, warn: consoleWarn } = console;
  // What the renderer reports on the way (a declaration refused, a page's error) is the reason to give.
  console.error = console.warn = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  let site: ComposedSite | undefined;
  try {
    // The site composed with the release, its renderer in this process: the render checks ask it directly.
    let shell: ShellRenderer | undefined;
    site = await serveComposition({
      shellDist,
      remotes: { ...otherRemotes, [remote]: release },
      renderer: async (config) => (shell = await loadShellRenderer(shellDist, config)),
    });
    // The section's pages the sitemap lists, as the composed site's route table holds them.
    const pages = shell!.routes().pages.filter((page) => page.section === remote && page.inSitemap);
    if (pages.length === 0)
      return {
        problems: [
          'its ./pages declaration could not be read or was refused',
          ...logged.filter((line) => line.includes(remote)),
        ],
        rendered: 0,
        visualChanges: [],
      };

    const { problems, placed } = await renderChecks(shell!, remote, pages, logged);
    // Its ./islands module (when it has one, or its pages place an island): components, every placed one there.
    if (placed.size > 0 || manifest.exposes.some((expose) => expose.name === 'islands')) {
      try {
        const names = await shell!.islandNames(remote);
        for (const name of placed)
          if (!names.includes(name))
            problems.push(`its pages place the island ${name}, which ./islands does not export`);
      } catch (error) {
        problems.push(String(error));
      }
    }
    const rendered = pages.length * supportedLanguages.length;
    if (problems.length > 0 || !options.eyes) return { problems, rendered, visualChanges: [] };
    const seen = await look(
      options,
      options.eyes,
      site,
      pages.map((page) => page.path),
    );
    return {
      problems: seen.problems,
      rendered,
      visualChanges: seen.visualChanges,
      report: seen.report,
      seconds: seen.seconds,
    };
  } finally {
    console.error = consoleError;
    console.warn = consoleWarn;
    await site?.close();
  }
}
