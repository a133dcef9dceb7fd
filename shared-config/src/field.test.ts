/** @jest-environment node */
import {
  fieldBeaconMaxBytes,
  parseBeacon,
  readFieldRecord,
  scrubMessage,
  toFieldRecord,
  type ErrorBeacon,
  type PageViewBeacon,
} from './field';

const view: PageViewBeacon = {
  kind: 'view',
  address: '/fr/get-involved/join',
  lng: 'fr',
  remote: 'getInvolved',
  token: 'pv1.page-view.signature',
  navigationType: 'prerender',
  lcp: {
    value: 1234.56,
    element: 'main>h1',
    phases: { ttfb: 200, loadDelay: 100, loadDuration: 400, renderDelay: 534.56 },
  },
  cls: { value: 0.012345, largestShiftTarget: 'section.hero' },
  inp: {
    value: 96,
    inputDelay: 8,
    processing: 40,
    presentation: 48,
    target: 'form#join>button',
    scriptUrl: 'http://localhost:3002/releases/rel-b/__federation_expose_islands.js?v=1',
  },
  islands: [{ remote: 'getInvolved', name: 'JoinForm', ok: false, code: 'RUNTIME-008' }],
  errors: 1,
};

const error: ErrorBeacon = {
  kind: 'error',
  address: '/get-involved/join',
  lng: 'en',
  remote: 'getInvolved',
  token: 'pv1.page-view.signature',
  navigationType: 'navigate',
  type: 'error',
  message: 'Cannot read properties of undefined (reading "x") for someone@example.org, 4111 1111 1111 1111',
  scriptUrl: 'http://localhost:3002/releases/rel-b/123.js',
  line: 1,
  column: 2045,
};

