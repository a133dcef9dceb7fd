// Who sent a beacon, as far as the field data needs to know: the client's network, kept only as a keyed hash.
// - The network: an IPv4 address as it is; an IPv6 address cut to its /64, the block one subscriber line or one
//   cloud machine gets (a sender walking through the 2^64 addresses of its own block is one client, to the
//   beacons' limit and to the judgement's share cap alike).
// - The hash: HMAC-SHA256 with the server secret over the network, cut to 16 base64url characters (96 bits): the
//   same client gives the same value on every instance, the address cannot be read back without the secret, and
//   nothing else the secret signs has this label.
import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, as numbers; undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const plain = address.replace(/%.*$/, ''); // a zone (fe80::1%eth0)
  if (!isIPv6(plain)) return undefined;
  const [head, tail] = plain.includes('::') ? plain.split('::') : [plain, undefined];
  const groupsOf = (part: string | undefined) =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          // An IPv4 tail (::ffff:192.0.2.1): two groups.
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = groupsOf(head);
  const last = groupsOf(tail);
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - first.length - last.length }, () => 0);
  const groups = [...first, ...zeros, ...last];
  return groups.length === 8 ? groups : undefined;
}

/** The network a client's address stands for: an IPv4 address itself, an IPv6 address's /64. */
export function clientNetwork(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // An IPv4 address mapped into IPv6 is that IPv4 address.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The keyed hash a field record keeps of its client (`client`): the network's, never the address. */
export function fieldClientOf(secret: string, address: string): string {
  return createHmac('sha256', secret)
    .update(`field-client\u0000${clientNetwork(address)}`)
    .digest('base64url')
    .slice(0, 16);
}
