import { formTokenSlot } from '@stallions/shared-config/actions';
import { checkFormToken, hasFormTokenSlot, issueFormToken, stampFormToken } from './form-token';

const secret = 'server-secret';
const join = { path: '/get-involved/join', language: 'fr' };
const ages = { minSeconds: 3, maxSeconds: 24 * 60 * 60 };
const issued = new Date('2026-11-27T12:00:00Z');
const after = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
const token = issueFormToken(secret, join, issued);

describe('a form token', () => {
  it('is valid between its minimum and maximum age, for its form and language', () => {
    expect(checkFormToken(secret, token, join, after(3), ages)).toBe('valid');
    expect(checkFormToken(secret, token, join, after(60), ages)).toBe('valid');
    expect(checkFormToken(secret, token, join, after(24 * 60 * 60), ages)).toBe('valid');
  });

  it('is early before the minimum (a script that never read the page), expired after the maximum', () => {
    expect(checkFormToken(secret, token, join, after(0), ages)).toBe('early');
    expect(checkFormToken(secret, token, join, after(2.999), ages)).toBe('early');
    // Issued "in the future" (another server's clock ahead): early as well, never valid.
    expect(checkFormToken(secret, token, join, after(-10), ages)).toBe('early');
    expect(checkFormToken(secret, token, join, after(24 * 60 * 60 + 1), ages)).toBe('expired');
  });

  it('is bound to its form, its language and the secret', () => {
    expect(checkFormToken(secret, token, { ...join, path: '/get-involved/donate' }, after(10), ages)).toBe('missing');
    expect(checkFormToken(secret, token, { ...join, language: 'en' }, after(10), ages)).toBe('missing');
    expect(checkFormToken('another-secret', token, join, after(10), ages)).toBe('missing');
  });

  it('cannot be moved in time or forged: any change to its parts is missing', () => {
    const [version, time, signature] = token.split('.') as [string, string, string];
    const older = (parseInt(time, 36) - 60_000).toString(36);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [
      `${version}.${older}.${signature}`,
      `${version}.${time}.${flipped}`,
      `${version}.${time}.`,
      `v2.${time}.${signature}`,
      `${version}.${time}`,
      `${token}.x`,
      '',
      undefined,
      formTokenSlot,
    ])
      expect(checkFormToken(secret, forged, join, after(10), ages)).toBe('missing');
  });

  it('is written into every slot of a page, and a page without a form has none', () => {
    const html = Buffer.from(`<form><input type="hidden" name="formToken" value="${formTokenSlot}"></form>`);
    expect(hasFormTokenSlot(html)).toBe(true);
    expect(stampFormToken(html, token).toString()).toBe(
      `<form><input type="hidden" name="formToken" value="${token}"></form>`,
    );
    expect(hasFormTokenSlot(Buffer.from('<main><p>No form</p></main>'))).toBe(false);
  });
});
