// `npm run -s release -- <remote> [options]`: a section team's releases (README, "How one team ships
// one remote"). <remote> is its key in the registry (sections.json) and the runtime config, its folder or its
// address. Every option is in the usage below (`--help`).
// The store is the folder local-cloud serves at the remote's /releases/ (RELEASES_DIR, default .releases/).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import type { RemoteName } from '@stallions/shared-config';
import {
  apps,
  distFolder,
  fromInvocation,
  localRuntimeConfig,
  noPositionals,
  parseOptions,
  portsFromEnv,
  releasesDir,
  remoteArgument,
  remoteChoices,
  repoRoot,
  runCommand,
  UsageError,
  type Command,
} from '@stallions/site-registry';
import { actionFor, judgeCanary, judgementLines } from './field/judge';
import { readPolicy } from './field/policy';
import { sourceArgument, type NamedSource } from './field/sources';
import { defaultDataDir } from '@stallions/local-cloud/store';
import { localFormSecret } from '@stallions/local-cloud/form-secret';
import { issuePreviewToken, previewLifetimeMs } from '@stallions/render-server/preview-token';
import { gate } from './release-gate';
import {
  gateNote,
  gateReportPath,
  newGateFolder,
  readGateRecord,
  removeGateRecords,
  writeGateRecord,
  type GateRecord,
} from './gate/gate-record';
import {
  checkReleaseId,
  compositionId,
  contentId,
  listLines,
  preview,
  promote,
  prune,
  publish,
  readPointer,
  ReleaseError,
  removeReleases,
  revoke,
  rollback,
  storeRelease,
  writePointer,
} from './release-store';

const remoteNames = apps.filter((app) => app.name !== 'shell').map((app) => app.name as RemoteName);

const releaseUsage = `usage: npm run -s release -- <remote> [--id <id>] [--canary <percent> [--auto] | --preview] [--dist <folder>] [--accept-visual]
       npm run -s release -- <remote> --list | --promote | --rollback | --revoke <id>
       npm run -s release -- <remote> --judge [--act] [--source local|bigquery|FILE] [--table T] [--json]

<remote> is a remote's key, its folder or its address:
  ${remoteChoices()}
  (no option)      publish the remote's build as a release, through the gate, and make it current; prints its id.
                   The gate (as for --canary and --preview): its shared singletons fit the shell's; every page it
                   declares renders on the server in every language; then, on the site composed with it (the shell
                   and the other remotes' live releases), headless Chromium (CHROME_PATH, else /usr/bin/chromium)
                   opens each page in en, fr and ar: no axe violation (WCAG 2.2 AA, and a main heading), no error
                   of the HTML checker (Java), no console error, failed request or hydration mismatch, no link to
                   the site answering 400 or more, the first view within 14.6 KB (gzip and brotli), and screenshots
                   at 375 and 1280 px compared with the site with the remote's current release (its first release:
                   the unversioned build the site served before). A failing check refuses the release; a page that
                   looks different (a visual change) refuses it until --accept-visual. Its HTML report (every page,
                   each check, each change before/after/difference) is <store>/_gate/<id>/report.html
  --id <id>        the release's id (letters, digits, . _ -; default: a hash of the build's content)
  --canary <n>     publish it as a canary for n% of visitors (1 to 99) instead
  --auto           …judged on a schedule: the render server runs --judge --act every few minutes
  --preview        publish it as a preview instead: current for nobody; prints a link (7 days) whose opener sees
                   the site with this release of the remote (and the live releases of the others), with a ribbon,
                   until they leave it; the link is signed with the server secret (FORM_SECRET, else the data
                   folder's form-secret) and starts at the site's origin (SITE_URL, else the local one)
  --dist <folder>  publish that build (default: the remote's dist/)
  --accept-visual  publish it though the gate saw visual changes (after looking at its report): who accepted
                   which changes, and when, is recorded with the release (RELEASE_BY, else git's user.name). The
                   changes of that report, with no second look, while the site it looked at is unchanged
  --revoke <id>    the preview of release <id> ends: the render server refuses its links and cookies within seconds
  --list           one line per kept release: id, date, current / canary n% / preview until <date> and its link,
                   its gate report and any visual change accepted (by whom, when), or that its look in Chromium was
                   skipped and by whom (RELEASE_GATE_EYES=off: the render checks alone, for tests of what follows)
  --promote        the canary becomes current
  --rollback       ends the canary, or makes the release before the current one current again (no build);
                   the first release's rollback brings back the unversioned build the site served before it
  --judge          judges the canary against the current release from the field data (the policy is
                   <store>/policy.json): prints pass, fail, not enough data or not enough trustworthy data (too few
                   clients, or one client's share capped away), then the figures
  --act            with --judge: promotes the canary on a pass, rolls it back on a fail (nothing moves otherwise,
                   and it says why on stderr: a scheduled judgement, --auto, logs that line)
  --source <s>     where --judge reads the field records: local (default), bigquery (--table, or
                   FIELD_BIGQUERY_TABLE), or a file
  --table <t>      the BigQuery table of --source bigquery (project.dataset.table)
  --json           --judge's judgement as JSON on stdout
Exit code: 0 done (--judge: pass), 1 the command failed (the gate refused the release or saw a visual change, …), 2 a wrong argument
(one line on stderr, nothing on stdout) or --judge's fail, 3 not enough data, 4 not enough trustworthy data.
The store is RELEASES_DIR/<remote> (default .releases/<remote>).
`;

