// The runtime config every app reads from /config.json before it boots. Nothing environment-specific is
// compiled in: pointing the site at other remotes or a real Firebase project is a change to this file only.
// zod/mini: the functional, tree-shakable build of zod, because every page loads this file before it paints.
import * as z from 'zod/mini';

export const remoteNames = ['about', 'getInvolved', 'causes', 'news'] as const;
export type RemoteName = (typeof remoteNames)[number];

const firebaseWebConfig = z.object({
  apiKey: z.string(),
  authDomain: z.optional(z.string()),
  projectId: z.string(),
  storageBucket: z.optional(z.string()),
  messagingSenderId: z.optional(z.string()),
  appId: z.string(),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfig>;

export const runtimeConfigSchema = z.object({
  /** Each remote's mf-manifest.json URL. */
  remotes: z.record(z.enum(remoteNames), z.url()),
  backend: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('local'),
      projectId: z.string(),
      firestoreHost: z.string(),
      firestorePort: z.int().check(z.positive()),
    }),
    z.object({ kind: z.literal('firebase'), firebase: firebaseWebConfig }),
  ]),
  /** GET → JSON { ip }; null means no lookup. */
  ipLookupUrl: z.nullable(z.url()),
  /** Where translations_<lng> overrides come from: a URL of a Remote Config template, Remote Config itself, or none. */
  translations: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('template'), url: z.url() }),
    z.object({ kind: z.literal('firebase') }),
    z.object({ kind: z.literal('none') }),
  ]),
  /** The public origin of the site, for canonical URLs. */
  siteUrl: z.url(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

let current: RuntimeConfig | undefined;

/** Fetches and validates /config.json once; later calls return the same object. */
export async function loadRuntimeConfig(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  if (current) return current;
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  current = runtimeConfigSchema.parse(await response.json());
  return current;
}

/** The config loaded at boot. Throws if called before loadRuntimeConfig resolved. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before it was loaded');
  return current;
}

/** For tests only. */
export function setRuntimeConfigForTests(config: RuntimeConfig | undefined): void {
  current = config;
}

/** What a remote's `./search` module exports: its pages and the translation keys (namespace "pages") of their text. */
export interface SearchEntry {
  path: string;
  titleKey: string;
  textKeys: readonly string[];
}
export interface SectionSearchIndex {
  entries: readonly SearchEntry[];
  /** Registers the section's translations so the keys resolve. */
  loadTranslations: () => Promise<void>;
}
