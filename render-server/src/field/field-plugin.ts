// Field measurement as the page server's plugin: every page view signed (each renderer signs its own side:
// page-view-stamp.ts), the beacons' endpoint (POST /api/field, endpoint.ts), where a beacon's releases and canary
// side are its page view's token's, and a page cache that answers only with renders younger than a day (the token
// lives seven). Without the page server's `field` option there is none of it.
import type { RuntimeConfig } from '@stallions/shared-config';
import type { PageServerPlugin } from '../plugins';
import { createFieldEndpoint, type FieldEndpointOptions } from './endpoint';
import { pagesYoungerThan, signedPageMaxAgeMs, signingRenderer } from './page-view-stamp';

export interface FieldPluginOptions {
  config: RuntimeConfig;
  headers: Record<string, string>;
  field?: FieldEndpointOptions;
  /** The forms' secret (signs page views when `field.secret` is not given) and whether Hosting is in front. */
  forms?: { secret: string; behindHosting?: boolean };
  log: (line: string) => void;
}

/** The plugin, and the secret it signs with (the previews' too, when the forms have none). */
export function fieldPlugin(options: FieldPluginOptions): (PageServerPlugin & { secret: string }) | undefined {
  const { config, field, forms } = options;
  if (!field) return undefined;
  const secret = field.secret ?? forms?.secret;
  if (!secret)
    throw new Error(
      'render-server: field measurement needs a secret to sign page views (field.secret or forms.secret)',
    );
  const endpoint = createFieldEndpoint(
    { behindHosting: forms?.behindHosting, ...field },
    {
      remotes: Object.keys(config.remotes),
      siteOrigin: new URL(config.siteUrl).origin,
      secret,
      headers: options.headers,
      log: options.log,
    },
  );
  return {
    name: 'field measurement',
    secret,
    handles: endpoint.handles,
    answer: endpoint.answer,
    renderer: (renderer, side) => signingRenderer(renderer, side, secret, field.now),
    cache: (cache) => pagesYoungerThan(cache, signedPageMaxAgeMs),
  };
}
