// What the page script (shell/src/site.ts) and the render server agree on for field measurement, in plain
// constants: the page script imports these without the schema (valibot), which stays on the server
// (./field). The beacon's shape is ./field's `PageViewBeacon` and `ErrorBeacon` (type-only imports).

/** Where the page script sends its beacons (a POST on the page's own origin). */
export const fieldEndpoint = '/api/field';

/**
 * The page view's signed token (render-server/src/field/page-view-token.ts): the render server writes it into each
 * page's state (the JSON of pageStateElementId, at the document's end, outside the first view's bytes) under this
 * key; the page script sends it with every beacon, and a beacon without a valid one is dropped. The releases and
 * the canary side a record keeps are the token's.
 */
export const fieldTokenStateKey = 'fieldToken';

/** A beacon's largest body, in bytes (UTF-8): past it the server answers 413 and stores nothing. */
export const fieldBeaconMaxBytes = 8 * 1024;

/** At most this many error beacons per page view: a loop that throws cannot flood the collector. */
export const fieldMaxErrorBeacons = 5;
