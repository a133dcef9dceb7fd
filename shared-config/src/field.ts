// Field measurement: what a visitor's browser reports of each page view, as the page script sends it
// (a beacon) and as the render server stores it (a record).
// - A beacon is a page view (its largest contentful paint, cumulative layout shift and interaction to next
//   paint with their attribution, its islands' fates and its count of uncaught errors) or one uncaught error,
//   tagged with the page's address (the path: never its query), language and the remote that owns it, and
//   carrying the page view's signed token (fieldTokenStateKey: the releases the page was rendered with and its
//   canary side, signed by the render server). Checked here (valibot, as the runtime config) and refused past
//   fieldBeaconMaxBytes. A beacon names no release: whatever it says of releases is not read.
// - A record is a beacon flattened, with the time the server received it, the releases and canary side of its
//   token ('canary' or 'current': which renderer drew the page, never who saw it) and a keyed hash of the
//   client's address (`client`: HMAC with the server secret, so one client's weight in a judgement can be
//   capped; the address itself is never stored). Flat, lowercase snake_case names, because the production store
//   is BigQuery fed by a Cloud Logging sink, which lowercases every field name of a structured entry and makes a
//   column of each: one record has the same names in the local store, in a JSONL export and in BigQuery, so one
//   reader and one set of computations serve them all.
// No IP address, no identifier sent or made by the browser, no query string, no typed value; error messages are
// cut and masked (e-mail addresses, long digit runs) before they are stored.
import * as v from 'valibot';
import { fieldBeaconMaxBytes } from './field-contract';

export * from './field-contract';

/** A remote's name as the runtime config spells it, or `shell` (the pages the shell itself owns). */
const remoteName = v.pipe(v.string(), v.regex(/^[a-z][A-Za-z0-9]{0,39}$/, 'a remote name'));
/** A duration in milliseconds from the page's start (or its activation): an hour at most. */
const ms = v.pipe(v.number(), v.minValue(0), v.maxValue(3_600_000));
const selector = v.pipe(v.string(), v.maxLength(200));
const scriptUrl = v.pipe(v.string(), v.maxLength(500), v.url());
const address = v.pipe(v.string(), v.maxLength(500), v.regex(/^\/[^?#\s]*$/, 'a path, without query'));
const language = v.pipe(v.string(), v.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/, 'a language tag'));
const islandName = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'an island name'));
/** Module Federation's error codes (RUNTIME-008, …) or a short code of the host's own. */
const errorCode = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9-]{0,31}$/, 'an error code'));
const lineNumber = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000));

/** web-vitals' names: a prerendered page activated, a page restored from the back/forward cache, … */
export const navigationTypes = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;
export type NavigationType = (typeof navigationTypes)[number];

const common = {
  address,
  lng: language,
  /** The remote that owns the page (its section), or `shell`. */
  remote: remoteName,
  /**
   * The page view's token as the page carries it (fieldTokenStateKey): checked by the render server, which takes
   * the page's releases and canary side from it. Its shape is the server's business; here only its size.
   */
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
  navigationType: v.picklist(navigationTypes),
};

const pageViewSchema = v.object({
  kind: v.literal('view'),
  ...common,
  lcp: v.optional(
    v.object({
      value: ms,
      /** The LCP element, as a short selector. */
      element: v.optional(selector),
      /** web-vitals' LCP phases; they add up to the value. */
      phases: v.object({ ttfb: ms, loadDelay: ms, loadDuration: ms, renderDelay: ms }),
    }),
  ),
  cls: v.optional(
    v.object({ value: v.pipe(v.number(), v.minValue(0), v.maxValue(100)), largestShiftTarget: v.optional(selector) }),
  ),
  inp: v.optional(
    v.object({
      value: ms,
      inputDelay: ms,
      processing: ms,
      presentation: ms,
      /** The element interacted with, as a short selector. */
      target: v.optional(selector),
      /** The script that ran longest in the interaction's long animation frames (a release's address names it). */
      scriptUrl: v.optional(scriptUrl),
    }),
  ),
  /** Each island of the page: loaded (`ok`), failed to load (`ok: false`, with the federation's code), or untouched. */
  islands: v.pipe(
    v.array(
      v.object({ remote: remoteName, name: islandName, ok: v.optional(v.boolean()), code: v.optional(errorCode) }),
    ),
    v.maxLength(20),
  ),
  /** Uncaught errors and unhandled rejections during the page view. */
  errors: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
});

