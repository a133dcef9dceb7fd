// The page view's token: what makes a field beacon count. A beacon is unauthenticated by nature (anything the
// page script sends, a script can send), so the facts a canary is judged by are not the beacon's to say: the
// render server signs them into every page it renders, and the beacon only carries the signature back.
//
//   pv1.<payload>.<mac>
//   payload  base64url of JSON {"r":{<remote>:<release>,…},"s":"canary"|"current","iat":<s>,"exp":<s>}
//            r: the release of each remote the page was rendered with; s: the renderer that drew it (the
//            canary's or the current releases'); iat, exp: issued and expires, in seconds since the epoch
//   mac      base64url of HMAC-SHA256(server secret, "field-page-view\0" + "pv1." + payload)
//
// The secret is the one the forms' keyed hashes use (ActionHost.secret: FORM_SECRET in production, the data
// folder's form-secret locally). The label keeps a page-view token from ever being the MAC of anything else the
// secret signs (the form tokens, the clients' hashes).
//
// A page's token is issued when the page is rendered and is cached with it (the render server's page cache,
// the CDN, a browser's back/forward cache), so it is the same for every visitor of that render and lives long:
// seven days. Its issued time is the start of the hour it was rendered in, so the renders of one page in one
// hour (another instance, a cache emptied) are byte for byte the same and keep their ETag. A token proves that
// the server rendered such a page within its life, not who loads it: one client's weight is bounded elsewhere
// (the beacons' limit per client, the judgement's share cap per client).
import type { CanarySide } from '@stallions/shared-config/field';
import { releaseIdPattern } from '@stallions/shared-config/releases';
import { openExpiringToken, signToken, type TokenKind, type TokenLife } from '../signed-token';

/** How long a page view's token is valid: a page is cached, kept open, restored from the back/forward cache. */
export const pageViewTokenLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** How far in the future a token's issued time may be (another instance's clock). */
const clockSkewMs = 5 * 60 * 1000;

const hourMs = 60 * 60 * 1000;
const kind: TokenKind = { version: 'pv1', label: 'field-page-view' };

/** What a valid token says of its page view. */
interface PageViewClaims extends TokenLife {
  /** The release of each remote the page was rendered with. */
  releases: Record<string, string>;
  side: CanarySide;
}

export type TokenCheck =
  | { ok: true; claims: PageViewClaims }
  | { ok: false; reason: 'missing' | 'malformed' | 'signature' | 'expired' | 'not yet valid' };

const remoteNamePattern = /^[a-z][A-Za-z0-9]{0,39}$/;

/**
 * A token for a page rendered now with these releases by the `side` renderer. Issued at the start of the hour
 * (see above); valid for `lifetimeMs` from then.
 */
export function issuePageViewToken(
  secret: string,
  { releases, side }: { releases: Record<string, string>; side: CanarySide },
  now: Date,
  lifetimeMs = pageViewTokenLifetimeMs,
): string {
  const issued = Math.floor(now.getTime() / hourMs) * hourMs;
  return signToken(secret, kind, {
    r: releases,
    s: side,
    iat: issued / 1000,
    exp: Math.floor((issued + lifetimeMs) / 1000),
  });
}

/** The payload's facts, checked field by field; undefined when it is not one this server writes. */
function readPayload(
  value: unknown,
): (Omit<PageViewClaims, keyof TokenLife> & { iat: number; exp: number }) | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { r, s, iat, exp } = value as Record<string, unknown>;
  if (s !== 'canary' && s !== 'current') return undefined;
  if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return undefined;
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return undefined;
  const releases = Object.entries(r as Record<string, unknown>);
  if (
    releases.length > 32 ||
    !releases.every(
      ([remote, release]) =>
        remoteNamePattern.test(remote) && typeof release === 'string' && releaseIdPattern.test(release),
    )
  )
    return undefined;
  return {
    releases: Object.fromEntries(releases) as Record<string, string>,
    side: s,
    iat: iat as number,
    exp: exp as number,
  };
}

/**
 * What a beacon's token proves at `now`: its page view's releases and side, when this secret signed it and it has
 * not expired; otherwise why not. Constant-time on the MAC; nothing of an unsigned payload is read.
 */
export function verifyPageViewToken(
  secret: string,
  token: string | undefined,
  now: Date,
  lifetimeMs = pageViewTokenLifetimeMs,
): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const opened = openExpiringToken(secret, kind, token, readPayload, lifetimeMs);
  if (!opened.ok) return opened;
  const { payload, life } = opened;
  if (payload.iat * 1000 > now.getTime() + clockSkewMs) return { ok: false, reason: 'not yet valid' };
  if (now.getTime() >= payload.exp * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { releases: payload.releases, side: payload.side, ...life } };
}
