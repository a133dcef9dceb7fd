// The page view's token: issued with the server secret over the page's releases and side, valid for seven days
// from the hour it was issued in; a token of another secret, one tampered with, one expired or not yet valid,
// and anything that is not one are refused.
import { createHmac } from 'node:crypto';
import { issuePageViewToken, pageViewTokenLifetimeMs, verifyPageViewToken } from './page-view-token';

const secret = 'a-test-secret-of-at-least-32-characters!';
const releases = { about: 'a1', getInvolved: 'rel-b', causes: 'unreleased-0123456789ab', news: 'n1' };
const rendered = new Date('2026-12-01T10:42:17.123Z');
const day = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(rendered.getTime() + ms);

const token = issuePageViewToken(secret, { releases, side: 'canary' }, rendered);

/** The token's payload, decoded (it is signed, not secret). */
const payloadOf = (text: string) =>
  JSON.parse(Buffer.from(text.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

/** The token with its payload changed and its MAC kept. */
function tampered(change: (payload: Record<string, unknown>) => void): string {
  const [version, , mac] = token.split('.');
  const payload = payloadOf(token);
  change(payload);
  return `${version}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${mac}`;
}

it('is pv1.<payload>.<mac>, in characters an HTML attribute keeps as they are, a few hundred at most', () => {
  expect(token).toMatch(/^pv1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  expect(token.length).toBeLessThan(400);
  expect(payloadOf(token)).toEqual({
    r: releases,
    s: 'canary',
    iat: Date.parse('2026-12-01T10:00:00.000Z') / 1000,
    exp: Date.parse('2026-12-08T10:00:00.000Z') / 1000,
  });
});

it('says what the page was rendered with, from the start of its hour for seven days', () => {
  expect(verifyPageViewToken(secret, token, later(0))).toEqual({
    ok: true,
    claims: {
      releases,
      side: 'canary',
      issuedAt: new Date('2026-12-01T10:00:00.000Z'),
      expiresAt: new Date('2026-12-08T10:00:00.000Z'),
    },
  });
  expect(pageViewTokenLifetimeMs).toBe(7 * day);
  // The last moment it is valid, and the first it is not.
  const expires = Date.parse('2026-12-08T10:00:00.000Z');
  expect(verifyPageViewToken(secret, token, new Date(expires - 1)).ok).toBe(true);
  expect(verifyPageViewToken(secret, token, new Date(expires))).toEqual({ ok: false, reason: 'expired' });
  expect(verifyPageViewToken(secret, token, later(30 * day))).toEqual({ ok: false, reason: 'expired' });
});

it('is the same for every render of the same page in the same hour (another instance, a cache emptied)', () => {
  expect(issuePageViewToken(secret, { releases, side: 'canary' }, later(10 * 60 * 1000))).toBe(token);
  expect(issuePageViewToken(secret, { releases, side: 'canary' }, later(60 * 60 * 1000))).not.toBe(token);
  expect(issuePageViewToken(secret, { releases, side: 'current' }, rendered)).not.toBe(token);
});

it('refuses a token of another secret', () => {
  const foreign = issuePageViewToken(
    'another-secret-of-at-least-32-characters',
    { releases, side: 'canary' },
    rendered,
  );
  expect(verifyPageViewToken(secret, foreign, rendered)).toEqual({ ok: false, reason: 'signature' });
  expect(verifyPageViewToken('another-secret-of-at-least-32-characters', token, rendered)).toEqual({
    ok: false,
    reason: 'signature',
  });
});

it.each([
  [
    'a release changed',
    (payload: Record<string, unknown>) => ((payload.r as Record<string, string>).getInvolved = 'made-up'),
  ],
  ['a release added', (payload: Record<string, unknown>) => ((payload.r as Record<string, string>).shop = 's1')],
  ['the side changed', (payload: Record<string, unknown>) => (payload.s = 'current')],
  ['the expiry moved', (payload: Record<string, unknown>) => (payload.exp = (payload.exp as number) + 86_400)],
  ['the issue time moved', (payload: Record<string, unknown>) => (payload.iat = (payload.iat as number) + 3_600)],
])('refuses a token with %s (its MAC kept)', (_case, change) => {
  expect(verifyPageViewToken(secret, tampered(change), rendered)).toEqual({ ok: false, reason: 'signature' });
});

it('refuses a token whose MAC was changed, cut or lengthened', () => {
  const [version, payload, mac] = token.split('.') as [string, string, string];
  const flipped = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
  for (const other of [flipped, mac.slice(0, -1), `${mac}A`, ''])
    expect(verifyPageViewToken(secret, `${version}.${payload}.${other}`, rendered)).toEqual({
      ok: false,
      reason: 'signature',
    });
});

it.each([
  ['nothing', undefined, 'missing'],
  ['an empty string', '', 'missing'],
  ['a form token', 'v1.mj3k2x.c2lnbmF0dXJl', 'malformed'],
  ['another version', token.replace(/^pv1/, 'pv2'), 'malformed'],
  ['two parts', token.split('.').slice(0, 2).join('.'), 'malformed'],
  ['four parts', `${token}.x`, 'malformed'],
  ['a payload that is not base64url', token.replace(/\.[^.]+\./, '.{"r":{}}.'), 'malformed'],
])('refuses %s', (_case, text, reason) => {
  expect(verifyPageViewToken(secret, text, rendered)).toEqual({ ok: false, reason });
});

it('refuses what this secret signed but this server would never issue', () => {
  const signed = (payload: object) => {
    // Signed as the issuer signs, so only the payload's content is wrong.
    const text = `pv1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${text}.${createHmac('sha256', secret).update(`field-page-view\u0000${text}`).digest('base64url')}`;
  };
  const iat = Date.parse('2026-12-01T10:00:00.000Z') / 1000;
  const good = { r: releases, s: 'current', iat, exp: iat + 7 * 86_400 };
  expect(verifyPageViewToken(secret, signed(good), rendered).ok).toBe(true);
  for (const payload of [
    { ...good, exp: iat + 30 * 86_400 }, // longer-lived than the server issues
    { ...good, exp: iat }, // expired as issued
    { ...good, s: 'preview' },
    { ...good, r: { about: '../x' } },
    { ...good, r: ['a1'] },
    { ...good, iat: 'yesterday' },
  ])
    expect(verifyPageViewToken(secret, signed(payload), rendered)).toEqual({ ok: false, reason: 'malformed' });
  // Issued an hour from now (past another instance's clock skew): not yet valid.
  const future = iat + 2 * 3_600;
  expect(verifyPageViewToken(secret, signed({ ...good, iat: future, exp: future + 86_400 }), rendered)).toEqual({
    ok: false,
    reason: 'not yet valid',
  });
});
