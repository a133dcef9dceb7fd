// The tokens the render server signs and reads back, of every kind: `<version>.<payload>.<mac>`, the payload
// base64url JSON, the mac base64url HMAC-SHA256(server secret, <label> "\0" <version> "." <payload>). Each kind has
// a label of its own, so a token of one kind is never the MAC of another's. The page views' (field/page-view-token.ts)
// and the previews' (preview-token.ts) are made and opened here, with the life their payloads state (iat, exp); each
// kind then checks the rest of its own payload.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenKind {
  version: string;
  label: string;
  /** At most this many characters of payload are read (none: no bound but the request's). */
  maxPayloadChars?: number;
}

type OpenedToken = { ok: true; payload: unknown } | { ok: false; reason: 'malformed' | 'signature' };

const macOf = (secret: string, label: string, signed: string) =>
  createHmac('sha256', secret).update(`${label}\u0000${signed}`).digest('base64url');

/** When a token's claims were issued and when they expire. */
export interface TokenLife {
  issuedAt: Date;
  expiresAt: Date;
}

/** The token of these claims (serialised as given: the same claims, the same bytes). */
export function signToken(secret: string, { version, label }: TokenKind, claims: object): string {
  const signed = `${version}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signed}.${macOf(secret, label, signed)}`;
}

/** The payload of a token this secret signed for this kind, else why not. Constant-time on the MAC. */
function openToken(secret: string, { version, label, maxPayloadChars }: TokenKind, token: string): OpenedToken {
  const parts = token.split('.');
  const payload = parts[1] ?? '';
  if (
    parts.length !== 3 ||
    parts[0] !== version ||
    (maxPayloadChars !== undefined && payload.length > maxPayloadChars) ||
    !/^[A-Za-z0-9_-]+$/.test(payload)
  )
    return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(macOf(secret, label, `${version}.${payload}`));
  const given = Buffer.from(parts[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  try {
    return { ok: true, payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/**
 * The payload of a token of a kind that expires (every kind so far), read by `read` (undefined: not one this server
 * writes), and the life its `iat` and `exp` (seconds since the epoch) state; else why not. A life that is empty or
 * longer than `lifetimeMs` is malformed: signed by this secret but longer-lived than this server issues, not one of
 * ours to honour. The kind then checks the rest (its own payload's facts, the clock).
 */
export function openExpiringToken<Payload extends { iat: number; exp: number }>(
  secret: string,
  kind: TokenKind,
  token: string,
  read: (payload: unknown) => Payload | undefined,
  lifetimeMs: number,
): { ok: true; payload: Payload; life: TokenLife } | { ok: false; reason: 'malformed' | 'signature' } {
  const opened = openToken(secret, kind, token);
  if (!opened.ok) return opened;
  const payload = read(opened.payload);
  if (!payload) return { ok: false, reason: 'malformed' };
  const { iat, exp } = payload;
  if (exp <= iat || (exp - iat) * 1000 > lifetimeMs) return { ok: false, reason: 'malformed' };
  return { ok: true, payload, life: { issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) } };
}
