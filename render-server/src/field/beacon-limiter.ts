// How many beacons one client may send: a token bucket per client network (client.ts: an IPv4 address, an IPv6
// /64), in this process's memory. It counts beacons, not requests: a body of ten beacons takes ten tokens, all
// or none (a request carries up to ten, so counting requests let one client store ten times the limit).
// In memory, not in the store the forms' limits use (limits that hold across instances), because a beacon is
// not worth a transaction: the worst a sender past the limit does is add records to the statistics, and each
// instance bounds what it accepts by itself (N instances accept at most N times the rate, still bounded).
// Forms are different: one abuse wave of mail costs the domain's reputation, so their limits are shared.
// The addresses live only here, for as long as their bucket is not full again; they are never stored.

export interface BeaconLimiter {
  /** Takes `count` beacons' tokens for this address, all or none; false (and none taken) when it has fewer left. */
  take(address: string, count?: number, now?: number): boolean;
  /** The addresses tracked now (tests). */
  size(): number;
}

export function createBeaconLimiter({
  perMinute,
  burst = perMinute,
  maxTracked = 50_000,
}: {
  /** Beacons a minute, sustained. */
  perMinute: number;
  /** Beacons at once. */
  burst?: number;
  /** Past this many addresses, those whose bucket is full again are forgotten (and, if none is, the oldest). */
  maxTracked?: number;
}): BeaconLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = perMinute / 60_000;
  const level = (bucket: { tokens: number; at: number }, now: number) =>
    Math.min(burst, bucket.tokens + (now - bucket.at) * refillPerMs);

  function forget(now: number) {
    for (const [address, bucket] of buckets) if (level(bucket, now) >= burst) buckets.delete(address);
    // Still too many (a flood of addresses): the oldest go first (a Map keeps insertion order).
    for (const address of buckets.keys()) {
      if (buckets.size < maxTracked) break;
      buckets.delete(address);
    }
  }

  return {
    take(address, count = 1, now = Date.now()) {
      const bucket = buckets.get(address);
      const tokens = bucket ? level(bucket, now) : burst;
      if (tokens < count) {
        if (bucket) Object.assign(bucket, { tokens, at: now });
        return false;
      }
      if (!bucket && buckets.size >= maxTracked) forget(now);
      buckets.set(address, { tokens: tokens - count, at: now });
      return true;
    },
    size: () => buckets.size,
  };
}
