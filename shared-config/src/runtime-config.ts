// The runtime config every app reads from /config.json before it boots. Nothing environment-specific is
// compiled in: pointing the site at other remotes or a real Firebase project is a change to this file only.
// valibot, not zod: every page validates this file before it paints. Its schemas are plain objects, cheap
// to build and tree-shaken to what is used (2 KB gzip); zod/mini cost 8.5 KB and ~20 ms of a phone’s
// start-up building its schemas. The forms keep zod (@stallions/submissions), loaded only with a form.
// This module is the schema and its type; the config once loaded, and its loaders, are runtime-config-state.ts.
import * as v from 'valibot';

/** A remote's name: its federation name and its key in `remotes`. */
export type RemoteName = string;

const url = v.pipe(v.string(), v.url());
const positiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

const firebaseWebConfig = v.object({
  apiKey: v.string(),
  authDomain: v.optional(v.string()),
  projectId: v.string(),
  storageBucket: v.optional(v.string()),
  messagingSenderId: v.optional(v.string()),
  appId: v.string(),
});
export type FirebaseWebConfig = v.InferOutput<typeof firebaseWebConfig>;

const remoteName = v.pipe(
  v.string(),
  v.regex(/^[a-z][A-Za-z0-9]*$/, 'a remote name: letters and digits, starting with a lowercase letter'),
);
const sectionPath = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)+$|^[a-z]{3,}$/, 'a section address: lowercase words joined by "-"'),
);

/**
 * The sections, the one registry of them: each remote by its name, with where its manifest lives and its section's
 * address under the site (/about/…). The shell's routes, the render server's section lookup, the CSP and the
 * islands read it; adding a section is an entry here (and its folder), no shell build.
 */
const remotes = v.pipe(
  v.record(remoteName, v.object({ manifest: url, path: sectionPath })),
  v.check((entries) => Object.keys(entries).length > 0, 'at least one section'),
  v.check((entries) => {
    const paths = Object.values(entries).map((entry) => entry.path);
    return new Set(paths).size === paths.length;
  }, 'each section address once'),
);

/** Each remote's manifest URL, by name. */
export const manifestsOf = (remotes: RuntimeConfig['remotes']): Record<RemoteName, string> =>
  Object.fromEntries(Object.entries(remotes).map(([name, entry]) => [name, entry.manifest]));

export const runtimeConfigSchema = v.object({
  remotes,
  backend: v.variant('kind', [
    /** local-cloud: no Firebase project; the project id only names the browser's Firebase app. */
    v.object({ kind: v.literal('local'), projectId: v.string() }),
    v.object({
      kind: v.literal('firebase'),
      firebase: firebaseWebConfig,
      /**
       * Firebase App Check's reCAPTCHA Enterprise site key: the forms' islands then send an App Check token and
       * the server verifies it (firebase-admin) before it stores anything. Absent: no App Check (the limits hold).
       */
      appCheckSiteKey: v.optional(v.pipe(v.string(), v.minLength(1))),
    }),
  ]),
  /** The forms' limits (their server side decides with them); each defaults to shared-config/actions'. */
  submissions: v.optional(
    v.object({
      limits: v.optional(
        v.object({
          perClient: v.object({ count: positiveInteger, windowMinutes: positiveInteger }),
          perRecipient: v.object({ count: positiveInteger, windowHours: positiveInteger }),
        }),
      ),
      /** The form token's age bounds in seconds (shared-config/actions' defaultFormTokenAges: 3 s and 24 h). */
      formToken: v.optional(
        v.pipe(
          v.object({
            minSeconds: v.pipe(v.number(), v.minValue(0)),
            maxSeconds: positiveInteger,
          }),
          v.check((ages) => ages.minSeconds < ages.maxSeconds, 'minSeconds must be below maxSeconds'),
        ),
      ),
    }),
  ),
  /** Where translations_<lng> overrides come from: a URL of a Remote Config template, Remote Config itself, or none. */
  translations: v.variant('kind', [
    v.object({ kind: v.literal('template'), url }),
    v.object({ kind: v.literal('firebase') }),
    v.object({ kind: v.literal('none') }),
  ]),
  /**
   * Field measurement: the share of page views whose vitals, errors and island failures the page
   * script reports (0 to 1; 1 locally). Absent: every page view is measured.
   */
  field: v.optional(v.object({ sampleRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)) })),
  /** The public origin of the site, for canonical URLs. */
  siteUrl: url,
});
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

/** Validates a runtime config; throws an error naming each wrong field (its path) otherwise. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = v.safeParse(runtimeConfigSchema, input);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new Error(`Invalid runtime config: ${problems.join('; ')}`);
}