/** What the command was asked, read and checked before anything is read or written. */
export type ReleaseArgs = { remote: RemoteName } & (
  | {
      action: 'publish';
      id?: string;
      percent?: number;
      auto: boolean;
      dist?: string;
      preview?: boolean;
      acceptVisual?: boolean;
    }
  | { action: 'revoke'; id: string }
  | { action: 'list' }
  | { action: 'promote' }
  | { action: 'rollback' }
  | { action: 'judge'; act: boolean; source: NamedSource; json: boolean }
);

const actions = ['list', 'promote', 'rollback', 'judge', 'revoke'] as const;

export function releaseArguments(argv: readonly string[]): ReleaseArgs {
  const { values, positionals } = parseOptions(argv, {
    id: { type: 'string' },
    canary: { type: 'string' },
    preview: { type: 'boolean' },
    'accept-visual': { type: 'boolean' },
    revoke: { type: 'string' },
    dist: { type: 'string' },
    promote: { type: 'boolean' },
    rollback: { type: 'boolean' },
    list: { type: 'boolean' },
    auto: { type: 'boolean' },
    judge: { type: 'boolean' },
    act: { type: 'boolean' },
    source: { type: 'string' },
    table: { type: 'string' },
    json: { type: 'boolean' },
  });
  const [name, ...rest] = positionals;
  const remote = remoteArgument(name);
  noPositionals(rest);
  const asked = actions.filter((action) => values[action]);
  if (asked.length > 1) throw new UsageError(`--${asked[0]} and --${asked[1]}: one at a time`);
  const action = asked[0] ?? 'publish';
  const misplaced = (options: readonly (keyof typeof values)[], place: string) => {
    const option = options.find((key) => values[key] !== undefined);
    if (option) throw new UsageError(`--${option} goes with ${place}`);
  };
  if (action !== 'publish')
    misplaced(['id', 'canary', 'dist', 'auto', 'preview', 'accept-visual'], `publishing, not --${action}`);
  if (action !== 'judge') misplaced(['act', 'source', 'table', 'json'], '--judge');
  if (action === 'judge')
    return {
      remote,
      action,
      act: values.act ?? false,
      json: values.json ?? false,
      source: sourceArgument(values.source, values.table),
    };
  if (action === 'revoke') {
    try {
      return { remote, action, id: checkReleaseId(values.revoke!) };
    } catch (error) {
      throw new UsageError(`--revoke: ${(error as Error).message}`);
    }
  }
  if (action !== 'publish') return { remote, action };
  if (values.auto && values.canary === undefined) throw new UsageError('--auto goes with --canary <percent>');
  if (values.preview && values.canary !== undefined) throw new UsageError('--preview and --canary: one at a time');
  const percent = values.canary === undefined ? undefined : Number(values.canary);
  if (percent !== undefined && !(/^\d+$/.test(values.canary!) && percent >= 1 && percent <= 99))
    throw new UsageError(`--canary ${values.canary}: a canary gets 1 to 99 percent of visitors`);
  if (values.id !== undefined) {
    try {
      checkReleaseId(values.id);
    } catch (error) {
      throw new UsageError(`--id: ${(error as Error).message}`);
    }
  }
  return {
    remote,
    action,
    id: values.id,
    percent,
    auto: values.auto ?? false,
    dist: values.dist,
    ...(values.preview ? { preview: true } : {}),
    ...(values['accept-visual'] ? { acceptVisual: true } : {}),
  };
}

