// The apps the site is made of (the shell and each section of the registry), their local ports and origins, and
// the folders their builds and kept releases live in. Ports move together with BASE_PORT (3000) and CLOUD_PORT
// (8080).
import { resolve } from 'node:path';
import type { RemoteName } from '@stallions/shared-config';
import { fromInvocation, repoRoot, sectionRegistry, type SectionEntry } from './registry';

export interface AppSpec {
  name: 'shell' | RemoteName;
  folder: string;
  /** Its port's offset from BASE_PORT. */
  offset: number;
  /** A remote's section address. */
  path?: string;
}

/** The shell on BASE_PORT, each section's remote on the next ports in the registry's order. */
export const appsOf = (sections: readonly SectionEntry[]): AppSpec[] => [
  { name: 'shell', folder: 'shell', offset: 0 },
  ...sections.map(({ remote, folder, path }, index) => ({ name: remote, folder, path, offset: index + 1 })),
];

export const apps: readonly AppSpec[] = appsOf(sectionRegistry());

export interface Ports {
  base: number;
  cloud: number;
}

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): Ports {
  const number = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return { base: number(env.BASE_PORT, 3000), cloud: number(env.CLOUD_PORT, 8080) };
}

export const appOrigin = (ports: Ports, app: AppSpec) => `http://localhost:${ports.base + app.offset}`;

/** An app's dist folder; DIST_<NAME> (e.g. DIST_ABOUT) serves another build of it without a restart of the rest. */
export function distFolder(app: AppSpec, env: NodeJS.ProcessEnv = process.env): string {
  const override = env[`DIST_${app.name.toUpperCase()}`];
  return override ? fromInvocation(override, env) : resolve(repoRoot, app.folder, 'dist');
}

/**
 * The release command's source: the root's `npm run release` runs it with tsx, and so do the commands and tests that
 * start it themselves (the scheduled judgement, the load case, the e2e specs).
 */
export const releaseCommandPath = resolve(repoRoot, 'delivery/src/release.ts');

/**
 * A remote's kept releases (the release command writes them), served at its origin's /releases/: RELEASES_DIR/<name>,
 * by default .releases/<name> in the repository (not in git).
 */
export function releasesDir(app: AppSpec, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.RELEASES_DIR ? fromInvocation(env.RELEASES_DIR, env) : resolve(repoRoot, '.releases'), app.name);
}