describe('parseBeacon', () => {
  it('takes a page view, an error, or several in an array', () => {
    expect(parseBeacon(JSON.stringify(view))).toEqual({ ok: true, beacons: [view] });
    expect(parseBeacon(JSON.stringify([error, error]))).toEqual({ ok: true, beacons: [error, error] });
  });

  it('takes a page view that measured nothing but its islands (hidden before its first paint)', () => {
    const { lcp: _l, cls: _c, inp: _i, ...bare } = view;
    expect(parseBeacon(JSON.stringify({ ...bare, islands: [], errors: 0 }))).toMatchObject({ ok: true });
  });

  it('drops fields it does not know, releases included (a record’s releases are its token’s)', () => {
    expect(parseBeacon(JSON.stringify({ ...view, visitor: 'abc' }))).toEqual({ ok: true, beacons: [view] });
    expect(parseBeacon(JSON.stringify({ ...view, releases: { getInvolved: 'made-up' } }))).toEqual({
      ok: true,
      beacons: [view],
    });
  });

  it.each([
    ['not JSON', '{"kind":'],
    ['an unknown kind', JSON.stringify({ ...view, kind: 'visit' })],
    ['an address with its query', JSON.stringify({ ...view, address: '/search?q=me' })],
    ['an absolute address', JSON.stringify({ ...view, address: 'https://example.org/' })],
    ['a negative LCP', JSON.stringify({ ...view, lcp: { ...view.lcp, value: -1 } })],
    ['a timing as text', JSON.stringify({ ...view, inp: { ...view.inp, value: '96' } })],
    ['no token', JSON.stringify({ ...view, token: undefined })],
    ['an empty token', JSON.stringify({ ...view, token: '' })],
    ['a token past 1024 characters', JSON.stringify({ ...view, token: 'a'.repeat(1025) })],
    ['an unknown navigation type', JSON.stringify({ ...view, navigationType: 'teleport' })],
    ['a script address that is no URL', JSON.stringify({ ...error, scriptUrl: 'eval' })],
    ['an empty array', '[]'],
    ['eleven beacons', JSON.stringify(Array.from({ length: 11 }, () => error))],
    ['a count of errors that is not an integer', JSON.stringify({ ...view, errors: 1.5 })],
  ])('refuses %s (400)', (_case, body) => {
    expect(parseBeacon(body)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses a body past the limit (413), in bytes, not characters', () => {
    const padded = (size: number, char: string) => JSON.stringify({ ...error, message: char.repeat(size) });
    expect(parseBeacon(padded(fieldBeaconMaxBytes, 'a'))).toMatchObject({ ok: false, status: 413 });
    // 3 bytes a character: 3,000 characters pass the character count and fail the byte count.
    const wide = padded(1000, '€').replace(/€+/, '€'.repeat(3000));
    expect(wide.length).toBeLessThan(fieldBeaconMaxBytes);
    expect(parseBeacon(wide)).toMatchObject({ ok: false, status: 413 });
  });
});

describe('toFieldRecord', () => {
  const at = new Date('2026-12-01T10:00:00.000Z');
  // What the page view's token says (the server checked it): the releases the page was rendered with.
  const releases = { about: 'rel-a', getInvolved: 'rel-b', causes: 'unreleased-0123456789ab', news: 'n1' };

  it('flattens a page view with lowercase names, the token’s releases and side, and the client’s hash', () => {
    expect(toFieldRecord(view, { at, releases, side: 'canary', client: 'k3y3dH4sh' })).toEqual({
      at: '2026-12-01T10:00:00.000Z',
      kind: 'view',
      address: '/fr/get-involved/join',
      lng: 'fr',
      remote: 'getInvolved',
      release: 'rel-b',
      side: 'canary',
      releases: [
        { remote: 'about', release: 'rel-a' },
        { remote: 'getInvolved', release: 'rel-b' },
        { remote: 'causes', release: 'unreleased-0123456789ab' },
        { remote: 'news', release: 'n1' },
      ],
      client: 'k3y3dH4sh',
      navigation_type: 'prerender',
      lcp: 1234.6,
      lcp_element: 'main>h1',
      lcp_ttfb: 200,
      lcp_load_delay: 100,
      lcp_load_duration: 400,
      lcp_render_delay: 534.6,
      cls: 0.0123,
      cls_target: 'section.hero',
      inp: 96,
      inp_input_delay: 8,
      inp_processing: 40,
      inp_presentation: 48,
      inp_target: 'form#join>button',
      inp_script: 'http://localhost:3002/releases/rel-b/__federation_expose_islands.js',
      islands: [{ remote: 'getInvolved', release: 'rel-b', name: 'JoinForm', ok: false, code: 'RUNTIME-008' }],
      errors: 1,
    });
  });

  it('keeps no release for the shell’s own pages, and nothing of what it was not given', () => {
    const record = toFieldRecord({ ...view, remote: 'shell', address: '/' }, { at, releases });
    expect(record).not.toHaveProperty('side');
    expect(record).not.toHaveProperty('client');
    expect(record).not.toHaveProperty('release');
    expect(record).not.toHaveProperty('token');
  });

  it('masks an error’s e-mail addresses and long numbers', () => {
    expect(toFieldRecord(error, { at, releases })).toMatchObject({
      kind: 'error',
      error_type: 'error',
      error_message: 'Cannot read properties of undefined (reading "x") for <email>, <number>',
      script: 'http://localhost:3002/releases/rel-b/123.js',
      line: 1,
      column: 2045,
    });
  });

  it('reads its own records back, and BigQuery’s rows (nulls for absent columns, its timestamp format)', () => {
    const record = toFieldRecord(view, { at, releases, side: 'current', client: 'k3y3dH4sh' });
    expect(readFieldRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
    const row = { ...record, at: '2026-12-01 10:00:00+00', inp: null, inp_script: null, side: null };
    const { inp: _i, inp_script: _s, side: _side, ...rest } = record;
    expect(readFieldRecord(row)).toEqual(rest);
    expect(readFieldRecord({ ...record, kind: 'visit' })).toBeUndefined();
    expect(readFieldRecord('a line')).toBeUndefined();
  });
});

describe('scrubMessage', () => {
  it('keeps short numbers (line numbers, status codes) and cuts long messages', () => {
    expect(scrubMessage('HTTP 503 at line 12')).toBe('HTTP 503 at line 12');
    expect(scrubMessage('call +44 (0)20 7946 0958 now')).toBe('call +<number> now');
    expect(scrubMessage('x'.repeat(500))).toHaveLength(200);
  });
});
