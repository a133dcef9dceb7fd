/**
 * @jest-environment node
 */
import { conditionalGet } from './conditional-get';

describe('conditionalGet', () => {
  const sent: Record<string, string>[] = [];
  let body = 'v1';
  const fetchImpl = (async (_url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    sent.push(headers);
    if (body === 'broken') return new Response('no', { status: 500 });
    const etag = `"${body}"`;
    if (headers['If-None-Match'] === etag) return new Response(null, { status: 304 });
    return new Response(body, { headers: { etag, 'last-modified': 'Thu, 26 Nov 2026 08:00:00 GMT' } });
  }) as typeof fetch;

  it('asks with the last answer’s validators, and says unchanged on a 304', async () => {
    const file = conditionalGet('http://cloud.test/file', fetchImpl);
    expect(await ((await file.get()) as Response).text()).toBe('v1');
    expect(await file.get()).toBe('unchanged');
    expect(sent[1]).toEqual({ 'If-None-Match': '"v1"', 'If-Modified-Since': 'Thu, 26 Nov 2026 08:00:00 GMT' });
    body = 'v2';
    expect(await ((await file.get()) as Response).text()).toBe('v2');
    file.forget();
    expect(await ((await file.get()) as Response).text()).toBe('v2');
    expect(sent[3]).toEqual({});
    body = 'broken';
    await expect(file.get()).rejects.toThrow('HTTP 500 from http://cloud.test/file');
  });
});
