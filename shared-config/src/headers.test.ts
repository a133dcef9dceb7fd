import { cachedFontsHash, contentSecurityPolicy, pageLoaderHash, securityHeaders } from './headers';
import { speculationRulesHash } from './speculation-rules';
import type { RuntimeConfig } from './runtime-config';
import { testRuntimeConfig } from './testing';

// The test remotes, one origin each; one manifest below a path: the policy names origins, not manifest URLs.
const config: RuntimeConfig = testRuntimeConfig({
  remotes: {
    ...testRuntimeConfig().remotes,
    getInvolved: { manifest: 'http://localhost:3002/app/mf-manifest.json', path: 'get-involved' },
  },
  translations: { kind: 'template', url: 'http://127.0.0.1:8080/remote-config/template' },
  siteUrl: 'https://club.example',
});

/** The test remotes' origins, in the config's order. */
const remoteOrigins = [
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
];

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.split(' ')[0] === name)
    ?.split(' ')
    .slice(1);

describe('the Content Security Policy', () => {
  it("lets the shell run its remotes' code by origin, and only the three inline scripts it names by hash", () => {
    const policy = contentSecurityPolicy({ kind: 'shell', config, production: false });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      pageLoaderHash,
      cachedFontsHash,
      speculationRulesHash,
      ...remoteOrigins,
    ]);
    expect(directive(policy, 'img-src')).toContain('http://localhost:3002');
  });

  it('gives a remote’s own page its own origin only', () => {
    const policy = contentSecurityPolicy({ kind: 'remote', config, production: false });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
  });

  it('connects exactly to the remotes and the translations of the config, never to a database (the server writes)', () => {
    const policy = contentSecurityPolicy({ kind: 'shell', config, production: false });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...remoteOrigins, 'http://127.0.0.1:8080']);
    const firebase = testRuntimeConfig({
      ...config,
      backend: { kind: 'firebase', firebase: { apiKey: 'k', projectId: 'p', appId: 'a' } },
      translations: { kind: 'firebase' },
    });
    expect(
      directive(contentSecurityPolicy({ kind: 'remote', config: firebase, production: true }), 'connect-src'),
    ).toEqual([
      "'self'",
      ...remoteOrigins,
      'https://firebaseremoteconfig.googleapis.com',
      'https://firebaseinstallations.googleapis.com',
    ]);
  });

  it('lets App Check’s reCAPTCHA run on the shell’s pages only when the config names its site key', () => {
    const withAppCheck = testRuntimeConfig({
      ...config,
      backend: { kind: 'firebase', firebase: { apiKey: 'k', projectId: 'p', appId: 'a' }, appCheckSiteKey: 'key' },
    });
    const shell = contentSecurityPolicy({ kind: 'shell', config: withAppCheck, production: true });
    expect(directive(shell, 'script-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(shell, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(shell, 'connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    const remote = contentSecurityPolicy({ kind: 'remote', config: withAppCheck, production: true });
    expect(directive(remote, 'script-src')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy({ kind: 'shell', config, production: true }), 'frame-src')).toBeUndefined();
  });

  it('locks the rest down, reports violations, and upgrades requests in production only', () => {
    const local = contentSecurityPolicy({ kind: 'shell', config, production: false });
    for (const locked of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"])
      expect(local.split('; ')).toContain(locked);
    expect(directive(local, 'report-uri')).toEqual(['https://club.example/csp-report']);
    expect(local).not.toContain('upgrade-insecure-requests');
    expect(local).not.toMatch(/unsafe-eval/);
    expect(directive(local, 'script-src')!.join(' ')).not.toMatch(/unsafe/);
    expect(contentSecurityPolicy({ kind: 'shell', config, production: true })).toContain('upgrade-insecure-requests');
  });
});

describe('securityHeaders', () => {
  it('sends HSTS in production only, and CORP fitting each origin', () => {
    expect(securityHeaders({ kind: 'shell', config, production: false })['Strict-Transport-Security']).toBeUndefined();
    const production = securityHeaders({ kind: 'shell', config, production: true });
    expect(production['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(production['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(securityHeaders({ kind: 'remote', config, production: true })['Cross-Origin-Resource-Policy']).toBe(
      'cross-origin',
    );
    expect(production).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Reporting-Endpoints': 'csp="https://club.example/csp-report"',
    });
  });
});
