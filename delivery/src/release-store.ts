// A remote's release store: one folder per release, immutable once written, and the pointer beside
// them (shared-config/releases). The pointer's moves are pure functions of the pointer, so each is tested as
// data; the files are written by the few functions at the end. Locally the store is the folder local-cloud serves
// at the remote's /releases/; in production a mirror of the same layout (README, "How one team ships one remote").
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReleasePointer, releaseIdPattern, type ReleasePointer } from '@stallions/shared-config/releases';

/** The releases kept; older ones are removed (never the current one or the canary). */
export const keptReleases = 10;

/** The files a build must have: the browser's manifest and the server's entry. */
const requiredFiles = ['mf-manifest.json', 'server/remoteEntry.js'];

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** The shell's files that name every content-hashed file of its build: the manifest, server entry, template. */
const shellFiles = ['mf-manifest.json', 'server/server.js', 'app.html'];

/** A build's content id: its manifest and server entry name every content-hashed file of it. */
export function contentId(build: string, files: readonly string[] = requiredFiles): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(join(build, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * What a gate looks at, as one id: the release, the shell it composes with and each remote's live build (the
 * release's own remote's is the baseline of its screenshots). The same id, the same site: the same verdict.
 */
export function compositionId(release: string, shellDist: string, live: Record<string, string>): string {
  const parts = [contentId(release), contentId(shellDist, shellFiles)];
  for (const name of Object.keys(live).sort()) parts.push(`${name}:${contentId(live[name]!)}`);
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}

export function checkReleaseId(id: string): string {
  if (!releaseIdPattern.test(id))
    throw new ReleaseError(`"${id}" is not a release id: letters, digits, . _ - (64 at most)`);
  return id;
}

// The pointer's moves.

/**
 * A new release becomes current, or the canary for `canaryPercent` of visitors (from `publishedAt` on; `auto`:
 * judged on a schedule by the render server, promoted on a pass and rolled back on a fail).
 */
export function publish(
  pointer: ReleasePointer | undefined,
  id: string,
  publishedAt: string,
  canaryPercent?: number,
  auto = false,
): ReleasePointer {
  const releases = pointer?.releases.some((release) => release.id === id)
    ? pointer.releases
    : [...(pointer?.releases ?? []), { id, publishedAt }];
  if (canaryPercent !== undefined) {
    if (!pointer?.current) throw new ReleaseError('a canary needs a current release: publish one first');
    if (pointer.current === id) throw new ReleaseError(`${id} is the current release already`);
    if (!Number.isInteger(canaryPercent) || canaryPercent < 1 || canaryPercent > 99)
      throw new ReleaseError('a canary gets 1 to 99 percent of visitors');
    return {
      ...pointer,
      releases,
      canary: { id, percent: canaryPercent, startedAt: publishedAt, ...(auto ? { auto: true } : {}) },
    };
  }
  if (pointer?.current === id && !pointer.canary) return { ...pointer, releases };
  // The unversioned build (null) is never in `previous`: it is where a rollback goes when `previous` is empty.
  const previous =
    pointer?.current && pointer.current !== id ? [...pointer.previous, pointer.current] : (pointer?.previous ?? []);
  return { current: id, previous, releases, ...(pointer?.previews ? { previews: pointer.previews } : {}) };
}

/**
 * A release becomes a preview (`--preview`): kept, current for nobody, listed as previewed from `issuedAt` until
 * `expiresAt` (a release previewed again gets the new times: every link made before is refused). Previews past
 * their time leave the list.
 */
export function preview(
  pointer: ReleasePointer | undefined,
  id: string,
  issuedAt: string,
  expiresAt: string,
): ReleasePointer {
  if (pointer?.current === id) throw new ReleaseError(`${id} is the current release already`);
  const releases = pointer?.releases.some((release) => release.id === id)
    ? pointer.releases
    : [...(pointer?.releases ?? []), { id, publishedAt: issuedAt }];
  const previews = (pointer?.previews ?? []).filter(
    (entry) => entry.id !== id && Date.parse(entry.expiresAt) > Date.parse(issuedAt),
  );
  return {
    ...(pointer ?? { current: null, previous: [] }),
    releases,
    previews: [...previews, { id, issuedAt, expiresAt }],
  };
}

/** The preview of release `id` is revoked: it leaves the list, and the render server refuses its links. */
export function revoke(pointer: ReleasePointer | undefined, id: string): ReleasePointer {
  if (!pointer?.previews?.some((entry) => entry.id === id))
    throw new ReleaseError(`there is no preview of ${id} to revoke`);
  const previews = pointer.previews.filter((entry) => entry.id !== id);
  const { previews: _revoked, ...rest } = pointer;
  return previews.length > 0 ? { ...rest, previews } : rest;
}

/** The canary becomes the current release. */
export function promote(pointer: ReleasePointer | undefined): ReleasePointer {
  if (!pointer?.canary) throw new ReleaseError('there is no canary to promote');
  const { canary, ...rest } = pointer;
  const previous = pointer.current ? [...pointer.previous, pointer.current] : pointer.previous;
  return { ...rest, current: canary.id, previous };
}

/**
 * Ends the canary if there is one; otherwise the release current before this one is current again, or, before
 * the first release, the unversioned build the site served then (current: null).
 */
export function rollback(pointer: ReleasePointer | undefined): ReleasePointer {
  if (!pointer?.current)
    throw new ReleaseError('there is no release to roll back: the site serves the unversioned build');
  if (pointer.canary) {
    const { canary: _ended, ...rest } = pointer;
    return rest;
  }
  return { ...pointer, current: pointer.previous.at(-1) ?? null, previous: pointer.previous.slice(0, -1) };
}

/** Keeps the last `keep` releases (and always the current one, the canary and the previews); the ids it drops. */
export function prune(pointer: ReleasePointer, keep = keptReleases): { pointer: ReleasePointer; removed: string[] } {
  const live = new Set([pointer.current, pointer.canary?.id, ...(pointer.previews ?? []).map((entry) => entry.id)]);
  const excess = pointer.releases.length - keep;
  const removed = pointer.releases
    .filter((release) => !live.has(release.id))
    .slice(0, Math.max(0, excess))
    .map((release) => release.id);
  if (removed.length === 0) return { pointer, removed };
  const gone = new Set(removed);
  return {
    pointer: {
      ...pointer,
      releases: pointer.releases.filter((release) => !gone.has(release.id)),
      previous: pointer.previous.filter((id) => !gone.has(id)),
    },
    removed,
  };
}

/**
 * One line per kept release: id, date, and what it is now; a preview with its expiry and its link (`linkOf`,
 * which signs it: the pointer, served to anyone, never holds a link); then `noteOf`'s words for it.
 */
export function listLines(
  pointer: ReleasePointer | undefined,
  linkOf?: (preview: NonNullable<ReleasePointer['previews']>[number]) => string,
  /** What else to say of a release (its gate's report, an accepted visual change). */
  noteOf?: (id: string) => string | undefined,
): string[] {
  if (!pointer) return [];
  return pointer.releases.map(({ id, publishedAt }) => {
    const { canary } = pointer;
    const previewed = pointer.previews?.find((entry) => entry.id === id);
    const role =
      id === pointer.current
        ? 'current'
        : id === canary?.id
          ? `canary ${canary.percent}%${canary.auto ? ' (judged on a schedule)' : ''}`
          : previewed
            ? `preview until ${previewed.expiresAt}${linkOf ? `  ${linkOf(previewed)}` : ''}`
            : '';
    return [id, publishedAt, role, noteOf?.(id)].filter(Boolean).join('  ');
  });
}

// The files.

const pointerPath = (store: string) => join(store, 'pointer.json');

export function readPointer(store: string): ReleasePointer | undefined {
  const path = pointerPath(store);
  return existsSync(path) ? parseReleasePointer(JSON.parse(readFileSync(path, 'utf8'))) : undefined;
}

/** Replaces the pointer in one step (a reader sees the old file or the new one, never half of one). */
export function writePointer(store: string, pointer: ReleasePointer): void {
  const next = `${pointerPath(store)}.next`;
  writeFileSync(next, `${JSON.stringify(pointer, null, 2)}\n`);
  renameSync(next, pointerPath(store));
}

/**
 * Copies a build into the store as release `id`, once: a release is immutable, so an id already there must hold
 * the same build. Returns the release's folder.
 */
export function storeRelease(build: string, store: string, id: string): string {
  for (const file of requiredFiles)
    if (!existsSync(join(build, file)))
      throw new ReleaseError(`${build} has no ${file}: build the remote first (npm run build)`);
  const folder = join(store, id);
  if (existsSync(folder)) {
    if (contentId(folder) !== contentId(build))
      throw new ReleaseError(`release ${id} exists with other files: a release never changes, publish another id`);
    return folder;
  }
  mkdirSync(store, { recursive: true });
  // Written beside, then renamed: a half-copied release is never at its address.
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(build, partial, { recursive: true, filter: (source) => !source.endsWith('.map') });
  renameSync(partial, folder);
  return folder;
}

export function removeReleases(store: string, ids: readonly string[]): void {
  for (const id of ids) rmSync(join(store, id), { recursive: true, force: true });
}