export const releaseCommand: Command<ReleaseArgs> = { name: 'release', usage: releaseUsage, parse: releaseArguments };

/** --judge's exit codes: the verdict, for a script or a scheduler to act on. */
const verdictExitCodes = { pass: 0, fail: 2, 'not enough data': 3, 'not enough trustworthy data': 4 } as const;

/** The command's answer, on stdout (what it says on the way goes to stderr). */
const print = (line: string) => process.stdout.write(`${line}\n`);

const appOf = (name: RemoteName) => apps.find((app) => app.name === name)!;

/** A pointer's current release as a person reads it (null: the build the site served before the first release). */
const currentName = (current: string | null) =>
  current ?? 'the unversioned build (what the site served before the first release)';

/** What a remote serves now: its current release's folder, or its unversioned build. */
function liveFolder(name: RemoteName): string {
  const store = releasesDir(appOf(name));
  const pointer = readPointer(store);
  return pointer?.current ? resolve(store, pointer.current) : distFolder(appOf(name));
}

/**
 * --judge [--act]: the canary against the current release, on the field records since the canary began, under
 * the store's policy. With --act, a pass promotes and a fail rolls back, if the pointer still names the same
 * canary and current release (another command may have moved it meanwhile: then nothing moves).
 */
async function judge(remote: RemoteName, store: string, options: { act: boolean; source: NamedSource; json: boolean }) {
  const pointer = readPointer(store);
  const canary = pointer?.canary;
  if (!pointer?.current || !canary) throw new ReleaseError(`${remote}: there is no canary to judge`);
  let policy;
  try {
    policy = readPolicy(store);
  } catch (error) {
    throw new ReleaseError(`${remote}: ${(error as Error).message}`);
  }
  const began = canary.startedAt ?? pointer.releases.find((release) => release.id === canary.id)?.publishedAt;
  const subject = { remote, canary: canary.id, current: pointer.current, since: new Date(began ?? 0) };
  const { source } = options;
  const judgement = judgeCanary(await source.read({ since: subject.since }), subject, policy);
  if (options.json) print(JSON.stringify(judgement, null, 2));
  else for (const line of judgementLines(judgement)) print(line);
  if (options.act) {
    const action = actionFor(judgement.verdict);
    const now = readPointer(store);
    if (judgement.verdict === 'not enough trustworthy data')
      // Never acted on, whoever asks (a person's --act, the schedule's): the figures could be one client's.
      console.error(
        `${remote}: not enough trustworthy data (${judgement.reasons.join('; ')}): the canary stays, nothing is promoted or rolled back`,
      );
    else if (action === 'none') console.error(`${remote}: not enough data yet: the canary stays`);
    else if (now?.canary?.id !== subject.canary || now.current !== subject.current)
      throw new ReleaseError(`${remote}: the pointer moved while the canary was judged: nothing moves`);
    else {
      const next = action === 'promote' ? promote(now) : rollback(now);
      writePointer(store, next);
      console.error(
        action === 'promote'
          ? `${remote}: canary ${subject.canary} promoted: it is current`
          : `${remote}: canary ${subject.canary} rolled back; current: ${currentName(next.current)}`,
      );
    }
  }
  return verdictExitCodes[judgement.verdict];
}

