/** @jest-environment node */
import type { ReleasePointer } from '@stallions/shared-config/releases';
import { pinRemote, resetRemote } from '../federation/remotes';
import { createRemoteReleases } from './remote-releases';

jest.mock('../federation/remotes', () => ({
  ...jest.requireActual<object>('../federation/remotes'),
  pinRemote: jest.fn(),
  resetRemote: jest.fn(),
}));

const remotes = {
  about: 'http://about.test/mf-manifest.json',
  getInvolved: 'http://get-involved.test/mf-manifest.json',
  causes: 'http://causes.test/mf-manifest.json',
  news: 'http://news.test/mf-manifest.json',
};

/** A static origin like local-cloud's or Hosting's: files with an ETag, 304 to a request that names it. */
function origin() {
  const files = new Map<string, string>([['http://about.test/server/remoteEntry.js', 'entry v1']]);
  const requests: { url: string; headers: Record<string, string> }[] = [];
  let down = false;
  const fetchImpl = jest.fn(async (url: unknown, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    requests.push({ url: String(url), headers });
    if (down) throw new Error('ECONNREFUSED');
    const body = files.get(String(url));
    if (body === undefined) return new Response('Not found', { status: 404 });
    const etag = `"${body.length}-${body}"`;
    if (headers['If-None-Match'] === etag) return new Response(null, { status: 304 });
    return new Response(body, { headers: { ETag: etag } });
  });
  return {
    fetchImpl: fetchImpl as typeof fetch,
    requests,
    write: (url: string, body: string) => files.set(url, body),
    point: (pointer: ReleasePointer) => files.set('http://about.test/releases/pointer.json', JSON.stringify(pointer)),
    setDown: (value: boolean) => (down = value),
  };
}

const pointer = (current: string | null, canary?: ReleasePointer['canary']): ReleasePointer => ({
  current,
  ...(canary ? { canary } : {}),
  previous: [],
  releases: [],
});

beforeEach(() => {
  jest.mocked(pinRemote).mockClear();
  jest.mocked(resetRemote).mockClear();
});

it('without a pointer: the unversioned build, named by a hash of its entry, a copy over it a new version', async () => {
  const { fetchImpl, write } = origin();
  const releases = createRemoteReleases(remotes, 'current', fetchImpl);
  const first = await releases.check('about');
  expect(first).toEqual({ id: expect.stringMatching(/^unreleased-[0-9a-f]{12}$/), manifest: remotes.about });
  expect(await releases.check('about')).toEqual(first);
  expect(pinRemote).not.toHaveBeenCalled();
  write('http://about.test/server/remoteEntry.js', 'entry v2');
  const second = await releases.check('about');
  expect(second).not.toEqual(first);
  expect(pinRemote).toHaveBeenCalledWith('about', remotes.about);
});

it('follows the pointer: the release’s files, a move re-registers the remote, a 304 changes nothing', async () => {
  const { fetchImpl, point, requests } = origin();
  point(pointer('a1'));
  const releases = createRemoteReleases(remotes, 'current', fetchImpl);
  expect(await releases.check('about')).toEqual({
    id: 'a1',
    manifest: 'http://about.test/releases/a1/mf-manifest.json',
  });
  expect(pinRemote).toHaveBeenLastCalledWith('about', 'http://about.test/releases/a1/mf-manifest.json');
  await releases.check('about');
  expect(requests.at(-1)?.headers['If-None-Match']).toBeDefined();
  expect(pinRemote).toHaveBeenCalledTimes(1);
  point(pointer('b2'));
  await releases.check('about');
  expect(pinRemote).toHaveBeenLastCalledWith('about', 'http://about.test/releases/b2/mf-manifest.json');
  expect(releases.versions()).toMatchObject({ about: 'b2', news: 'down' });
  expect(releases.manifests()).toMatchObject({
    about: 'http://about.test/releases/b2/mf-manifest.json',
    news: remotes.news,
  });
});

it('a pointer whose first release was rolled back (current null): the unversioned build again', async () => {
  const { fetchImpl, point } = origin();
  point(pointer('a1'));
  const releases = createRemoteReleases(remotes, 'current', fetchImpl);
  expect(await releases.check('about')).toMatchObject({ id: 'a1' });
  point(pointer(null));
  expect(await releases.check('about')).toEqual({
    id: expect.stringMatching(/^unreleased-[0-9a-f]{12}$/),
    manifest: remotes.about,
  });
  expect(pinRemote).toHaveBeenLastCalledWith('about', remotes.about);
});

it('a canary: the current track keeps the current release, the canary track takes the canary', async () => {
  const { fetchImpl, point } = origin();
  point(pointer('a1', { id: 'b2', percent: 30 }));
  const current = createRemoteReleases(remotes, 'current', fetchImpl);
  const canary = createRemoteReleases(remotes, 'canary', fetchImpl);
  expect(await current.check('about')).toMatchObject({ id: 'a1' });
  expect(await canary.check('about')).toMatchObject({ id: 'b2' });
  expect(current.canaries()).toEqual([{ remote: 'about', id: 'b2', percent: 30 }]);
  point(pointer('a1'));
  expect(await canary.check('about')).toMatchObject({ id: 'a1' });
  expect(canary.canaries()).toEqual([]);
});

it('a preview: a pinned remote is held at its release whatever its pointer says (never read); the others follow theirs', async () => {
  const { fetchImpl, point, requests } = origin();
  point(pointer('a1', { id: 'b2', percent: 30 }));
  const preview = createRemoteReleases(remotes, 'current', fetchImpl, { about: 'p3' });
  const pinned = { id: 'p3', manifest: 'http://about.test/releases/p3/mf-manifest.json' };
  expect(await preview.check('about')).toEqual(pinned);
  expect(pinRemote).toHaveBeenCalledWith('about', pinned.manifest);
  point(pointer('a2'));
  expect(await preview.check('about')).toEqual(pinned);
  expect(pinRemote).toHaveBeenCalledTimes(1);
  expect(requests.filter((request) => request.url.startsWith('http://about.test/'))).toEqual([]);
  expect(preview.versions()).toMatchObject({ about: 'p3' });
  expect(preview.manifests()).toMatchObject({ about: pinned.manifest });
});

it('a remote that does not answer is down (reset), then read afresh when it is back', async () => {
  const { fetchImpl, point, setDown, requests } = origin();
  point(pointer('a1'));
  const releases = createRemoteReleases(remotes, 'current', fetchImpl);
  await releases.check('about');
  setDown(true);
  expect(await releases.check('about')).toBe('down');
  expect(resetRemote).toHaveBeenCalledWith('about');
  setDown(false);
  expect(await releases.check('about')).toMatchObject({ id: 'a1' });
  expect(requests.at(-1)?.headers).toEqual({});
});

it('a malformed pointer moves nothing: the release it was at, or down if it was at none', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { fetchImpl, write, point } = origin();
  const pointerUrl = 'http://about.test/releases/pointer.json';
  write(pointerUrl, '{"current":"../../etc"}');
  const fresh = createRemoteReleases(remotes, 'current', fetchImpl);
  expect(await fresh.check('about')).toBe('down');
  point(pointer('a1'));
  const releases = createRemoteReleases(remotes, 'current', fetchImpl);
  await releases.check('about');
  write(pointerUrl, 'not json');
  expect(await releases.check('about')).toMatchObject({ id: 'a1' });
  expect(await releases.check('about')).toMatchObject({ id: 'a1' });
  expect(pinRemote).toHaveBeenCalledTimes(1);
  expect(String(error.mock.calls[0]?.[0])).toContain("about's release pointer is refused");
  error.mockRestore();
});
