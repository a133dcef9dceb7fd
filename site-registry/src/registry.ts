// The registry of the site's sections (sections.json at the repository root) and the paths around it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RemoteName } from '@stallions/shared-config';

/** The repository's root folder: this package sits one level under it. */
export const repoRoot = resolve(__dirname, '../..');

/** A path given on the command line, taken from where it was typed (`npm run -w` runs in the package's folder). */
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

/**
 * The section a command's argument names (its one reader: the release command and every other command that takes a
 * remote): its remote's key (`getInvolved`), its folder (`get-involved-mfe`) or its address (`get-involved`), in
 * that order of precedence; undefined for any other word.
 */
export function sectionNamed(name: string, sections: readonly SectionEntry[] = sectionRegistry()) {
  return (
    sections.find((section) => section.remote === name) ??
    sections.find((section) => section.folder === name) ??
    sections.find((section) => section.path === name)
  );
}
