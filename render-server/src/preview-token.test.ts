import { createHmac } from 'node:crypto';
import {
  heldPreviews,
  issuePreviewToken,
  previewLifetimeMs,
  verifyPreviewToken,
  type PreviewList,
} from './preview-token';
import { readSession, sessionCookie } from './session-cookie';

const secret = 'a-server-secret-of-at-least-32-characters';
const remotes = ['about', 'getInvolved', 'causes', 'news'];
const issuedAt = new Date('2026-11-28T10:00:00.000Z');
const soon = new Date('2026-11-28T11:00:00.000Z');
const aboutP = issuePreviewToken(secret, { remote: 'about', id: 'rel-p', issuedAt });
const list: PreviewList = {
  about: [{ id: 'rel-p', issuedAt: '2026-11-28T10:00:00.000Z' }],
  news: [{ id: 'n2', issuedAt: '2026-11-28T10:00:00.000Z' }],
};

/** A token signed with `key` over this payload, as a forger who knew (or guessed) the format would write it. */
function forged(payload: object, key = secret) {
  const signed = `rp1.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signed}.${createHmac('sha256', key).update(`release-preview\u0000${signed}`).digest('base64url')}`;
}

describe('a preview token', () => {
  it('names its remote and release, valid for seven days from its issue', () => {
    expect(aboutP).toMatch(/^rp1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyPreviewToken(secret, aboutP, soon, remotes)).toEqual({
      ok: true,
      claims: {
        remote: 'about',
        id: 'rel-p',
        issuedAt,
        expiresAt: new Date(issuedAt.getTime() + previewLifetimeMs),
      },
    });
    const lastSecond = new Date(issuedAt.getTime() + previewLifetimeMs - 1000);
    expect(verifyPreviewToken(secret, aboutP, lastSecond, remotes).ok).toBe(true);
    expect(verifyPreviewToken(secret, aboutP, new Date(issuedAt.getTime() + previewLifetimeMs), remotes)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses another secret, any changed character, and a payload it would not write', () => {
    expect(verifyPreviewToken('another-secret-of-at-least-32-characters', aboutP, soon, remotes)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const [version, payload, mac] = aboutP.split('.') as [string, string, string];
    // Another release in the payload, the MAC kept.
    const other = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('rel-p', 'rel-q')).toString(
      'base64url',
    );
    expect(verifyPreviewToken(secret, `${version}.${other}.${mac}`, soon, remotes)).toEqual({
      ok: false,
      reason: 'signature',
    });
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyPreviewToken(secret, `${version}.${payload}.${flipped}`, soon, remotes).ok).toBe(false);
    for (const malformed of ['', 'rp1', 'rp1..', `pv1.${payload}.${mac}`, `${aboutP}.x`, `rp1.${payload}!.${mac}`])
      expect(verifyPreviewToken(secret, malformed, soon, remotes)).toMatchObject({ ok: false });
    // Signed with the secret, but not what this server writes: longer than seven days, a remote not the site's,
    // a release id that is no id.
    const iat = issuedAt.getTime() / 1000;
    expect(
      verifyPreviewToken(secret, forged({ r: 'about', id: 'p', iat, exp: iat + 30 * 86400 }), soon, remotes),
    ).toEqual({ ok: false, reason: 'malformed' });
    expect(
      verifyPreviewToken(secret, forged({ r: 'constructor', id: 'p', iat, exp: iat + 60 }), soon, remotes),
    ).toEqual({ ok: false, reason: 'unknown remote' });
    expect(verifyPreviewToken(secret, forged({ r: 'about', id: '../x', iat, exp: iat + 60 }), soon, remotes)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});

describe('the previews a cookie holds', () => {
  const check = (at: Date) => (token: string) => verifyPreviewToken(secret, token, at, remotes);
  const newsN2 = issuePreviewToken(secret, { remote: 'news', id: 'n2', issuedAt });

  it('several remotes combine; a later preview of the same remote replaces the earlier one', () => {
    expect(heldPreviews([aboutP, newsN2], check(soon), list)).toEqual({
      pins: { about: 'rel-p', news: 'n2' },
      kept: [aboutP, newsN2],
      dropped: false,
    });
    const aboutQ = issuePreviewToken(secret, { remote: 'about', id: 'rel-q', issuedAt });
    const both = { ...list, about: [...list.about!, { id: 'rel-q', issuedAt: issuedAt.toISOString() }] };
    expect(heldPreviews([aboutP, newsN2, aboutQ], check(soon), both)).toEqual({
      pins: { news: 'n2', about: 'rel-q' },
      kept: [newsN2, aboutQ],
      dropped: true,
    });
  });

  it('drops a revoked preview (off its pointer), one previewed again since, an expired or tampered one', () => {
    expect(heldPreviews([aboutP, newsN2], check(soon), { news: list.news })).toEqual({
      pins: { news: 'n2' },
      kept: [newsN2],
      dropped: true,
    });
    const again = { ...list, about: [{ id: 'rel-p', issuedAt: '2026-11-28T10:30:00.000Z' }] };
    expect(heldPreviews([aboutP], check(soon), again)).toMatchObject({ kept: [], dropped: true });
    const later = new Date(issuedAt.getTime() + previewLifetimeMs);
    expect(heldPreviews([aboutP, newsN2], check(later), list)).toEqual({ pins: {}, kept: [], dropped: true });
    expect(heldPreviews([`${aboutP}x`], check(soon), list)).toEqual({ pins: {}, kept: [], dropped: true });
  });
});

describe('the __session cookie', () => {
  it('keeps the canary draw and the previews in one value; without previews it is the draw alone, as before', () => {
    expect(readSession(undefined)).toEqual({ previews: [] });
    expect(readSession('lng=fr; __session=canary.0123456789')).toEqual({ draw: 'canary.0123456789', previews: [] });
    expect(sessionCookie({ draw: 'current.0123456789', previews: [] }, true)).toBe(
      '__session=current.0123456789; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly; Secure',
    );
    const both = sessionCookie({ draw: 'canary.0123456789', previews: [aboutP] }, false);
    expect(both).toBe(`__session=canary.0123456789~${aboutP}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`);
    const value = both.split(';')[0]!;
    expect(readSession(value)).toEqual({ draw: 'canary.0123456789', previews: [aboutP] });
    expect(readSession(`__session=${aboutP}`)).toEqual({ previews: [aboutP] });
    // Every preview left with no draw: the cookie is removed.
    expect(sessionCookie({ previews: [] }, false)).toBe('__session=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly');
  });
});
