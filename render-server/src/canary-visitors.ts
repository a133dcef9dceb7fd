// Who gets a canary. A visitor is drawn once, at random, into the canary's share or out of it, and
// keeps that in the __session cookie (the one cookie Firebase Hosting passes to Cloud Run and keys its cache on),
// so they see the same release on every page. The cookie holds only "canary" or "current" and the canary it
// was drawn for: the CDN keeps at most two variants of a page, and a new canary draws everyone afresh.
import { createHash, randomInt } from 'node:crypto';
import { canaryCookie, type Canary } from '@stallions/shared-config/releases';
import { cookieValue } from '@stallions/shared-router/locale';

/** The canaries live now, as one group: its key (in the cookie) and the share of visitors it gets. */
export interface CanaryGroup {
  key: string;
  /** Several canaries at once share one group of visitors, as large as the smallest share. */
  percent: number;
}

export function canaryGroup(canaries: readonly Canary[]): CanaryGroup | undefined {
  if (canaries.length === 0) return undefined;
  const names = canaries.map(({ remote, id, percent }) => `${remote}=${id}@${percent}`).sort();
  return {
    key: createHash('sha256').update(names.join(',')).digest('hex').slice(0, 10),
    percent: Math.min(...canaries.map((canary) => canary.percent)),
  };
}

/** 30 days: a visitor stays where they were drawn for as long as a canary usually lasts. */
const cookieMaxAge = 30 * 24 * 60 * 60;

/**
 * Whether this request's visitor is in the group's canary; `setCookie` when they were drawn just now (their first
 * page since the canary began: that answer is theirs alone, so the CDN must not keep it).
 */
export function canaryMembership(
  cookieHeader: string | undefined,
  group: CanaryGroup,
  secure: boolean,
  draw: () => number = () => randomInt(100),
): { inCanary: boolean; setCookie?: string } {
  const [side, key] = (cookieValue(cookieHeader, canaryCookie) ?? '').split('.');
  if (key === group.key && (side === 'canary' || side === 'current')) return { inCanary: side === 'canary' };
  const inCanary = draw() < group.percent;
  const value = `${inCanary ? 'canary' : 'current'}.${group.key}`;
  return {
    inCanary,
    setCookie: `${canaryCookie}=${value}; Path=/; Max-Age=${cookieMaxAge}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
  };
}
