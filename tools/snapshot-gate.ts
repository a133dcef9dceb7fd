// The inline script of every prerendered page (shell/src/snapshot/gate.js without its comments), and its
// hash for the Content Security Policy: the one inline script the site runs. prerender.ts inlines it; the
// headers of local-cloud and firebase.json allow it by this hash, so an edit to gate.js moves both.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function inlineGate(): string {
  return readFileSync(resolve(__dirname, '../shell/src/snapshot/gate.js'), 'utf8')
    .replace(/^\/\/.*\n/gm, '')
    .trim();
}

/** 'sha256-<base64>' of the gate, as script-src names it. */
export function inlineGateHash(): string {
  return `sha256-${createHash('sha256').update(inlineGate(), 'utf8').digest('base64')}`;
}
