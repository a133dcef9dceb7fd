// What a team changes while the site runs, made on copies that local-cloud serves in place of the repository's
// files: the Remote Config template (edited) and the about remote's build (deployed again in place). One owner for
// `npm run load`, which times how soon each change shows, and e2e's render-faults spec, which asserts that it does.
import { appendFileSync, copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@stallions/site-registry';

/** A new temporary folder holding the two copies, and the environment that has local-cloud serve them. */
export function editableSiteCopy(prefix: string) {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const template = join(folder, 'remoteconfig.template.json');
  copyFileSync(join(repoRoot, 'remoteconfig.template.json'), template);
  const aboutDist = join(folder, 'about');
  cpSync(join(repoRoot, 'about-mfe/dist'), aboutDist, { recursive: true });
  return { folder, template, aboutDist, env: { REMOTE_CONFIG_TEMPLATE: template, DIST_ABOUT: aboutDist } };
}

/** Gives the join form's submit button a new text in each language named, through the template's translations. */
export function setJoinSubmitText(template: string, texts: Record<string, string>) {
  const json = JSON.parse(readFileSync(template, 'utf8')) as {
    parameters: Record<string, { defaultValue: { value: string } }>;
  };
  for (const [lng, text] of Object.entries(texts)) {
    const parameter = json.parameters[`translations_${lng}`]!;
    const overrides = JSON.parse(parameter.defaultValue.value) as Record<string, unknown>;
    overrides.pages = { getInvolved: { join: { form: { submit: text } } } };
    parameter.defaultValue.value = JSON.stringify(overrides);
  }
  writeFileSync(template, JSON.stringify(json));
}

/** The about overview's English main heading, as the build has it. */
export const aboutHeading = 'Influence, put to work for others';

/**
 * A deploy of the about remote in place: its English heading changed in its server build (in whichever chunks hold
 * it, whatever the build named them) and its entry new. The new heading, and the chunks it was changed in.
 */
export function deployAbout(aboutDist: string) {
  const heading = `Influence, put to work for everyone ${Date.now().toString(36)}`;
  const server = join(aboutDist, 'server');
  const chunks = readdirSync(server)
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(server, name))
    .filter((path) => readFileSync(path, 'utf8').includes(aboutHeading));
  for (const path of chunks) writeFileSync(path, readFileSync(path, 'utf8').replaceAll(aboutHeading, heading));
  appendFileSync(join(server, 'remoteEntry.js'), '\n// deployed again\n');
  return { heading, chunks };
}
