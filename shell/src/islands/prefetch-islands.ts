// On a page with a form (an island that loads at the visitor's first touch), the island's code is fetched, not
// run, once the page has loaded and the browser is idle: the first touch then only runs it. Fetched: the
// islands' host (islands.js) and the shared modules it runs the islands with (React, React DOM, i18next,
// styled-components, the design system: the host's mf-manifest.json names their files), and, for each form's
// remote, its manifest (from the release the page names: the page state's runtime config), its remoteEntry.js,
// the JS files of its `./islands` expose and its form checks (the `form-schemas` chunk). Nothing on a page
// without a form, nothing before the page's load event (its own images and fonts come first), nothing under
// Save-Data, nothing once the visitor has already started the islands' code.
//
// It yields to the visitor: every file is a low-priority fetch, started in an idle task of its own (a fetch call
// costs a slow phone a few milliseconds), all under one AbortController, cancelled the moment
// the page is left (a form's submit that goes as a navigation, the native post of an early submit; a link
// followed; the page hidden), so what the visitor asked for, the post's answer or the next page, has the line
// to itself. A fetch, not a `<link rel=prefetch>`: a prefetch hint cannot be called back (removing the element
// is not specified to stop its request), and Chromium lets it outlive the page, for the next one. A submit
// never waits for it: cancelling is a call, made while the submit event is dispatched, before its navigation
// starts. A submit the page keeps (held for its island, or sent by the hydrated island) cancels nothing.
// Plain script (site.js): no framework, a few hundred bytes.
import { islandAttribute, islandLoadAttribute, pageStateElementId } from '@stallions/shared-config/render-contract';
import { afterLoad } from './island-triggers';
import { whenLeaving } from './page-leaving';

/** The parts of a remote's mf-manifest.json read here (@module-federation/sdk's Manifest). */
interface ManifestFiles {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; path?: unknown; assets?: { js?: { sync?: unknown; async?: unknown } } }[];
  shared?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/** The host's shared modules that islands never run (the server's router and design system, Firebase). */
const notForIslands = (name: string) =>
  name === '@stallions/shared-router' || name === '@stallions/shared-ui' || name.startsWith('firebase/');

/** The forms' checks, loaded when a field first takes focus: worth having before the first tap. */
const formChecksChunk = /(^|\/)form-schemas\./;

/** The expose whose files are fetched: the islands, the only code of a remote a page runs. */
const islandsExpose = 'islands';

/** How long an idle callback may wait; without requestIdleCallback (Safari), this long after load. */
const idleTimeoutMs = 3000;
const fallbackDelayMs = 1000;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A path under a manifest's public path, the way the federation runtime joins them. */
function joined(path: unknown, name: string): string {
  const dir = typeof path === 'string' ? path.replace(/^\.?\/?/, '').replace(/\/?$/, '') : '';
  return dir ? `${dir}/${name}` : name;
}

/**
 * The files a remote's manifest names for its islands, as absolute URLs: its entry and the JS the `./islands`
 * expose loads with it. The public path 'auto' (or none) is the manifest's own folder; a `getPublicPath`
 * (code, which the CSP would refuse to run) names nothing.
 */
export function islandFiles(manifest: unknown, manifestUrl: string): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { metaData, exposes } = manifest as ManifestFiles;
  if (!metaData || (!('publicPath' in metaData) && 'getPublicPath' in metaData)) return [];
  const publicPath = typeof metaData.publicPath === 'string' ? metaData.publicPath : 'auto';
  const base = new URL(publicPath === 'auto' || publicPath === '' ? '.' : publicPath, manifestUrl);
  const files: string[] = [];
  const entryName = metaData.remoteEntry?.name;
  if (typeof entryName === 'string' && entryName) files.push(joined(metaData.remoteEntry?.path, entryName));
  const expose = (Array.isArray(exposes) ? exposes : []).find(
    (item) => item?.name === islandsExpose || item?.path === `./${islandsExpose}`,
  );
  files.push(...strings(expose?.assets?.js?.sync));
  files.push(...strings(expose?.assets?.js?.async).filter((file) => formChecksChunk.test(file)));
  return [...new Set(files.map((file) => new URL(file, base).href))];
}

/** The files of the host's shared modules that the islands run, from the host's own mf-manifest.json. */
export function hostSharedFiles(manifest: unknown, manifestUrl: string): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const { shared } = manifest as ManifestFiles;
  const files = (Array.isArray(shared) ? shared : [])
    .filter((module) => typeof module?.name === 'string' && !notForIslands(module.name))
    .flatMap((module) => strings(module.assets?.js?.sync));
  return [...new Set(files.map((file) => new URL(file, manifestUrl).href))];
}

