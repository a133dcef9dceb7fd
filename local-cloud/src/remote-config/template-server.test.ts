// The cloud port: the Remote Config template, readable from any origin, and nothing else (no Firestore endpoint:
// no browser or SDK writes to a store; the forms post to their pages).
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { startTemplateServer, type TemplateServer } from './template-server';

const templatePath = resolve(__dirname, '../../../remoteconfig.template.json');

let server: TemplateServer;
const logged: string[] = [];

beforeAll(async () => {
  server = await startTemplateServer({ port: 0, templatePath, log: (line) => logged.push(line) });
});

afterAll(() => server.close());

/** A request with a raw path, which fetch would normalise. */
function rawRequest(method: string, path: string) {
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const { hostname, port } = new URL(server.url);
    const request = httpRequest({ host: hostname, port, method, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', fail);
    request.end();
  });
}

function accessControlHeaders(response: Response): string[] {
  const names: string[] = [];
  response.headers.forEach((_, name) => {
    if (name.startsWith('access-control-')) names.push(name);
  });
  return names;
}

it('serves the Remote Config template without caching', async () => {
  const response = await fetch(`${server.url}/remote-config/template`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const template = (await response.json()) as { parameters: Record<string, { defaultValue: { value: string } }> };
  expect(template).toEqual(JSON.parse(readFileSync(templatePath, 'utf8')));
  for (const lng of supportedLanguages) {
    const value = JSON.parse(template.parameters[`translations_${lng}`]!.defaultValue.value) as object;
    expect(Object.keys(value).sort()).toEqual(['footer', 'header', 'pages']);
  }
});

it('lets the remotes’ standalone pages read the template (a simple GET, public), and only read it', async () => {
  const headers = { Origin: 'http://localhost:3001', 'Sec-Fetch-Site': 'same-site' };
  const response = await fetch(`${server.url}/remote-config/template`, { headers });
  expect(response.status).toBe(200);
  expect(accessControlHeaders(response)).toEqual(['access-control-allow-origin']);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect((await fetch(`${server.url}/remote-config/template`, { method: 'POST', headers })).status).toBe(405);
  expect((await fetch(`${server.url}/remote-config/template`, { method: 'OPTIONS' })).status).toBe(405);
});

it('has no Firestore endpoint: a commit, from a page or not, is a 404 without CORS headers', async () => {
  const commit = `${server.url}/v1/projects/stallions-local/databases/(default)/documents:commit`;
  for (const headers of [{}, { Origin: 'https://evil.example' }] as Record<string, string>[]) {
    const response = await fetch(commit, { method: 'POST', body: '{"writes":[]}', headers });
    expect(response.status).toBe(404);
    expect(accessControlHeaders(response)).toEqual([]);
  }
  const preflight = await fetch(commit, {
    method: 'OPTIONS',
    headers: { Origin: 'http://localhost:3002', 'Access-Control-Request-Method': 'POST' },
  });
  expect(preflight.status).toBe(404);
  expect(accessControlHeaders(preflight)).toEqual([]);
});

it('answers unknown paths with a JSON 404, and a request target that is no URL path with 400', async () => {
  const response = await fetch(`${server.url}/nothing/here`);
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ error: 'not found' });
  expect((await fetch(`${server.url}/ip`)).status).toBe(404);
  expect((await rawRequest('GET', '//')).status).toBe(400);
});

it('logs no internal error for any of the above', () => {
  expect(logged).toEqual([]);
});

it('runs without a template: that path is a 404', async () => {
  const quiet = await startTemplateServer({ port: 0 });
  try {
    expect((await fetch(`${quiet.url}/remote-config/template`)).status).toBe(404);
  } finally {
    await quiet.close();
  }
});