/** A preview's link: the site's origin and its token, signed with the server's secret. */
function previewLink(remote: RemoteName, { id, issuedAt }: { id: string; issuedAt: string }): string {
  const secret = process.env.FORM_SECRET ?? localFormSecret(defaultDataDir());
  const origin = new URL(process.env.SITE_URL ?? localRuntimeConfig(portsFromEnv()).siteUrl).origin;
  const token = issuePreviewToken(secret, { remote, id, issuedAt: new Date(issuedAt) });
  return `${origin}/preview?${new URLSearchParams({ token })}`;
}

/**
 * Whether the gate looks with eyes. RELEASE_GATE_EYES=off: the render checks alone, for the e2e specs of what
 * comes after the gate (pointers, canaries, previews, the judge of a release that breaks only in visitors'
 * browsers); gate.spec tests the eyes.
 */
const gateEyes = () => process.env.RELEASE_GATE_EYES !== 'off';

/** Who runs the command, for the record of an accepted visual change. */
function whoRuns(): string {
  if (process.env.RELEASE_BY) return process.env.RELEASE_BY;
  const git = spawnSync('git', ['config', 'user.name'], { cwd: repoRoot, encoding: 'utf8' });
  return git.stdout?.trim() || userInfo().username;
}

/**
 * The visual changes a reviewer accepts are the ones its report showed: with --accept-visual, a gate record of the
 * same release on the same site (the shell and every live build unchanged since), refused for visual changes
 * alone, is accepted as it stands, without a second look that could see something else.
 */
function reviewedVerdict(store: string, id: string, composition: string): GateRecord | undefined {
  const seen = readGateRecord(store, id);
  if (!seen || seen.composition !== composition || seen.eyesSkippedBy) return undefined;
  return seen.problems.length === 0 && seen.visualChanges.length > 0 && !seen.accepted ? seen : undefined;
}

/**
 * The gate: passes, or throws why not (a refused release that was never kept is removed; its report stays). A
 * visual change passes only with `acceptVisual`, and the acceptance is recorded with the release.
 */
async function passGate(
  remote: RemoteName,
  store: string,
  id: string,
  release: { folder: string; fresh: boolean; acceptVisual: boolean },
) {
  const current = readPointer(store)?.current ?? null;
  const others = Object.fromEntries(remoteNames.map((other) => [other, liveFolder(other)])) as Record<
    RemoteName,
    string
  >;
  const shellDist = process.env.SHELL_DIST ? fromInvocation(process.env.SHELL_DIST) : resolve(repoRoot, 'shell/dist');
  const eyes = gateEyes();
  const composition = compositionId(release.folder, shellDist, others);
  const reviewed = eyes && release.acceptVisual ? reviewedVerdict(store, id, composition) : undefined;
  if (reviewed) {
    const accepted = { by: whoRuns(), at: new Date().toISOString(), changes: reviewed.visualChanges };
    writeGateRecord(store, { ...reviewed, accepted });
    console.error(
      `${remote}: the gate's look at ${id} (${reviewed.checkedAt}) found no problem, and nothing it looked at has changed since: ${accepted.changes.length} visual change(s) accepted by ${accepted.by}.\nIts report: ${gateReportPath(store, id)}`,
    );
    return;
  }
  const result = await gate({
    remote,
    release: release.folder,
    shellDist,
    otherRemotes: others,
    ...(eyes
      ? {
          eyes: {
            id,
            live: liveFolder(remote),
            liveName: current ? `the current release ${current}` : currentName(null),
            folder: newGateFolder(store, id),
          },
        }
      : {}),
  });
  const { problems, visualChanges } = result;
  const now = new Date().toISOString();
  const accepted =
    visualChanges.length > 0 && release.acceptVisual ? { by: whoRuns(), at: now, changes: visualChanges } : undefined;
  // Kept either way: a release that went without the look says so, and who let it, on --list.
  writeGateRecord(store, {
    release: id,
    checkedAt: now,
    seconds: result.seconds ?? 0,
    composition,
    problems,
    visualChanges,
    ...(accepted ? { accepted } : {}),
    ...(eyes ? {} : { eyesSkippedBy: whoRuns() }),
  });
  if (!eyes)
    console.error(`${remote}: RELEASE_GATE_EYES=off: the gate's look in Chromium is skipped, and recorded so.`);
  const report = result.report ? `\nIts report: ${result.report}` : '';
  const refuse = (why: string, lines: string[]) => {
    if (release.fresh) removeReleases(store, [id]); // never live: not kept
    throw new ReleaseError(
      `${remote}: release ${id} is refused by the gate${why}; the pointer stays at ${currentName(current)}:\n  ${lines.join('\n  ')}${report}`,
    );
  };
  if (problems.length > 0) refuse('', problems);
  if (visualChanges.length > 0 && !accepted)
    refuse(
      ` until its visual changes are accepted (look at its report, then run the command again with --accept-visual)`,
      visualChanges,
    );
  console.error(
    `${remote}: the gate rendered its ${result.rendered} pages (every page in every language) without an error${
      result.report
        ? `, and looked at each in Chromium in ${Math.round(result.seconds ?? 0)} s: every check passed${accepted ? `; ${visualChanges.length} visual change(s) accepted by ${accepted.by}` : ''}.${report}`
        : ''
    }`,
  );
}

