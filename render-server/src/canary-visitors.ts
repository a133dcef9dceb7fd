// Who gets a canary. A visitor is drawn once, at random, into the canary's share or out of it, and
// keeps that in the __session cookie (the one cookie Firebase Hosting passes to Cloud Run and keys its cache on),
// so they see the same release on every page. The draw holds only "canary" or "current" and the canary it
// was drawn for: the CDN keeps at most two variants of a page, and a new canary draws everyone afresh. The
// cookie's value may hold previews beside it (session-cookie.ts), whose pages no shared cache keeps.
import { createHash, randomInt } from 'node:crypto';
import type { Canary } from '@stallions/shared-config/releases';

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

/**
 * Whether this visitor (their cookie's draw, session-cookie.ts) is in the group's canary; `drawn` when they were
 * drawn just now (their first page since the canary began: the answer that stores it is theirs alone, so the CDN
 * must not keep it).
 */
export function canaryMembership(
  held: string | undefined,
  group: CanaryGroup,
  draw: () => number = () => randomInt(100),
): { inCanary: boolean; drawn?: string } {
  const [side, key] = (held ?? '').split('.');
  if (key === group.key && (side === 'canary' || side === 'current')) return { inCanary: side === 'canary' };
  const inCanary = draw() < group.percent;
  return { inCanary, drawn: `${inCanary ? 'canary' : 'current'}.${group.key}` };
}