const errorBeaconSchema = v.object({
  kind: v.literal('error'),
  ...common,
  type: v.picklist(['error', 'rejection']),
  message: v.pipe(v.string(), v.maxLength(1000)),
  scriptUrl: v.optional(scriptUrl),
  line: v.optional(lineNumber),
  column: v.optional(lineNumber),
});

const beaconSchema = v.variant('kind', [pageViewSchema, errorBeaconSchema]);
/** A beacon's body: one beacon or a few (errors sent together). */
const beaconBodySchema = v.union([beaconSchema, v.pipe(v.array(beaconSchema), v.minLength(1), v.maxLength(10))]);

export type PageViewBeacon = v.InferOutput<typeof pageViewSchema>;
export type ErrorBeacon = v.InferOutput<typeof errorBeaconSchema>;
export type FieldBeacon = PageViewBeacon | ErrorBeacon;

export type ParsedBeacon = { ok: true; beacons: FieldBeacon[] } | { ok: false; status: 400 | 413; reason: string };

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** Reads a beacon's body: its beacons, or why it is refused (413 past the size limit, 400 otherwise). */
export function parseBeacon(text: string, maxBytes = fieldBeaconMaxBytes): ParsedBeacon {
  if (text.length > maxBytes || utf8Length(text) > maxBytes)
    return { ok: false, status: 413, reason: `larger than ${maxBytes} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, reason: 'not JSON' };
  }
  const result = v.safeParse(beaconBodySchema, json);
  if (!result.success) {
    const problems = result.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    return { ok: false, status: 400, reason: problems.join('; ') };
  }
  return { ok: true, beacons: Array.isArray(result.output) ? result.output : [result.output] };
}

// The records.

/** Which side of a canary a visitor was drawn into (from the server's reading of __session). */
export type CanarySide = 'canary' | 'current';

/** One stored record: a beacon flattened, with when it was received and its token's releases and side. */
export interface FieldRecord {
  /** When the server received it (ISO 8601). */
  at: string;
  kind: 'view' | 'error';
  address: string;
  lng: string;
  /** The remote that owns the page, or `shell`. */
  remote: string;
  /** That remote's release (none for the shell's own pages). */
  release?: string;
  /** The page's canary side, from its token: rendered by the canary's renderer or by the current releases'. */
  side?: CanarySide;
  releases: { remote: string; release: string }[];
  /**
   * A keyed hash of the client's address (HMAC-SHA256 with the server secret, cut short): the same client gives
   * the same value, and the address cannot be read back from it. The judgement caps each client's share with it.
   * Absent from records written before page views were signed (the judgement leaves those out).
   */
  client?: string;
  navigation_type: NavigationType;
  // A page view:
  lcp?: number;
  lcp_element?: string;
  lcp_ttfb?: number;
  lcp_load_delay?: number;
  lcp_load_duration?: number;
  lcp_render_delay?: number;
  cls?: number;
  cls_target?: string;
  inp?: number;
  inp_input_delay?: number;
  inp_processing?: number;
  inp_presentation?: number;
  inp_target?: string;
  inp_script?: string;
  islands?: { remote: string; release?: string; name: string; ok?: boolean; code?: string }[];
  errors?: number;
  // An error:
  error_type?: 'error' | 'rejection';
  /** Not `message`: that is the Cloud Logging entry's own field (`field`, what the sink routes on). */
  error_message?: string;
  script?: string;
  line?: number;
  column?: number;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** A script's address without its query or fragment (a query can carry what is not ours to keep). */
export const plainUrl = (url: string) => url.replace(/[?#].*$/, '');

/** An error message as stored: one line, cut to 200 characters, e-mail addresses and long digit runs masked. */
export function scrubMessage(message: string): string {
  return message
    .replace(/\s+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '<email>')
    .replace(/\d[\d ().-]{5,}\d/g, (run) => (run.replace(/\D/g, '').length >= 6 ? '<number>' : run))
    .trim()
    .slice(0, 200);
}

/** Drops the keys whose value is undefined (a record stores only what it has). */
function defined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** What the server adds to a beacon: when it arrived, what its token says, and who sent it (a keyed hash). */
export interface Received {
  at: Date;
  /** The release of each remote the page was rendered with: the token's, never the beacon's. */
  releases: Record<string, string>;
  /** The page's canary side: the token's. */
  side?: CanarySide;
  /** The keyed hash of the client's address. */
  client?: string;
}

/** The record the server stores for a beacon it received (`received`: its time, its token's facts, its client). */
export function toFieldRecord(beacon: FieldBeacon, received: Received): FieldRecord {
  const releases = Object.entries(received.releases).map(([remote, release]) => ({ remote, release }));
  const base: FieldRecord = {
    at: received.at.toISOString(),
    kind: beacon.kind,
    address: beacon.address,
    lng: beacon.lng,
    remote: beacon.remote,
    release: received.releases[beacon.remote],
    side: received.side,
    releases,
    client: received.client,
    navigation_type: beacon.navigationType,
  };
  if (beacon.kind === 'error')
    return defined({
      ...base,
      error_type: beacon.type,
      error_message: scrubMessage(beacon.message),
      script: beacon.scriptUrl === undefined ? undefined : plainUrl(beacon.scriptUrl),
      line: beacon.line,
      column: beacon.column,
    });
  const { lcp, cls, inp } = beacon;
  return defined({
    ...base,
    lcp: lcp && round(lcp.value),
    lcp_element: lcp?.element,
    lcp_ttfb: lcp && round(lcp.phases.ttfb),
    lcp_load_delay: lcp && round(lcp.phases.loadDelay),
    lcp_load_duration: lcp && round(lcp.phases.loadDuration),
    lcp_render_delay: lcp && round(lcp.phases.renderDelay),
    cls: cls && round(cls.value, 4),
    cls_target: cls?.largestShiftTarget,
    inp: inp && round(inp.value),
    inp_input_delay: inp && round(inp.inputDelay),
    inp_processing: inp && round(inp.processing),
    inp_presentation: inp && round(inp.presentation),
    inp_target: inp?.target,
    inp_script: inp?.scriptUrl === undefined ? undefined : plainUrl(inp.scriptUrl),
    islands: beacon.islands.map((island) => defined({ ...island, release: received.releases[island.remote] })),
    errors: beacon.errors,
  });
}

// Reading records back (the local store, a JSONL export, BigQuery rows): checked, so a stray line is skipped.

const storedNumber = v.pipe(v.number(), v.finite());
const storedText = v.pipe(v.string(), v.maxLength(1000));
const storedRecordSchema = v.object({
  at: v.pipe(v.string(), v.isoTimestamp()),
  kind: v.picklist(['view', 'error']),
  address: storedText,
  lng: storedText,
  remote: storedText,
  release: v.optional(storedText),
  side: v.optional(v.picklist(['canary', 'current'])),
  releases: v.array(v.object({ remote: storedText, release: storedText })),
  client: v.optional(v.pipe(v.string(), v.maxLength(100))),
  navigation_type: v.picklist(navigationTypes),
  lcp: v.optional(storedNumber),
  lcp_element: v.optional(storedText),
  lcp_ttfb: v.optional(storedNumber),
  lcp_load_delay: v.optional(storedNumber),
  lcp_load_duration: v.optional(storedNumber),
  lcp_render_delay: v.optional(storedNumber),
  cls: v.optional(storedNumber),
  cls_target: v.optional(storedText),
  inp: v.optional(storedNumber),
  inp_input_delay: v.optional(storedNumber),
  inp_processing: v.optional(storedNumber),
  inp_presentation: v.optional(storedNumber),
  inp_target: v.optional(storedText),
  inp_script: v.optional(storedText),
  islands: v.optional(
    v.array(
      v.object({
        remote: storedText,
        release: v.optional(storedText),
        name: storedText,
        ok: v.optional(v.boolean()),
        code: v.optional(storedText),
      }),
    ),
  ),
  errors: v.optional(storedNumber),
  error_type: v.optional(v.picklist(['error', 'rejection'])),
  error_message: v.optional(storedText),
  script: v.optional(storedText),
  line: v.optional(storedNumber),
  column: v.optional(storedNumber),
});

/** Nulls (BigQuery's absent columns) as absent keys, recursively. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== null)
      .map(([key, entry]) => [key, withoutNulls(entry)]),
  );
}

/** A stored record read back; undefined when it is not one. BigQuery's timestamps (`…+00:00`, a space) are accepted. */
export function readFieldRecord(input: unknown): FieldRecord | undefined {
  const value = withoutNulls(input) as Record<string, unknown> | undefined;
  if (value && typeof value === 'object' && typeof value.at === 'string') {
    const at = new Date(value.at);
    if (!Number.isNaN(at.getTime())) value.at = at.toISOString();
  }
  const result = v.safeParse(storedRecordSchema, value);
  return result.success ? (result.output as FieldRecord) : undefined;
}
