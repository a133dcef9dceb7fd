// A beacon's client: its address's network (IPv4 as it is, IPv6 cut to its /64), kept as a keyed hash.
import { clientNetwork, fieldClientOf } from './client';

const secret = 'a-test-secret-of-at-least-32-characters!';

it.each([
  ['203.0.113.7', '203.0.113.7'],
  ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
  ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
  ['2001:0DB8:0000:0001:ffff::', '2001:db8:0:1::/64'],
  ['2001:db8::', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['::ffff:198.51.100.4', '198.51.100.4'],
  ['::ffff:c633:6404', '198.51.100.4'],
  ['not an address', 'not an address'],
])('%s is the network %s', (address, network) => {
  expect(clientNetwork(address)).toBe(network);
});

it('hashes the network with the secret: one value for a /64, another for another client or secret', () => {
  const one = fieldClientOf(secret, '2001:db8:85a3:8d3::1');
  expect(one).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect(fieldClientOf(secret, '2001:db8:85a3:8d3:ffff:ffff:ffff:fffe')).toBe(one);
  expect(fieldClientOf(secret, '2001:db8:85a3:8d4::1')).not.toBe(one);
  expect(fieldClientOf('another-secret-of-at-least-32-characters', '2001:db8:85a3:8d3::1')).not.toBe(one);
  expect(fieldClientOf(secret, '203.0.113.7')).not.toBe(fieldClientOf(secret, '203.0.113.8'));
  expect(fieldClientOf(secret, '203.0.113.7')).not.toContain('203');
});
