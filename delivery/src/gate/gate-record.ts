// What the gate found for a release, kept beside the release in its remote's store, in a folder no release id
// can name (an id begins with a letter or digit): `_gate/<id>/` holds its HTML report (report.html, with the
// visual changes' images) and gate.json, the verdict and who accepted its visual changes and when. The report
// of a refused release is kept there too, though the release is not.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface VisualAcceptance {
  /** Who ran the command with --accept-visual (RELEASE_BY, else git's user.name, else the system's user). */
  by: string;
  at: string;
  /** The visual changes accepted, one line each. */
  changes: string[];
}

export interface GateRecord {
  release: string;
  checkedAt: string;
  /** How long the gate's look took. */
  seconds: number;
  /** What it looked at (release-store's compositionId): an acceptance applies to this site and no other. */
  composition?: string;
  /** Why the release was refused (a failing check), one line each; none: it passed its checks. */
  problems: string[];
  /** Pages that look different from the live site's, one line each. */
  visualChanges: string[];
  accepted?: VisualAcceptance;
  /** The look in Chromium was not run (RELEASE_GATE_EYES=off): who ran the command so, kept for --list to say. */
  eyesSkippedBy?: string;
}

const gateFolder = (store: string, id: string) => join(store, '_gate', id);
export const gateReportPath = (store: string, id: string) => join(gateFolder(store, id), 'report.html');
const recordPath = (store: string, id: string) => join(gateFolder(store, id), 'gate.json');

/** A fresh folder for a release's report (the last run's is replaced). */
export function newGateFolder(store: string, id: string): string {
  const folder = gateFolder(store, id);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  return folder;
}

export function writeGateRecord(store: string, record: GateRecord): void {
  mkdirSync(gateFolder(store, record.release), { recursive: true });
  writeFileSync(recordPath(store, record.release), `${JSON.stringify(record, null, 2)}\n`);
}

export function readGateRecord(store: string, id: string): GateRecord | undefined {
  const path = recordPath(store, id);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as GateRecord) : undefined;
}

/** `--list`'s words for a release's gate: its report and any accepted visual change. */
export function gateNote(store: string, id: string): string | undefined {
  const record = readGateRecord(store, id);
  if (!record) return undefined;
  if (record.eyesSkippedBy)
    return `gate: render checks only, its look in Chromium skipped by ${record.eyesSkippedBy} (RELEASE_GATE_EYES=off)`;
  const accepted = record.accepted
    ? `; ${record.accepted.changes.length} visual change(s) accepted by ${record.accepted.by} at ${record.accepted.at}`
    : '';
  return `gate report ${gateReportPath(store, id)}${accepted}`;
}

export function removeGateRecords(store: string, ids: readonly string[]): void {
  for (const id of ids) rmSync(gateFolder(store, id), { recursive: true, force: true });
}
