// The apps local-cloud serves (the shell and each section of sections.json), their ports, and the runtime config
// it hands the shell and the remotes' standalone pages. Ports move together with BASE_PORT (3000) and CLOUD_PORT
// (8080).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RemoteName, RuntimeConfig } from '@stallions/shared-config';

export const repoRoot = resolve(__dirname, '../..');

/** A path given on the command line, taken from where it was typed (`npm run -w` runs in local-cloud/). */
export const fromInvocation = (path: string, env: NodeJS.ProcessEnv = process.env) =>
  resolve(env.INIT_CWD ?? process.cwd(), path);

/** One entry of sections.json, the registry of the site's sections. */
export interface SectionEntry {
  remote: RemoteName;
  /** Its address under the site (/about/…). */
  path: string;
  /** Its folder in the repository. */
  folder: string;
}

/** The registry: sections.json at the repository root (SECTIONS_FILE: another, e.g. a test's with one more). */
export function sectionRegistry(env: NodeJS.ProcessEnv = process.env): SectionEntry[] {
  const file = env.SECTIONS_FILE ? fromInvocation(env.SECTIONS_FILE, env) : resolve(repoRoot, 'sections.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { sections: SectionEntry[] }).sections;
}

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

/**
 * The local runtime config: remotes on their ports, the Remote Config template on local-cloud, the forms' limits at
 * their defaults unless SUBMISSION_LIMITS holds others (JSON of `submissions.limits`: the e2e suite's one server
 * takes many forms from one address; its limits spec runs a server of its own with the defaults), and every page
 * view measured (field.sampleRate 1; FIELD_SAMPLE_RATE another share).
 */
export function localRuntimeConfig(
  ports: Ports,
  localApps: readonly AppSpec[] = apps,
  env: NodeJS.ProcessEnv = process.env,
): RuntimeConfig {
  const cloud = `http://127.0.0.1:${ports.cloud}`;
  const limits = env.SUBMISSION_LIMITS ? { submissions: { limits: JSON.parse(env.SUBMISSION_LIMITS) as never } } : {};
  return {
    ...limits,
    remotes: Object.fromEntries(
      localApps
        .filter((app) => app.path)
        .map((app) => [app.name, { manifest: `${appOrigin(ports, app)}/mf-manifest.json`, path: app.path! }]),
    ),
    backend: { kind: 'local', projectId: 'stallions-local', firestoreHost: '127.0.0.1', firestorePort: ports.cloud },
    translations: { kind: 'template', url: `${cloud}/remote-config/template` },
    field: { sampleRate: env.FIELD_SAMPLE_RATE ? Number(env.FIELD_SAMPLE_RATE) : 1 },
    siteUrl: appOrigin(ports, localApps[0]!),
  };
}
