// The security headers of every origin the site serves, in one place: local-cloud sends them, and
// firebase.json's hosting headers are generated from them (scripts/firebase-headers.ts; a test fails when the
// two drift). The Content Security Policy is built from the runtime config, so moving a remote or the backend
// moves the policy with it. No script source is unsafe: scripts come from the site's own origins, and the three
// inline ones, the shell's page loader, the head's cached-fonts switch and the speculation rules, are allowed by
// their hashes (a server-rendered page's state is JSON, which no script-src governs).
import { cachedFontsHash, pageLoaderHash } from './page-loader';
import { speculationRulesHash } from './speculation-rules';
import { manifestsOf, type RuntimeConfig } from './runtime-config';

export { cachedFontsHash, pageLoaderHash };

export type OriginKind = 'shell' | 'remote';

export interface HeaderOptions {
  /** The shell's origin serves the pages; a remote's serves its chunks and its standalone page. */
  kind: OriginKind;
  config: RuntimeConfig;
  /** HTTPS only: Strict-Transport-Security and upgrade-insecure-requests. */
  production: boolean;
}

/** Where browsers send Content Security Policy violation reports: a path of the shell's origin. */
export const cspReportPath = '/csp-report';

const origin = (url: string) => new URL(url).origin;
const unique = (values: readonly string[]) => [...new Set(values)];

/** App Check (reCAPTCHA Enterprise) runs on the shell's form pages only when the config names its site key. */
const appCheckOn = (config: RuntimeConfig) => config.backend.kind === 'firebase' && !!config.backend.appCheckSiteKey;
/** reCAPTCHA Enterprise's script and its frame, which App Check's web provider loads. */
const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** The origins the site's code calls (fetch, XHR): remotes' manifests and translations. No database: forms post to the server. */
export function connectOrigins(config: RuntimeConfig): string[] {
  const translations =
    config.translations.kind === 'template'
      ? [origin(config.translations.url)]
      : config.translations.kind === 'firebase'
        ? // Remote Config asks Firebase Installations for a token before each fetch.
          ['https://firebaseremoteconfig.googleapis.com', 'https://firebaseinstallations.googleapis.com']
        : [];
  return unique([
    ...Object.values(manifestsOf(config.remotes)).map(origin),
    ...translations,
    ...(appCheckOn(config) ? ['https://content-firebaseappcheck.googleapis.com'] : []),
  ]);
}

/** The Content-Security-Policy of an origin's documents. */
export function contentSecurityPolicy({ kind, config, production }: HeaderOptions): string {
  // The shell runs its remotes' code and shows their images; a remote's own page runs only its own.
  const remotes = kind === 'shell' ? unique(Object.values(manifestsOf(config.remotes)).map(origin)) : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      // The page loader, the head's cached-fonts switch and each page's speculation rules, by their hashes.
      ...(kind === 'shell' ? [pageLoaderHash, cachedFontsHash, speculationRulesHash] : []),
      ...remotes,
      ...(kind === 'shell' && appCheckOn(config) ? recaptcha : []),
    ],
    // styled-components and Swiper write styles at run time: inline styles only, never inline scripts.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for the inline favicon and the SVG artwork's data URIs.
    ['img-src', "'self'", 'data:', ...remotes],
    ['font-src', "'self'", ...remotes],
    ['connect-src', "'self'", ...connectOrigins(config)],
    ...(kind === 'shell' && appCheckOn(config)
      ? ([['frame-src', "'self'", 'https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']] as [
          string,
          ...string[],
        ][])
      : []),
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(production ? [['upgrade-insecure-requests'] as [string]] : []),
    ['report-uri', `${config.siteUrl}${cspReportPath}`],
    ['report-to', 'csp'],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every security header of an origin (caching and CORS are the servers' own, per file). */
export function securityHeaders(options: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Reporting-Endpoints': `csp="${options.config.siteUrl}${cspReportPath}"`,
    ...(options.production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The site uses none of these; payment too: card details are a plain form, not the Payment Request API.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The shell's files are its own; a remote's chunks, images and fonts are loaded by the shell's pages.
    'Cross-Origin-Resource-Policy': options.kind === 'shell' ? 'same-origin' : 'cross-origin',
  };
}
