// The visitor's __session cookie: the one cookie Firebase Hosting passes to Cloud Run (and keys its cache on), so
// everything the render server keeps for a visitor shares its one value, parts joined by "~":
//   <draw>~<preview>~<preview>…
//   draw     the canary draw, `canary.<key>` or `current.<key>` (canary-visitors.ts), when a canary runs
//   preview  a preview's signed token, `rp1.<payload>.<mac>` (preview-token.ts), one per previewed remote
// A cookie with no preview is the draw alone, byte for byte as before previews.
import { canaryCookie } from '@stallions/shared-config/releases';
import { cookieValue } from '@stallions/shared-router/locale';
import { previewTokenPrefix } from './preview-token';

export interface VisitorSession {
  /** The canary draw as the cookie holds it (checked by canary-visitors.ts), if any. */
  draw?: string;
  /** The preview tokens, unchecked: preview-token.ts checks them. */
  previews: string[];
}

/** At most this many preview tokens are read from a cookie (one per remote is all that is ever kept). */
const maxPreviews = 8;
const separator = '~';

export function readSession(cookieHeader: string | undefined): VisitorSession {
  const parts = (cookieValue(cookieHeader, canaryCookie) ?? '').split(separator);
  const previews = parts.filter((part) => part.startsWith(previewTokenPrefix));
  const draw = parts.find((part) => part !== '' && !part.startsWith(previewTokenPrefix));
  return { ...(draw !== undefined ? { draw } : {}), previews: previews.slice(0, maxPreviews) };
}

/** 30 days: a visitor stays where they were drawn for as long as a canary usually lasts. */
const cookieMaxAge = 30 * 24 * 60 * 60;

/** The Set-Cookie of this session; an empty one removes the cookie. */
export function sessionCookie({ draw, previews }: VisitorSession, secure: boolean): string {
  const value = [...(draw !== undefined ? [draw] : []), ...previews].join(separator);
  const attributes = `Path=/; Max-Age=${value ? cookieMaxAge : 0}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  return `${canaryCookie}=${value}; ${attributes}`;
}
