/** @jest-environment node */
import { guardRemoteFetch, RemoteFetchError } from './remote-fetch';

const remote = 'http://remote.test:4301';

it('lets what the remotes answer through, and leaves other origins alone', async () => {
  const base = jest.fn(async (..._args: unknown[]) => new Response('chunk'));
  const guarded = guardRemoteFetch([remote], base);
  expect(await (await guarded(`${remote}/server/1.js`)).text()).toBe('chunk');
  await guarded('http://elsewhere.test/x');
  expect(base.mock.calls[0]![1]).toHaveProperty('signal'); // a remote's file: with a time limit
  expect(base.mock.calls[1]).toEqual(['http://elsewhere.test/x', undefined]);
});

it('fails a remote file that answers an error status, not evaluating its error page', async () => {
  const guarded = guardRemoteFetch([remote], async () => new Response('<html>oops', { status: 500 }));
  await expect(guarded(`${remote}/server/1.js`)).rejects.toThrow(RemoteFetchError);
  await expect(guarded(`${remote}/server/1.js`)).rejects.toThrow('answered HTTP 500');
  // Other origins' statuses are their callers' business.
  const other = guardRemoteFetch([remote], async () => new Response('', { status: 500 }));
  expect((await other('http://elsewhere.test/x')).status).toBe(500);
});

it('gives up on a remote file that does not arrive in time', async () => {
  const hanging = (_input: unknown, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
    );
  const guarded = guardRemoteFetch([remote], hanging as typeof fetch, 50);
  const started = Date.now();
  await expect(guarded(`${remote}/server/1.js`)).rejects.toThrow();
  expect(Date.now() - started).toBeLessThan(2_000);
});
