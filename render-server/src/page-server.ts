// The render server: every page address of the shell's origin, in every language. This factory holds what
// lives across requests (the renderers, the canary's, the cache, the render gate, the remotes' checks); each
// request's address is read once (page-request.ts) and answered by request-handler.ts.
// - One address per page (address.ts): any other spelling of it is a 301 to that one; of the query, only what
//   makes the page (the search page's q) is part of its render, cache key and canonical.
// - An unprefixed address goes to the visitor's language first (?lng= 301; cookie, Accept-Language 302); a
//   section's bare address to its first page (301).
// - A page is rendered by the shell's server build (shell/dist/server/server.js), which loads each section
//   from its remote through the federation node runtime, and kept in memory keyed by its address and the
//   remotes' releases: a remote's release pointer moved (checked every few seconds) renders its pages afresh
//   without a shell build or a restart. Each page names its releases (X-Site-Releases, and in the page, where
//   its islands load from). A path no page owns gets its language's not-found page, rendered once (not-found.ts).
// - A remote's canary: visitors drawn into it (canary-visitors.ts) get pages of the canary renderer, a second
//   shell renderer in a worker thread (canary-track.ts); the rest get the current releases. Which renderer a
//   visitor gets: visitor-tracks.ts; what is remembered of each renderer: renderer-memos.ts.
// - One render per page at a time, a bound on renders in flight and waiting (render-gate.ts), past it a 503;
//   the cache is bounded in bytes (page-cache.ts).
// - A render that fails gets a short notice in every language (503, never kept), with the site's document around it.
// - robots.txt and sitemap.xml.
// - Plugins (plugins.ts), one a concern beside serving pages, each asked at the same few moments (a renderer made,
//   the cache made, a request it answers itself, the remotes checked, new text overrides, the server closed):
//   - field measurement (field/field-plugin.ts): POST /api/field takes the page script's beacons; every page
//     carries its page view's signed token (each renderer signs its own side) and the page cache answers only
//     with renders younger than a day (the token lives seven);
//   - the canary's judgement on a schedule, where the host asks for it (field/canary-judge.ts): a canary
//     published with --auto judged every few minutes;
//   - previews (with a secret: the forms' or the field's; preview-tracks.ts): /preview?token=… links put a
//     release's preview in the visitor's cookie, whose pages are then rendered by a preview's renderer, never
//     cached, never measured. A visitor without a preview in their cookie is served exactly as without previews.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RuntimeConfig } from '@stallions/shared-config';
import type { ShellRenderer } from '@stallions/shared-config/render-contract';
import { startCanaryRenderer, type TrackRenderer } from './canary-track';
import { canaryJudgePlugin, type CanaryJudgeOptions } from './field/canary-judge';
import type { FieldEndpointOptions } from './field/endpoint';
import { fieldPlugin } from './field/field-plugin';
import { loadShellRenderer } from './load-shell';
import { createPageCache } from './page-cache';
import { translationFeedFor } from './remote-config';
import { createRenderGate } from './render-gate';
import { createAnswers } from './answers';
import { pluginsOf } from './plugins';
import { createPreviews } from './preview-tracks';
import { createRequestHandler, type FormsOptions } from './request-handler';
import { rendererMemos } from './renderer-memos';
import { unavailableDocument } from './unavailable-document';
import { createVisitorTracks } from './visitor-tracks';

export interface PageServerOptions {
  /** The shell's build: app.html and server/server.js. */
  shellDist: string;
  config: RuntimeConfig;
  /** The shell origin's security headers (shared-config/headers). */
  headers: Record<string, string>;
  /** How often each remote's server entry is checked for a new deploy. */
  remoteCheckMs?: number;
  /** The bytes of rendered pages kept in memory (each page's HTML and its gzip); 64 MiB by default. */
  cacheBytes?: number;
  /** Renders running at once; 4 by default. */
  maxRenders?: number;
  /** Renders waiting for one of those; 32 by default. Past them a request that needs a render gets a 503. */
  maxQueuedRenders?: number;
  log?: (line: string) => void;
  /** What the forms' actions are lent (request-handler.ts). Without it every POST is refused (405). */
  forms?: FormsOptions;
  /**
   * Field measurement: POST /api/field takes the page script's beacons and writes them to this sink
   * (stdout for Cloud Logging in production, local-cloud's store locally), and every page carries a page-view
   * token signed with `field.secret` (by default `forms.secret`; one of them is required). Without it, a beacon
   * is a 405 and pages carry no token.
   */
  field?: FieldEndpointOptions;
  /**
   * A canary published with `--auto` judged on a schedule (field/canary-judge.ts): `judge` runs the release
   * command's `--judge --act` for a remote. Locally local-cloud gives it; without it no canary is judged here.
   */
  canaryJudge?: CanaryJudgeOptions;
}

