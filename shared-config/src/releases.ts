// A remote's releases: each build it publishes is kept, immutable, at releases/<id>/ beside its
// manifest's address, and one small no-cache file, releases/pointer.json, says which is current (and which is a
// canary, and for what share of visitors). The release command (delivery/src/release.ts) writes the pointer; the
// render server reads it and renders with, and pins each page to, the releases it names. A remote with no
// pointer, or a pointer whose current is null, serves its one unversioned build at its root (a local `npm run
// build`, or what was deployed before releases).
import * as v from 'valibot';

/** A release id: in URLs and the X-Site-Releases header, so plain. */
export const releaseIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const releaseId = v.pipe(v.string(), v.regex(releaseIdPattern, 'a release id (letters, digits, . _ -)'));

const pointerSchema = v.object({
  /**
   * The release every visitor gets (but a canary's share); null: the unversioned build, what the site served
   * before the remote's first release (where a rollback of the first release goes).
   */
  current: v.nullable(releaseId),
  /** A release a share of visitors gets instead, each consistently across pages. */
  canary: v.optional(
    v.object({
      id: releaseId,
      percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
      /**
       * Judged on a schedule (`--canary <n> --auto`): the render server runs the release command's judgement
       * every few minutes and promotes the canary on a pass, rolls it back on a fail (docs/releases.md).
       */
      auto: v.optional(v.boolean()),
      /** When the canary began (ISO 8601): its judgement compares the visitors' page views since then. */
      startedAt: v.optional(v.string()),
    }),
  ),
  /** The releases that were current before, the latest last: where a rollback goes. */
  previous: v.array(releaseId),
  /** The kept releases, oldest first, with when each was published. */
  releases: v.array(v.object({ id: releaseId, publishedAt: v.string() })),
  /**
   * Releases published as previews (`--preview`): current for nobody, seen by whoever holds a link signed for
   * that release at `issuedAt` (render-server/src/preview-token.ts). The allow-list the render server checks
   * every preview against: a preview revoked (`--revoke <id>`) is no longer here, and its links are refused.
   */
  previews: v.optional(v.array(v.object({ id: releaseId, issuedAt: v.string(), expiresAt: v.string() }))),
});

export type ReleasePointer = v.InferOutput<typeof pointerSchema>;

/** Reads a pointer file's JSON; throws an error saying what is wrong with it. */
export function parseReleasePointer(json: unknown): ReleasePointer {
  const result = v.safeParse(pointerSchema, json);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new Error(`The release pointer is malformed: ${problems.join('; ')}`);
}

/** The folder of a remote's origin the releases live in, beside its unversioned build. */
export const releasesFolder = 'releases';

/** The pointer's address, from the remote's manifest address in the runtime config. */
export const releasePointerUrl = (manifest: string) => new URL(`${releasesFolder}/pointer.json`, manifest).href;

/** A release's manifest: the same file name, under the release's folder (its files load from there). */
export const releaseManifestUrl = (manifest: string, id: string) =>
  new URL(`${releasesFolder}/${id}/${new URL(manifest).pathname.split('/').pop()}`, manifest).href;

/** The response header that names the release of each remote a page was rendered with. */
export const siteReleasesHeader = 'X-Site-Releases';

/** `<remote>=<id>, <remote>=<id>, …`, in the registry's order. */
export const formatSiteReleases = (releases: Record<string, string>) =>
  Object.entries(releases)
    .map(([name, id]) => `${name}=${id}`)
    .join(', ');

/** A canary a pointer names: the remote, its canary release and the share of visitors that gets it. */
export interface Canary {
  remote: string;
  id: string;
  percent: number;
}

/** The cookie that keeps a visitor in or out of a canary (the only cookie Firebase Hosting passes to Cloud Run). */
export const canaryCookie = '__session';
