// The headers every origin sends. local-cloud's are firebase.json's (one definition, shared-config's
// headers.ts), but for the HTTPS-only ones and the origins, and the policy's reports are taken. (The MDN HTTP
// Observatory cannot be installed offline, its install scripts download lists: its verdict on these headers
// was taken by hand, see the README; what it checks is asserted here and in scripts/firebase-headers.test.ts.)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/fixtures';
import { origin } from './support/env';
import { remoteManifests } from './support/site';
import { policyShape } from '../../scripts/firebase-headers';

const repoRoot = resolve(__dirname, '../..');
type Rule = { source: string; headers: { key: string; value: string }[] };
const firebaseSites = (
  JSON.parse(readFileSync(resolve(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { target: string; headers: Rule[] }[];
  }
).hosting;

/** A Hosting site's headers for every path, by lower-case name (as Playwright gives a response's). */
function firebaseHeaders(target: string): Record<string, string> {
  const rule = firebaseSites.find((site) => site.target === target)!.headers.find((r) => r.source === '**')!;
  return Object.fromEntries(rule.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

/** A policy's directives with their host sources written as <hosts>, so two deployments' policies compare. */

const origins = [
  ['shell', origin(), '/about/overview'],
  ...Object.entries(remoteManifests).map(([name, offset]) => [name, origin(offset), '/'] as const),
] as const;

for (const [target, at, path] of origins) {
  test(`${target}: local-cloud sends firebase.json's security headers`, async ({ request }) => {
    const sent = (await request.get(`${at}${path}`)).headers();
    const production = firebaseHeaders(target);
    for (const [key, value] of Object.entries(production)) {
      if (key === 'cache-control' || key === 'access-control-allow-origin') continue; // per file, not security
      if (key === 'strict-transport-security') expect(sent[key], 'HSTS is for HTTPS only').toBeUndefined();
      else if (key === 'content-security-policy') expect(policyShape(sent[key]!)).toEqual(policyShape(value));
      else if (key === 'reporting-endpoints') expect(sent[key]).toBe(`csp="${origin()}/csp-report"`);
      else expect([key, sent[key]]).toEqual([key, value]);
    }
    // The local policy lets the shell run this run's remotes, each by its own origin.
    if (target === 'shell') {
      const scripts = sent['content-security-policy']!.split('; ').find((d) => d.startsWith('script-src '))!;
      for (const offset of Object.values(remoteManifests)) expect(scripts.split(' ')).toContain(origin(offset));
    }
  });
}

test('violation reports are taken (and logged) by the shell origin', async ({ request }) => {
  const legacy = await request.post('/csp-report', {
    headers: { 'Content-Type': 'application/csp-report' },
    data: JSON.stringify({
      'csp-report': {
        'document-uri': `${origin()}/`,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
      },
    }),
  });
  expect(legacy.status()).toBe(204);
  const reporting = await request.post('/csp-report', {
    headers: { 'Content-Type': 'application/reports+json' },
    data: JSON.stringify([
      { type: 'csp-violation', body: { documentURL: `${origin()}/`, effectiveDirective: 'img-src' } },
    ]),
  });
  expect(reporting.status()).toBe(204);
});
