// The cloud port: a Firestore endpoint that denies every client (as firestore.rules do), checked with the REAL
// firebase/firestore/lite SDK and with plain requests; the Remote Config template; no CORS, no IP echo.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';
import { donationCollection, joinCollection } from '@stallions/submissions';
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { startFirestoreServer, type FirestoreServer } from './server';
import { validDonationDocument, validJoinDocument } from './test-fixtures';
import { storedCount } from './test-helpers';

jest.setTimeout(60_000);

const templatePath = resolve(__dirname, '../../../remoteconfig.template.json');
const projectId = 'stallions-local';

let dataDir: string;
let server: FirestoreServer;
let app: FirebaseApp;
let db: Firestore;
const logged: string[] = [];

beforeAll(async () => {
  setLogLevel('silent');
  dataDir = mkdtempSync(join(tmpdir(), 'local-cloud-test-'));
  server = await startFirestoreServer({ port: 0, dataDir, templatePath, log: (line) => logged.push(line) });
  app = initializeApp({ projectId, apiKey: 'x', appId: 'x' }, `server-test-${Date.now()}`);
  db = getFirestore(app);
  const { hostname, port } = new URL(server.url);
  connectFirestoreEmulator(db, hostname, Number(port));
});

afterAll(async () => {
  await deleteApp(app);
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What a call of the SDK rejected with: the Firestore error code, or 'resolved'. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const documents = `/v1/projects/${projectId}/databases/(default)/documents`;
const commitUrl = () => `${server.url}${documents}:commit`;

/** A commit as the lite SDK sends it for addDoc: well formed, so only the rules can refuse it. */
const addDocCommit = JSON.stringify({
  writes: [
    {
      update: {
        name: `projects/${projectId}/databases/(default)/documents/${joinCollection}/abc`,
        fields: { firstName: { stringValue: 'Amal' } },
      },
      updateTransforms: [{ fieldPath: 'timestamp', setToServerValue: 'REQUEST_TIME' }],
      currentDocument: { exists: false },
    },
  ],
});

/** A request with a raw path, which fetch would normalise. */
function rawRequest(method: string, path: string, body = '', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((done, fail) => {
    const { hostname, port } = new URL(server.url);
    const request = httpRequest({ host: hostname, port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', fail);
    request.end(body);
  });
}

const statusOf = async (response: Response) =>
  [response.status, ((await response.json()) as { error: { status: string } }).error.status] as const;

function accessControlHeaders(response: Response): string[] {
  const names: string[] = [];
  response.headers.forEach((_, name) => {
    if (name.startsWith('access-control-')) names.push(name);
  });
  return names;
}

describe('the Firestore endpoint, through the SDK', () => {
  it('denies every write: submissions, mail, anything', async () => {
    const codes = await Promise.all([
      outcome(addDoc(collection(db, joinCollection), { ...validJoinDocument(), timestamp: serverTimestamp() })),
      outcome(addDoc(collection(db, donationCollection), { ...validDonationDocument(), timestamp: serverTimestamp() })),
      outcome(setDoc(doc(db, joinCollection, 'fixed-id'), { ...validJoinDocument(), timestamp: serverTimestamp() })),
      outcome(setDoc(doc(db, joinCollection, 'fixed-id'), { firstName: 'X' }, { merge: true })),
      outcome(addDoc(collection(db, 'mail'), { to: 'victim@example.org', message: { subject: 'Hi', text: 'spam' } })),
      outcome(addDoc(collection(db, 'limits'), { count: 0 })),
    ]);
    expect(codes).toEqual(Array.from({ length: 6 }, () => 'permission-denied'));
    expect(await storedCount(server.store, joinCollection)).toBe(0);
    expect(await storedCount(server.store, donationCollection)).toBe(0);
    expect(await server.store.listOutbox()).toEqual([]);
  });

  it('denies every read', async () => {
    const codes = await Promise.all([
      outcome(getDoc(doc(db, joinCollection, 'any'))),
      outcome(getDocs(collection(db, donationCollection))),
      outcome(getDoc(doc(db, 'mail', `${joinCollection}-x-applicantConfirmation`))),
    ]);
    expect(codes).toEqual(['permission-denied', 'permission-denied', 'permission-denied']);
  });
});

describe('the Firestore endpoint, request by request', () => {
  it('answers a well-formed commit with the rules refusal, in Firestore error body', async () => {
    const response = await fetch(commitUrl(), { method: 'POST', body: addDocCommit });
    expect(response.status).toBe(403);
    expect(accessControlHeaders(response)).toEqual([]);
    expect(await response.json()).toEqual({
      error: {
        code: 403,
        message: 'PERMISSION_DENIED: Missing or insufficient permissions.',
        status: 'PERMISSION_DENIED',
      },
    });
  });

  it.each([
    ['POST', ':runQuery', '{"structuredQuery":{}}'],
    ['POST', ':batchGet', '{"documents":[]}'],
    ['POST', ':beginTransaction', ''],
    ['GET', `/${joinCollection}/abc`, ''],
    ['HEAD', `/${joinCollection}/abc`, ''],
    ['GET', `/${joinCollection}`, ''],
    ['POST', `/${joinCollection}`, '{"fields":{}}'],
    ['PATCH', `/${joinCollection}/abc`, '{"fields":{}}'],
    ['DELETE', `/${joinCollection}/abc`, ''],
  ])('denies %s …/documents%s', async (method, path, body) => {
    const response = await rawRequest(method, `${documents}${path}`, body);
    expect(response.status).toBe(403);
    if (method !== 'HEAD') expect(JSON.parse(response.body)).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
  });

  it.each([
    ['a body that is no JSON', 'POST', `${documents}:commit`, '{nope'],
    ['a body that is JSON but no object', 'POST', `${documents}:commit`, '[1, 2]'],
    [
      'a bad percent-encoding in the project',
      'POST',
      `/v1/projects/%E0%A4%A/databases/(default)/documents:commit`,
      addDocCommit,
    ],
    ['a bad percent-encoding in the database', 'POST', `/v1/projects/p/databases/%ZZ/documents:commit`, addDocCommit],
    ['a bad percent-encoding in a document path', 'GET', `${documents}/${joinCollection}/%C0`, ''],
    ['an unknown method', 'POST', `${documents}:explode`, '{}'],
    ['an empty method', 'POST', `${documents}:`, '{}'],
    ['a method called with GET', 'GET', `${documents}:commit`, ''],
    ['an HTTP method the API has not', 'PUT', `${documents}/${joinCollection}/abc`, '{}'],
    ['a document body that is no JSON', 'PATCH', `${documents}/${joinCollection}/abc`, 'x'],
  ])('answers %s with 400 INVALID_ARGUMENT, never a 500', async (_, method, path, body) => {
    const response = await rawRequest(method, path, body);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
  });

  it('refuses a body over 1 MiB with 400', async () => {
    const response = await fetch(commitUrl(), { method: 'POST', body: `{"x":"${'a'.repeat(1024 * 1024)}"}` });
    expect(await statusOf(response)).toEqual([400, 'INVALID_ARGUMENT']);
  });

  it('logs no internal error for any of the above', () => {
    expect(logged).toEqual([]);
  });
});

describe('no page of another origin reaches the cloud port', () => {
  it.each([
    ['an Origin header', { Origin: 'http://localhost:3000' }],
    ['Origin: null (a sandboxed page)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ])('refuses a request with %s: 403, unread, no CORS headers', async (_, headers) => {
    // A body that would be a 400 if it were read: the refusal comes first.
    const response = await fetch(commitUrl(), { method: 'POST', body: '{nope', headers });
    expect(await statusOf(response)).toEqual([403, 'PERMISSION_DENIED']);
    expect(accessControlHeaders(response)).toEqual([]);
    const other = await fetch(`${server.url}/`, { headers });
    expect(other.status).toBe(403);
  });

  it('reads a request that says it comes from no page (Sec-Fetch-Site: none, same-origin)', async () => {
    for (const site of ['none', 'same-origin']) {
      const response = await fetch(commitUrl(), { method: 'POST', body: '{nope', headers: { 'Sec-Fetch-Site': site } });
      expect(response.status).toBe(400);
    }
  });

  it('grants no preflight, Private Network Access included', async () => {
    const response = await fetch(commitUrl(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3002',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-goog-api-client',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(await statusOf(response)).toEqual([403, 'PERMISSION_DENIED']);
    expect(accessControlHeaders(response)).toEqual([]);
    const template = await fetch(`${server.url}/remote-config/template`, { method: 'OPTIONS' });
    expect(template.status).toBe(403);
  });
});

describe('the template, the IP echo and unknown paths', () => {
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
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(accessControlHeaders(response)).toEqual(['access-control-allow-origin']);
    expect((await fetch(`${server.url}/remote-config/template`, { method: 'POST', headers })).status).toBe(403);
    expect((await fetch(`${server.url}/remote-config/template`, { method: 'POST' })).status).toBe(405);
  });

  it('has no IP echo any more', async () => {
    expect((await fetch(`${server.url}/ip`)).status).toBe(404);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await fetch(`${server.url}/nothing/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: 'not found' });
  });

  it('answers a request target that is no URL path with 400', async () => {
    const response = await rawRequest('GET', '//');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
  });

  it('runs without a template: that path is a 404', async () => {
    const other = mkdtempSync(join(tmpdir(), 'local-cloud-notemplate-'));
    const quiet = await startFirestoreServer({ port: 0, dataDir: other });
    try {
      expect((await fetch(`${quiet.url}/remote-config/template`)).status).toBe(404);
    } finally {
      await quiet.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
