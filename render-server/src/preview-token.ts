// A preview's link and cookie. `npm run -s release -- <remote> --preview` publishes a release that is current for
// nobody and prints a link, <site>/preview?token=<token>; the render server keeps the token of each link a visitor
// opened in their __session cookie (session-cookie.ts) and renders their pages with those releases
// (preview-tracks.ts). Nothing the browser sends is believed but what this server signed:
//
//   rp1.<payload>.<mac>
//   payload  base64url of JSON {"r":<remote>,"id":<release>,"iat":<s>,"exp":<s>}
//            r: the remote, one of the site's; id: its release; iat: when the preview was published (the
//            pointer's previews[].issuedAt, to the second); exp: iat + 7 days at most
//   mac      base64url of HMAC-SHA256(server secret, "release-preview\0" + "rp1." + payload)
//
// The secret is the forms' and the page views' (FORM_SECRET in production, the data folder's form-secret
// locally); the label keeps a preview token from ever being the MAC of anything else it signs. A valid token is
// honoured only while the remote's pointer lists its release as a preview issued at the same second
// (`allowedBy`): `--revoke` takes it off the list, and a release previewed again gets a new issued time, so
// every link made before is refused.
import { releaseIdPattern } from '@stallions/shared-config/releases';
import { openExpiringToken, signToken, type TokenKind, type TokenLife } from './signed-token';

/** How long a preview link is valid. */
export const previewLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The first part of every preview token: what tells one apart from the canary's draw in the cookie. */
const kind: TokenKind = { version: 'rp1', label: 'release-preview', maxPayloadChars: 400 };
export const previewTokenPrefix = `${kind.version}.`;

/** What a valid token says: a remote's release, previewed from `issuedAt` until `expiresAt`. */
interface PreviewClaims extends TokenLife {
  remote: string;
  id: string;
}

export type PreviewCheck =
  | { ok: true; claims: PreviewClaims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'unknown remote' | 'revoked' };

/** The token of a preview of `remote`'s release `id` published at `issuedAt` (seconds are kept). */
export function issuePreviewToken(
  secret: string,
  { remote, id, issuedAt }: { remote: string; id: string; issuedAt: Date },
  lifetimeMs = previewLifetimeMs,
): string {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  return signToken(secret, kind, { r: remote, id, iat, exp: iat + Math.floor(lifetimeMs / 1000) });
}

/** The payload's facts, each checked; undefined when it is not one this server writes. */
function readPayload(value: unknown): { r: string; id: string; iat: number; exp: number } | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { r, id, iat, exp } = value as Record<string, unknown>;
  if (typeof r !== 'string' || typeof id !== 'string' || !releaseIdPattern.test(id)) return undefined;
  if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return undefined;
  return { r, id, iat: iat as number, exp: exp as number };
}

/**
 * What a token proves at `now`: a preview of one of `remotes` (exactly: the site's remote names), signed by this
 * secret, not expired; otherwise why not. Constant-time on the MAC; nothing of an unsigned payload is read.
 */
export function verifyPreviewToken(
  secret: string,
  token: string,
  now: Date,
  remotes: readonly string[],
  lifetimeMs = previewLifetimeMs,
): PreviewCheck {
  const opened = openExpiringToken(secret, kind, token, readPayload, lifetimeMs);
  if (!opened.ok) return opened;
  const { payload, life } = opened;
  if (!remotes.includes(payload.r)) return { ok: false, reason: 'unknown remote' };
  if (now.getTime() >= payload.exp * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { remote: payload.r, id: payload.id, ...life } };
}

/** A remote's previews as its pointer lists them (shared-config/releases: previews). */
export type PreviewList = Record<string, readonly { id: string; issuedAt: string }[] | undefined>;

/** Whether the pointers still list this preview, published at the same second (not revoked, not published again). */
const allowedBy = (list: PreviewList, { remote, id, issuedAt }: PreviewClaims) =>
  (list[remote] ?? []).some(
    (preview) => preview.id === id && Math.floor(Date.parse(preview.issuedAt) / 1000) * 1000 === issuedAt.getTime(),
  );

/** The previews a visitor's cookie holds, checked: what they get, and what the cookie should keep of them. */
export interface HeldPreviews {
  /** Each previewed remote's release (one per remote: the last valid token of a remote wins). */
  pins: Record<string, string>;
  /** The tokens to keep, one per remote, in the order they were held. */
  kept: string[];
  /** Whether any token was dropped (expired, tampered, revoked, another of its remote's after it). */
  dropped: boolean;
}

export function heldPreviews(
  tokens: readonly string[],
  check: (token: string) => PreviewCheck,
  list: PreviewList,
): HeldPreviews {
  const byRemote = new Map<string, { token: string; id: string }>();
  let valid = 0;
  for (const token of tokens) {
    const result = check(token);
    if (!result.ok || !allowedBy(list, result.claims)) continue;
    valid++;
    byRemote.delete(result.claims.remote); // re-inserted last: the order of the cookie
    byRemote.set(result.claims.remote, { token, id: result.claims.id });
  }
  const kept = [...byRemote.values()];
  return {
    pins: Object.fromEntries([...byRemote].map(([remote, { id }]) => [remote, id])),
    kept: kept.map(({ token }) => token),
    dropped: valid !== tokens.length || kept.length !== valid,
  };
}
