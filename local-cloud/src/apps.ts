// The five apps local-cloud serves, their ports, and the runtime config it hands the shell and the
// remotes' standalone pages. Ports move together with BASE_PORT (3000) and CLOUD_PORT (8080).
import { resolve } from 'node:path';
import type { RemoteName, RuntimeConfig } from '@stallions/shared-config';

export const repoRoot = resolve(__dirname, '../..');

/** A path given on the command line, taken from where it was typed (`npm run -w` runs in local-cloud/). */
export const fromInvocation = (path: string, env: NodeJS.ProcessEnv = process.env) =>
  resolve(env.INIT_CWD ?? process.cwd(), path);

export interface AppSpec {
  name: 'shell' | RemoteName;
  folder: string;
  offset: number;
}

export const apps: readonly AppSpec[] = [
  { name: 'shell', folder: 'shell', offset: 0 },
  { name: 'about', folder: 'about-mfe', offset: 1 },
  { name: 'getInvolved', folder: 'get-involved-mfe', offset: 2 },
  { name: 'causes', folder: 'causes-mfe', offset: 3 },
  { name: 'news', folder: 'news-mfe', offset: 4 },
];

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

/** A remote's dist folder; DIST_<NAME> (e.g. DIST_ABOUT) serves another build of it without a restart of the rest. */
export function distFolder(app: AppSpec, env: NodeJS.ProcessEnv = process.env): string {
  const override = env[`DIST_${app.name.toUpperCase()}`];
  return override ? fromInvocation(override, env) : resolve(repoRoot, app.folder, 'dist');
}

/**
 * A remote's kept releases (scripts/release.ts writes them), served at its origin's /releases/: RELEASES_DIR/<name>,
 * by default .releases/<name> in the repository (not in git).
 */
export function releasesDir(app: AppSpec, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.RELEASES_DIR ? fromInvocation(env.RELEASES_DIR, env) : resolve(repoRoot, '.releases'), app.name);
}

/** The local runtime config: remotes on their ports, Firestore and the IP echo on local-cloud. */
export function localRuntimeConfig(ports: Ports): RuntimeConfig {
  const cloud = `http://127.0.0.1:${ports.cloud}`;
  const remote = (name: RemoteName) =>
    `${appOrigin(
      ports,
      apps.find((a) => a.name === name)!,
    )}/mf-manifest.json`;
  return {
    remotes: {
      about: remote('about'),
      getInvolved: remote('getInvolved'),
      causes: remote('causes'),
      news: remote('news'),
    },
    backend: { kind: 'local', projectId: 'stallions-local', firestoreHost: '127.0.0.1', firestorePort: ports.cloud },
    ipLookupUrl: `${cloud}/ip`,
    translations: { kind: 'template', url: `${cloud}/remote-config/template` },
    siteUrl: appOrigin(ports, apps[0]!),
  };
}
