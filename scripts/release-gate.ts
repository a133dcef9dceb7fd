// The gate a release passes before any visitor gets it: its shared singletons are within the shell's
// ranges (and the shell's within its own), and the shell's server build, composing it with the other remotes'
// live releases, reads its ./pages declaration (the schema the site checks) and renders every page it declares
// in every language without an error and without falling back. Each remote is served for this alone, on ports
// of its own, so the gate needs no running site and never touches one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import semver from 'semver';
import type { RemoteName } from '@stallions/shared-config';
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { localizePath } from '@stallions/shared-router/locale';
import { localRuntimeConfig, portsFromEnv, sectionRegistry } from '@stallions/site-registry';
import { startSite } from '@stallions/local-cloud/site-server';
import { loadShellRenderer } from '../render-server/src/load-shell';

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
}

export interface GateResult {
  /** Every reason the release may not go live; none when it may. */
  problems: string[];
  /** The addresses it rendered. */
  rendered: number;
}

export async function gate({ remote, release, shellDist, otherRemotes }: GateOptions): Promise<GateResult> {
  const manifest = manifestOf(release);
  const shared = sharedProblems(manifest.shared, manifestOf(shellDist).shared);
  if (shared.length > 0) return { problems: shared, rendered: 0 };

  const servers: Server[] = [];
  const logged: string[] = [];
  const { error: consoleError, warn: consoleWarn } = console;
  // What the renderer reports on the way (a declaration refused, a page's error) is the reason to give.
  console.error = console.warn = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  try {
    const config = { ...localRuntimeConfig(portsFromEnv()), translations: { kind: 'none' as const } };
    for (const { remote: name, path } of sectionRegistry()) {
      const root = name === remote ? release : otherRemotes[name]!;
      const server = await startSite({ root, port: 0, kind: 'remote' });
      servers.push(server);
      const manifest = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
      config.remotes[name] = { manifest, path };
    }
    const shell = await loadShellRenderer(shellDist, config);
    const section = `/${config.remotes[remote]!.path}/`;
    const pages = shell.sitePages().filter((path) => path.startsWith(section));
    if (pages.length === 0)
      return {
        problems: [
          'its ./pages declaration could not be read or was refused',
          ...logged.filter((line) => line.includes(remote)),
        ],
        rendered: 0,
      };

    const problems: string[] = [];
    /** The islands its pages place (each island's data element is `island-<remote>-<name>`). */
    const placed = new Set<string>();
    const islandId = new RegExp(`id="island-${remote}-([A-Za-z0-9_$]+)"`, 'g');
    for (const lng of supportedLanguages)
      for (const path of pages) {
        const address = localizePath(lng, path);
        const before = logged.length;
        try {
          const page = await shell.render({ language: lng, path, query: '', section: remote });
          if (page.failedSections.includes(remote))
            problems.push(`${address}: the section fell back: ${logged.slice(before).join(' ') || 'no reason given'}`);
          else if (page.status !== 200) problems.push(`${address}: HTTP ${page.status}`);
          else for (const [, name] of page.html.matchAll(islandId)) placed.add(name!);
        } catch (error) {
          problems.push(`${address}: ${String(error)}`);
        }
      }
    // Its ./islands module (when it has one, or its pages place an island): components, every placed one there.
    if (placed.size > 0 || manifest.exposes.some((expose) => expose.name === 'islands')) {
      try {
        const names = await shell.islandNames(remote);
        for (const name of placed)
          if (!names.includes(name))
            problems.push(`its pages place the island ${name}, which ./islands does not export`);
      } catch (error) {
        problems.push(String(error));
      }
    }
    return { problems, rendered: pages.length * supportedLanguages.length };
  } finally {
    console.error = consoleError;
    console.warn = consoleWarn;
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  }
}
