/** @jest-environment node */
import { resetRemote } from '../federation/remotes';
import { createRemoteVersions } from './remote-versions';

jest.mock('../federation/remotes', () => ({
  ...jest.requireActual<object>('../federation/remotes'),
  resetRemote: jest.fn(),
}));

const remotes = {
  about: 'http://about.test/mf-manifest.json',
  getInvolved: 'http://get-involved.test/mf-manifest.json',
  causes: 'http://causes.test/mf-manifest.json',
  news: 'http://news.test/mf-manifest.json',
};

/** A static origin like local-cloud's or Hosting's: the entry with an ETag, 304 to a request that names it. */
function origin() {
  let body = 'entry v1';
  const requests: Record<string, string>[] = [];
  const fetchImpl = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    requests.push(headers);
    const etag = `"${body.length}-${body}"`;
    if (headers['If-None-Match'] === etag) return new Response(null, { status: 304 });
    return new Response(body, { headers: { ETag: etag } });
  });
  return { fetchImpl, requests, deploy: (next: string) => (body = next) };
}

beforeEach(() => jest.mocked(resetRemote).mockClear());

it('checks by conditional request: an unchanged entry is a 304 and the same version', async () => {
  const { fetchImpl, requests } = origin();
  const versions = createRemoteVersions(remotes, fetchImpl as typeof fetch);
  const first = await versions.check('about');
  expect(requests[0]).toEqual({});
  expect(await versions.check('about')).toBe(first);
  expect(requests[1]).toEqual({ 'If-None-Match': '"8-entry v1"' });
  expect(resetRemote).not.toHaveBeenCalled();
});

it('a new deploy is a new version and resets the remote', async () => {
  const { fetchImpl, deploy } = origin();
  const versions = createRemoteVersions(remotes, fetchImpl as typeof fetch);
  const first = await versions.check('about');
  deploy('entry v2');
  const second = await versions.check('about');
  expect(second).not.toBe(first);
  expect(versions.versions().about).toBe(second);
  expect(resetRemote).toHaveBeenCalledWith('about');
});

it('a remote that does not answer is down, then checked afresh (no validator) when it is back', async () => {
  const { fetchImpl, requests } = origin();
  const versions = createRemoteVersions(remotes, fetchImpl as typeof fetch);
  await versions.check('news');
  fetchImpl.mockRejectedValueOnce(new Error('ECONNREFUSED'));
  expect(await versions.check('news')).toBe('down');
  expect(resetRemote).toHaveBeenCalledWith('news');
  expect(await versions.check('news')).not.toBe('down');
  expect(requests.at(-1)).toEqual({});
});