async function main(args: ReleaseArgs): Promise<number | void> {
  const { remote } = args;
  const store = releasesDir(appOf(remote));
  const pointer = readPointer(store);

  if (args.action === 'judge') return judge(remote, store, args);
  if (args.action === 'list') {
    for (const line of listLines(
      pointer,
      (entry) => previewLink(remote, entry),
      (id) => gateNote(store, id),
    ))
      print(line);
    return;
  }
  if (args.action === 'revoke') {
    writePointer(store, revoke(pointer, args.id));
    console.error(`${remote}: the preview of ${args.id} is revoked: the site refuses its links within seconds`);
    return;
  }
  if (args.action === 'promote' || args.action === 'rollback') {
    const next = args.action === 'promote' ? promote(pointer) : rollback(pointer);
    writePointer(store, next);
    console.error(
      pointer?.canary && !next.canary
        ? `${remote}: canary ${pointer.canary.id} ended; current: ${currentName(next.current)}`
        : `${remote}: current: ${currentName(next.current)}`,
    );
    // The current release's id on stdout, for scripts; nothing when it is the unversioned build.
    if (next.current) print(next.current);
    return;
  }

  const build = args.dist ? fromInvocation(args.dist) : distFolder(appOf(remote));
  const id = checkReleaseId(args.id ?? contentId(build));
  const { percent, auto } = args;
  // The pointer as it will be: checked before anything is written (a canary needs a current release, a share of 1
  // to 99), written only once the gate passes.
  const now = new Date();
  const expiresAt = new Date(now.getTime() + previewLifetimeMs).toISOString();
  const planned = args.preview
    ? preview(pointer, id, now.toISOString(), expiresAt)
    : publish(pointer, id, now.toISOString(), percent, auto);
  const fresh = !existsSync(resolve(store, id));
  const folder = storeRelease(build, store, id);
  console.error(
    `${remote}: release ${id} stored; the gate renders its pages${gateEyes() ? ', then looks at them in Chromium' : ''}…`,
  );
  await passGate(remote, store, id, { folder, fresh, acceptVisual: args.acceptVisual ?? false });
  const { pointer: next, removed } = prune(planned);
  writePointer(store, next);
  removeReleases(store, removed);
  removeGateRecords(store, removed);
  if (pointer?.canary && !next.canary) console.error(`${remote}: canary ${pointer.canary.id} ended`);
  if (args.preview) {
    console.error(
      `${remote}: ${id} is a preview until ${expiresAt}; the current release stays ${currentName(next.current)}. Its link:`,
    );
    print(
      previewLink(
        remote,
        next.previews!.find((entry) => entry.id === id)!,
      ),
    );
    return;
  }
  console.error(
    percent === undefined
      ? `${remote}: ${id} is current`
      : `${remote}: ${id} is a canary for ${percent}% of visitors${auto ? ', judged on a schedule' : ''}`,
  );
  print(id);
}

if (require.main === module)
  runCommand(releaseCommand, async (args) => (await main(args)) ?? 0, {
    failure: (error) => (error instanceof ReleaseError ? error.message : error),
  });
