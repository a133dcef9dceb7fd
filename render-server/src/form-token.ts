// The form view's token: proof that a post comes from a form this server showed, and when. Signed with the server
// secret over the form's page, its language and the time it was issued; the post's age decides:
//   younger than the minimum   a script that never read the page (a person takes seconds to fill a form)
//   older than the maximum     a page left open for days, or a token kept to replay
// Either way the form comes back with every value kept and a fresh token: nothing typed is lost.
//
// Form pages are rendered once and kept (page-cache.ts) with formTokenSlot where the token goes; each answer that
// shows a form gets its own token written in (stampFormToken), so no cache freezes one. Such answers are
// `private`: a shared cache (the CDN) must not keep a token for everyone.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formTokenSlot, type FormTokenAges, type FormTokenVerdict } from '@stallions/shared-config/actions';

/** The form a token is for: its page (without language prefix) and the language it was shown in. */
export interface TokenForm {
  path: string;
  language: string;
}

const version = 'v1';

const signatureOf = (secret: string, form: TokenForm, issuedMs: number) =>
  createHmac('sha256', secret)
    .update(['form-token', version, form.path, form.language, String(issuedMs)].join('\u0000'))
    .digest('base64url');

/** A token for a view of `form` shown at `now`: `v1.<issued ms, base 36>.<HMAC-SHA256, base64url>`. */
export function issueFormToken(secret: string, form: TokenForm, now: Date): string {
  const issuedMs = now.getTime();
  return `${version}.${issuedMs.toString(36)}.${signatureOf(secret, form, issuedMs)}`;
}

/** What a posted token says of the post, by its signature and its age at `now`. */
export function checkFormToken(
  secret: string,
  token: string | undefined,
  form: TokenForm,
  now: Date,
  ages: FormTokenAges,
): FormTokenVerdict {
  const parts = token?.split('.');
  if (!parts || parts.length !== 3 || parts[0] !== version || !/^[0-9a-z]{1,12}$/.test(parts[1]!)) return 'missing';
  const issuedMs = parseInt(parts[1]!, 36);
  const expected = Buffer.from(signatureOf(secret, form, issuedMs));
  const given = Buffer.from(parts[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'missing';
  const ageMs = now.getTime() - issuedMs;
  if (ageMs < ages.minSeconds * 1000) return 'early';
  if (ageMs > ages.maxSeconds * 1000) return 'expired';
  return 'valid';
}

/** The slot's text as the page's HTML carries it (an attribute value: escaping leaves it as it is). */
const slotBytes = Buffer.from(formTokenSlot);

/** Whether a page's HTML has a form token's slot. */
export const hasFormTokenSlot = (html: Buffer) => html.includes(slotBytes);

/** The page's HTML with a token in every slot (the token's characters need no escaping in an attribute). */
export function stampFormToken(html: Buffer, token: string): Buffer {
  return Buffer.from(html.toString('utf8').replaceAll(formTokenSlot, token));
}
