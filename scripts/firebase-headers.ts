// `npm run headers`: writes the security headers of firebase.json's five Hosting sites from the one
// definition local-cloud sends (shared-config/headers), on the production runtime config
// (production.config.json: the origins the Content Security Policy allows). Run it after changing either;
// scripts/firebase-headers.test.ts fails while firebase.json is out of step.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseRuntimeConfig, type RuntimeConfig } from '@stallions/shared-config';
import { securityHeaders } from '@stallions/shared-config/headers';

const root = resolve(__dirname, '..');
export const firebaseJsonPath = resolve(root, 'firebase.json');

interface HostingHeaders {
  source: string;
  headers: { key: string; value: string }[];
}
interface Hosting {
  target: string;
  headers?: HostingHeaders[];
}

export const productionConfig = (): RuntimeConfig =>
  parseRuntimeConfig(JSON.parse(readFileSync(resolve(root, 'production.config.json'), 'utf8')));

/** One Hosting site's security headers, as local-cloud sends them, with production's HTTPS-only ones. */
export function productionSecurityHeaders(target: string, config: RuntimeConfig): Record<string, string> {
  const kind = target === 'shell' ? 'shell' : 'remote';
  return securityHeaders({ kind, config, production: true });
}

/** firebase.json with each site's security headers on every path ('**'), the rest of the file unchanged. */
export function withSecurityHeaders(firebaseJson: { hosting: Hosting[] }, config: RuntimeConfig) {
  const hosting = firebaseJson.hosting.map((site) => {
    const security = productionSecurityHeaders(site.target, config);
    const headers = (site.headers ?? []).map((rule) => {
      if (rule.source !== '**') return rule;
      // Whatever else the rule sets (caching, CORS) stays; the security headers are replaced as a whole.
      const others = rule.headers.filter(({ key }) => !(key in security) && !isSecurityHeader(key));
      return { ...rule, headers: [...others, ...Object.entries(security).map(([key, value]) => ({ key, value }))] };
    });
    return { ...site, headers };
  });
  return { ...firebaseJson, hosting };
}

/** Headers this script owns, including ones a former definition sent and the current one no longer does. */
const isSecurityHeader = (key: string) =>
  /^(Content-Security-Policy|Reporting-Endpoints|Strict-Transport-Security|X-Content-Type-Options|X-Frame-Options|Referrer-Policy|Permissions-Policy|Cross-Origin-(Opener|Resource|Embedder)-Policy)$/i.test(
    key,
  );

/**
 * A Content Security Policy with its hosts left out (and the HTTPS-only directive): the same shape locally and
 * in production, where only the origins differ. For the tests that compare the two.
 */
export const policyShape = (policy: string) =>
  policy
    .split('; ')
    .filter((directive) => directive !== 'upgrade-insecure-requests')
    .map((directive) => directive.replace(/( https?:\/\/[^ ;]+)+/g, ' <hosts>'));

export const renderFirebaseJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

if (require.main === module) {
  const current = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')) as { hosting: Hosting[] };
  writeFileSync(firebaseJsonPath, renderFirebaseJson(withSecurityHeaders(current, productionConfig())));
  console.info('firebase.json: security headers written from shared-config/headers and production.config.json');
}
