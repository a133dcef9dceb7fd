// The one address of a page: every spelling of a request target → what the server answers.
import { maxPathLength, normalizeAddress } from './address';

type Row = [target: string, status: number, location?: string];

const spellings: Row[] = [
  // Canonical already.
  ['/', 200],
  ['/about/overview', 200],
  ['/fr/about/overview', 200],
  ['/fr', 200],
  ['/caf%C3%A9', 200],
  ['/about/overview#top', 200],
  // Tracking parameters stay in the address bar: a canonical path is served whatever its query.
  ['/about/overview?utm_source=1&fbclid=x', 200],
  ['/search?q=Membership&gclid=1', 200],
  // Case, a trailing slash, the locale prefix kept.
  ['/ABOUT/Overview', 301, '/about/overview'],
  ['/about/overview/', 301, '/about/overview'],
  ['/FR/About/', 301, '/fr/about'],
  ['/fr/', 301, '/fr'],
  ['/AR', 301, '/ar'],
  // Percent-encoded unreserved characters are spelled as themselves; other escapes in upper-case hex.
  ['/%61bout/overview', 301, '/about/overview'],
  ['/%41BOUT/%6Fverview', 301, '/about/overview'],
  ['/about%7e', 301, '/about~'],
  ['/caf%c3%a9', 301, '/caf%C3%A9'],
  // Duplicate slashes and dot segments, percent-encoded dots included.
  ['/about//overview', 301, '/about/overview'],
  ['//about/overview', 301, '/about/overview'],
  ['/about/./overview', 301, '/about/overview'],
  ['/about/x/../overview', 301, '/about/overview'],
  ['/about/%2e%2e/about/overview', 301, '/about/overview'],
  ['/fr/about/.%2E/about/%2e/overview', 301, '/fr/about/overview'],
  ['/../../about/overview', 301, '/about/overview'],
  ['/..', 301, '/'],
  // The 301 keeps the query as it was (only what may not travel raw is encoded).
  ['/About/Overview?utm_source=Mail&Q=1', 301, '/about/overview?utm_source=Mail&Q=1'],
  ['/Search?q=A%20b&utm_source=y', 301, '/search?q=A%20b&utm_source=y'],
  ['/About?x="><svg>', 301, '/about?x=%22%3E%3Csvg%3E'],
  ['/About?x=%0d%0a', 301, '/about?x=%0d%0a'],
  ['/About?x=%zz', 301, '/about?x=%25zz'],
  // Another site is never named: '//host', encoded slashes and backslashes stay a path of this one.
  ['/.//evil.com/about/overview', 301, '/evil.com/about/overview'],
  ['//evil.com/about/overview', 301, '/evil.com/about/overview'],
  ['/%2F%2Fevil.com/about', 200],
  ['/%2f%2fevil.com/about', 301, '/%2F%2Fevil.com/about'],
  ['/\\evil.com/about', 301, '/evil.com/about'],
  ['/about\\overview', 301, '/about/overview'],
  // Markup and raw bytes are percent-encoded (Node reads the request line as Latin-1 bytes).
  ['/<script>alert(1)</script>', 301, '/%3Cscript%3Ealert(1)%3C/script%3E'],
  ['/"><svg onload=alert(1)>', 301, '/%22%3E%3Csvg%20onload=alert(1)%3E'],
  ['/caf\u00c3\u00a9', 301, '/caf%C3%A9'],
  // Not an address: bad escapes, text that is not UTF-8, control characters, not a path.
  ['/about%00', 400],
  ['/about%0d%0aSet-Cookie:%20x=1', 400],
  ['/about\r\nSet-Cookie: x=1', 400],
  ['/%E0%A4%A', 400],
  ['/%', 400],
  ['/%zz', 400],
  ['/%C3%28', 400],
  ['http://evil.com/about', 400],
  ['*', 400],
  // Files are not pages: 404, never redirected.
  ['/about/overview.js', 404],
  ['/About/Overview.JS', 404],
  ['/a%2ejs', 404],
  ['/robots.txt/', 404],
  // Far too long to be a page: never echoed.
  [`/${'a'.repeat(maxPathLength)}`, 414],
  [`/${'A'.repeat(maxPathLength)}/`, 414],
];

// Objects, not arrays: jest would pass a row without a location its `done` callback in that place.
const table = spellings.map(([target, status, location]) => ({
  target,
  status,
  location,
  shown: JSON.stringify(target.length > 60 ? `${target.slice(0, 40)}…(${target.length})` : target),
}));

describe('normalizeAddress', () => {
  it.each(table)('$shown → $status $location', ({ target, status, location }) => {
    const verdict = normalizeAddress(target);
    expect(verdict.status).toBe(status);
    expect('location' in verdict ? verdict.location : undefined).toBe(location);
  });

  it('answers a canonical path with itself and the query, safe for a header', () => {
    expect(normalizeAddress('/fr/search?q=a"b')).toEqual({ status: 200, pathname: '/fr/search', query: '?q=a%22b' });
  });

  it.each(table.filter(({ status }) => status === 301))(
    'redirects $shown to an address that is canonical and of this site',
    ({ target }) => {
      const verdict = normalizeAddress(target);
      const location = 'location' in verdict ? verdict.location : '';
      expect(location).toMatch(/^\/(?!\/)/);
      expect(location).not.toMatch(/[^\x21-\x7e]|[\\<>"]/);
      expect(normalizeAddress(location).status).toBe(200);
    },
  );
});