export interface PageServer {
  /** Answers a request for a page address, robots.txt or sitemap.xml. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): void;
}

export async function createPageServer(
  options: PageServerOptions,
  renderer?: ShellRenderer,
  /**
   * The canary's renderer, or with `pins` a preview's (tests pass their own; by default a worker thread).
   */
  startTrack: (pins?: Record<string, string>) => Promise<TrackRenderer> = (pins) =>
    startCanaryRenderer(options.shellDist, options.config, pins),
): Promise<PageServer> {
  const { config, headers: security, log = (line) => console.warn(line) } = options;
  // The plugins that shape what is served see every renderer made from here on: field measurement signs each
  // page view (each renderer its own side) and keeps no page past a day.
  const field = fieldPlugin({ ...options, log });
  const shaping = pluginsOf([field]);
  const current = shaping.renderer(renderer ?? (await loadShellRenderer(options.shellDist, config)), 'current');
  // Read once, with the server build it belongs to: the template of every page and the fallback.
  const app = await readFile(join(options.shellDist, 'app.html'));
  const template = app.toString('utf8');
  const unavailablePage = Buffer.from(unavailableDocument(template));
  // Previews, signed with the forms' secret (or the field's): without one, no preview link is honoured.
  const previewSecret = options.forms?.secret ?? field?.secret;
  const previews =
    previewSecret !== undefined
      ? createPreviews({
          secret: previewSecret,
          config,
          current,
          startTrack,
          answers: createAnswers(security, unavailablePage),
          log,
          ...(options.field?.now ? { now: options.field.now } : {}),
        })
      : undefined;
  const plugins = pluginsOf([
    field,
    options.canaryJudge && canaryJudgePlugin(options.canaryJudge, config, log),
    previews,
  ]);
  const tracks = createVisitorTracks({
    current,
    previews,
    startCanary: () =>
      startTrack().then((track) => (track.setTranslations(overrides), plugins.renderer(track, 'canary'))),
    secure: config.siteUrl.startsWith('https:'),
    log,
  });
  // Remote Config's text overrides: read before the first page, then as often as their source allows.
  let overrides: Partial<Record<string, string>> = {};
  const translations = translationFeedFor(config, (next) => {
    overrides = next;
    current.setTranslations(next);
    tracks.withCanary((track) => track.setTranslations(next));
    plugins.setTranslations(next);
  });
  await translations?.refresh();

  // Remotes' deploys are checked every few seconds by a timer and, where CPU is throttled between requests
  // (Cloud Run's default) and a timer may not run, by the requests themselves: at most one check per interval.
  // The renderer runs one check per remote at a time; a slow one holds up no other.
  const checkEveryMs = options.remoteCheckMs ?? 5_000;
  let lastCheck = Date.now();
  const checkRemotes = () => {
    lastCheck = Date.now();
    void current.checkRemotes();
    tracks.withCanary((track) => track.checkRemotes());
    plugins.checkRemotes();
    void translations?.refresh();
  };
  const checker = setInterval(checkRemotes, checkEveryMs);
  checker.unref();
  const cache = plugins.cache(createPageCache(options.cacheBytes ?? 64 * 1024 * 1024));
  const renders = createRenderGate({ maxRenders: options.maxRenders ?? 4, maxQueued: options.maxQueuedRenders ?? 32 });

  const { emptyCacheIfReleasesMoved } = rendererMemos(cache);

  const handle = createRequestHandler({
    config,
    security,
    template,
    unavailablePage,
    log,
    forms: options.forms,
    plugins,
    current,
    cache,
    renders,
    checkRemotesWhenDue: () => {
      if (Date.now() - lastCheck >= checkEveryMs) checkRemotes();
    },
    visitorTrack: tracks.visitorTrack,
    emptyCacheIfReleasesMoved,
  });

  return {
    handle,
    close: () => {
      clearInterval(checker);
      tracks.withCanary((track) => track.close());
      plugins.close();
    },
  };
}