/** The remotes of the page's forms and where their manifests are (the page's state), by manifest URL. */
export function formManifests(doc: Document): string[] {
  const forms = [...doc.querySelectorAll<HTMLElement>(`[${islandAttribute}][${islandLoadAttribute}="interaction"]`)];
  if (forms.length === 0) return [];
  let remotes: Record<string, { manifest?: unknown } | undefined> = {};
  try {
    const state = JSON.parse(doc.getElementById(pageStateElementId)?.textContent ?? '') as {
      config?: { remotes?: typeof remotes };
    };
    remotes = state.config?.remotes ?? {};
  } catch {
    return [];
  }
  const manifests = forms.flatMap((island) => {
    try {
      const data = JSON.parse(doc.getElementById(island.getAttribute(islandAttribute) ?? '')?.textContent ?? '') as {
        remote?: unknown;
      };
      const manifest = typeof data.remote === 'string' ? remotes[data.remote]?.manifest : undefined;
      return typeof manifest === 'string' ? [manifest] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(manifests)];
}

/**
 * Asks the browser to fetch a file into its cache at low priority, without running it: a fetch the way a script
 * element asks for it (no-cors, with credentials), so the script added later is served from the cache. The page's
 * own origin and every remote's are in connect-src.
 */
function warm(view: Window, url: string, signal: AbortSignal): void {
  if (signal.aborted) return;
  view
    .fetch(url, { mode: 'no-cors', credentials: 'include', priority: 'low', signal } as RequestInit)
    .catch(() => undefined);
}

/**
 * Reads a manifest (as the federation runtime asks for it, so its later request revalidates this one) and warms
 * its files, unless the prefetch was cancelled meanwhile.
 */
async function prefetchFrom(
  view: Window,
  manifestUrl: string,
  filesOf: (manifest: unknown, url: string) => string[],
  signal: AbortSignal,
): Promise<void> {
  const response = await view.fetch(manifestUrl, { priority: 'low', signal } as RequestInit);
  if (!response.ok || signal.aborted) return;
  const manifest: unknown = await response.json();
  warmOneByOne(view, filesOf(manifest, manifestUrl), signal);
}

/**
 * Warms each file in an idle task of its own. A fetch call costs the main thread a few milliseconds on a slow
 * phone (measured: ~4 ms each at 4× CPU), and a manifest's dozen files warmed in one go made a long task that
 * Lighthouse counted as blocking time, and that a tap would have waited behind.
 */
function warmOneByOne(view: Window, files: string[], signal: AbortSignal): void {
  let index = 0;
  const next = () => {
    if (index >= files.length || signal.aborted) return;
    warm(view, files[index++]!, signal);
    whenIdle(view, next);
  };
  whenIdle(view, next);
}

/** Runs when the browser is idle (or a moment later where it cannot say so: Safari). */
function whenIdle(view: Window, run: () => void, fallbackMs = 0): void {
  if (typeof view.requestIdleCallback === 'function') view.requestIdleCallback(run, { timeout: idleTimeoutMs });
  else view.setTimeout(run, fallbackMs);
}

export interface PrefetchOptions {
  /** The islands' host, on the page's origin ('/islands.js'). */
  islandsEntry: string;
  /** The host's manifest, beside it ('/mf-manifest.json'): where its shared modules' files are named. */
  hostManifest?: string;
  /** True once the islands' code has been asked for (nothing left to prefetch). */
  started?: () => boolean;
}

/** What prefetchIslandsWhenIdle started: its cancel (what is in flight is aborted, nothing more is started). */
export interface Prefetch {
  cancel: () => void;
}

/**
 * On a page with a form: after load, when idle, fetches (without running) what its first touch will run; the
 * whole of it cancelled when the visitor leaves the page (page-leaving.ts).
 */
export function prefetchIslandsWhenIdle(
  doc: Document,
  { islandsEntry, hostManifest = '/mf-manifest.json', started = () => false }: PrefetchOptions,
): Prefetch | undefined {
  const view = doc.defaultView;
  if (!view || !doc.querySelector(`[${islandAttribute}][${islandLoadAttribute}="interaction"]`)) return undefined;
  const connection = (view.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return undefined;
  const controller = new AbortController();
  const { signal } = controller;
  const cancel = () => controller.abort();
  const stopListening = whenLeaving(view, cancel);
  signal.addEventListener('abort', stopListening, { once: true });
  const run = () => {
    if (signal.aborted || started()) return;
    warm(view, new URL(islandsEntry, view.location.href).href, signal);
    const hostUrl = new URL(hostManifest, view.location.href).href;
    prefetchFrom(view, hostUrl, hostSharedFiles, signal).catch(() => undefined);
    for (const manifest of formManifests(doc)) {
      // A remote down: its first touch will say so.
      prefetchFrom(view, manifest, islandFiles, signal).catch(() => undefined);
    }
  };
  afterLoad(doc, () => {
    if (!signal.aborted) whenIdle(view, run, fallbackDelayMs);
  });
  return { cancel };
}
