import { readFileSync } from 'node:fs';
import { securityHeaders } from '@stallions/shared-config/headers';
import { localRuntimeConfig } from '@stallions/site-registry';
import {
  firebaseJsonPath,
  policyShape,
  productionConfig,
  renderFirebaseJson,
  withSecurityHeaders,
} from './firebase-headers';

type Hosting = { target: string; headers: { source: string; headers: { key: string; value: string }[] }[] };
const firebaseJson = () => JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as { hosting: Hosting[] };
const everyPath = (site: Hosting) =>
  Object.fromEntries(site.headers.find((rule) => rule.source === '**')!.headers.map(({ key, value }) => [key, value]));

/** A policy's directives with their host sources written as <hosts>, so two deployments' policies compare. */

describe('firebase.json headers', () => {
  it('are those the definition gives on production.config.json (run `npm run headers` after changing either)', () => {
    const current = readFileSync(firebaseJsonPath, 'utf8');
    expect(renderFirebaseJson(withSecurityHeaders(JSON.parse(current), productionConfig()))).toBe(current);
  });

  it.each(['shell', 'about', 'getInvolved', 'causes', 'news'])(
    '%s: the same headers as local-cloud sends, but for the HTTPS-only ones and the origins',
    (target) => {
      const site = firebaseJson().hosting.find((hosting) => hosting.target === target)!;
      const production = everyPath(site);
      const local = securityHeaders({
        kind: target === 'shell' ? 'shell' : 'remote',
        config: localRuntimeConfig({ base: 3000, cloud: 8080 }),
        production: false,
      });
      for (const [key, value] of Object.entries(local)) {
        if (key === 'Content-Security-Policy') expect(policyShape(production[key]!)).toEqual(policyShape(value));
        else if (key === 'Reporting-Endpoints') expect(production[key]).toMatch(/^csp="https:\/\/[^"]+\/csp-report"$/);
        else expect([key, production[key]]).toEqual([key, value]);
      }
      expect(production['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
      expect(production['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    },
  );

  it('upload no precompressed copy: Hosting compresses every file itself (brotli or gzip, as the client takes)', () => {
    const sites = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as { hosting: { ignore: string[] }[] };
    for (const site of sites.hosting) expect(site.ignore).toEqual(expect.arrayContaining(['**/*.br', '**/*.gz']));
  });

  it('allow no unsafe script source and forbid framing everywhere', () => {
    for (const site of firebaseJson().hosting) {
      const policy = everyPath(site)['Content-Security-Policy']!;
      const script = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
      expect(script).not.toMatch(/unsafe|\*|data:|blob:/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
    }
  });
});
