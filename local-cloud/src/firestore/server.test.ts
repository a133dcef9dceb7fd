// The Firestore endpoint against the REAL firebase/firestore/lite SDK, as the browser uses it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite';
import { donationCollection, joinCollection } from '@stallions/shared-config/submissions';
import { supportedLanguages } from '@stallions/shared-i18n/languages';
import { startFirestoreServer, type FirestoreServer } from './server';
import { SubmissionStore } from './store';
import { validDonationDocument, validJoinDocument } from './test-fixtures';
import { storedCount, storedDocument } from './test-helpers';

jest.setTimeout(60_000);

const templatePath = resolve(__dirname, '../../../remoteconfig.template.json');
const projectId = 'stallions-local';

let dataDir: string;
let server: FirestoreServer;
let app: FirebaseApp;
let db: Firestore;

beforeAll(async () => {
  setLogLevel('silent');
  dataDir = mkdtempSync(join(tmpdir(), 'local-cloud-test-'));
  server = await startFirestoreServer({ port: 0, dataDir, templatePath });
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

/** What addDoc rejected with: the Firestore error code, or 'resolved'. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const commitUrl = () => `${server.url}/v1/projects/${projectId}/databases/(default)/documents:commit`;

describe('the Firestore commit endpoint', () => {
  it('stores a join submission from addDoc with the server timestamp', async () => {
    const before = Date.now();
    const ref = await addDoc(collection(db, joinCollection), { ...validJoinDocument(), timestamp: serverTimestamp() });
    const stored = await storedDocument(server.store, joinCollection, ref.id);
    expect(stored).toBeDefined();
    const { timestamp, ...fields } = stored!.data;
    expect(fields).toEqual(validJoinDocument());
    expect(typeof timestamp).toBe('string');
    const time = Date.parse(timestamp as string);
    expect(time).toBeGreaterThanOrEqual(before - 5);
    expect(time).toBeLessThanOrEqual(Date.now() + 5);
    expect(stored!.createdAt).toBe(timestamp);
  });

  it('stores a donation with the card masked and no CVV', async () => {
    const ref = await addDoc(collection(db, donationCollection), {
      ...validDonationDocument(),
      timestamp: serverTimestamp(),
    });
    const stored = await storedDocument(server.store, donationCollection, ref.id);
    expect(stored!.data).toMatchObject({
      donationAmount: '1000$',
      paymentInfo: { cardNumber: '**** **** **** 4242', cardHolder: 'Sam Lee' },
    });
    expect(stored!.data.paymentInfo).not.toHaveProperty('cvv');
  });

  it('refuses a document breaking the schema with permission-denied and stores nothing', async () => {
    const count = await storedCount(server.store, joinCollection);
    const attempts = [
      { ...validJoinDocument(), email: 'not an e-mail' },
      { ...validJoinDocument(), heardFrom: 'television' },
      { ...validJoinDocument(), firstName: '' },
      { ...validJoinDocument(), whyInvolved: 'x'.repeat(2001) },
      { ...validJoinDocument(), isAdmin: true },
      { ...validJoinDocument(), hasReference: 'yes' },
      { ...validJoinDocument(), dateOfBirth: '2999-01-01' },
      { ...validJoinDocument(), phone: 5551234 },
    ];
    for (const attempt of attempts) {
      expect(await outcome(addDoc(collection(db, joinCollection), { ...attempt, timestamp: serverTimestamp() }))).toBe(
        'permission-denied',
      );
    }
    expect(await storedCount(server.store, joinCollection)).toBe(count);
  });

  it('refuses a donation carrying a cvv or a readable card number', async () => {
    const count = await storedCount(server.store, donationCollection);
    const donation = validDonationDocument();
    const withCvv = { ...donation, paymentInfo: { ...donation.paymentInfo, cvv: '739' } };
    const readable = { ...donation, paymentInfo: { ...donation.paymentInfo, cardNumber: '4242424242424242' } };
    const topLevelCvv = { ...donation, cvv: '739' };
    for (const attempt of [withCvv, readable, topLevelCvv]) {
      expect(
        await outcome(addDoc(collection(db, donationCollection), { ...attempt, timestamp: serverTimestamp() })),
      ).toBe('permission-denied');
    }
    expect(await storedCount(server.store, donationCollection)).toBe(count);
  });

  it('wants the timestamp from serverTimestamp() and nothing else', async () => {
    const count = await storedCount(server.store, joinCollection);
    expect(await outcome(addDoc(collection(db, joinCollection), validJoinDocument()))).toBe('permission-denied');
    expect(
      await outcome(addDoc(collection(db, joinCollection), { ...validJoinDocument(), timestamp: new Date() })),
    ).toBe('permission-denied');
    expect(await storedCount(server.store, joinCollection)).toBe(count);
  });

  it('refuses other collections, reads and updates', async () => {
    expect(
      await outcome(addDoc(collection(db, 'users'), { ...validJoinDocument(), timestamp: serverTimestamp() })),
    ).toBe('permission-denied');
    expect(
      await outcome(
        addDoc(collection(db, joinCollection, 'x', 'nested'), { ...validJoinDocument(), timestamp: serverTimestamp() }),
      ),
    ).toBe('permission-denied');
    const ref = await addDoc(collection(db, joinCollection), { ...validJoinDocument(), timestamp: serverTimestamp() });
    expect(await outcome(getDoc(ref))).toBe('permission-denied');
    // setDoc without a precondition: a create the first time, an update (denied) the second.
    const fixed = doc(db, joinCollection, 'fixed-id');
    expect(await outcome(setDoc(fixed, { ...validJoinDocument(), timestamp: serverTimestamp() }))).toBe('resolved');
    expect(await outcome(setDoc(fixed, { ...validJoinDocument(), timestamp: serverTimestamp() }))).toBe(
      'permission-denied',
    );
    expect(await outcome(setDoc(fixed, { firstName: 'X' }, { merge: true }))).not.toBe('resolved');
  });

  it('lands all of 200 concurrent submissions', async () => {
    const count = await storedCount(server.store, joinCollection);
    const refs = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        addDoc(collection(db, joinCollection), {
          ...validJoinDocument({ firstName: `Visitor ${i}` }),
          timestamp: serverTimestamp(),
        }),
      ),
    );
    expect(new Set(refs.map((ref) => ref.id)).size).toBe(200);
    expect(await storedCount(server.store, joinCollection)).toBe(count + 200);
    const names = new Set((await server.store.list(joinCollection)).map((s) => s.data.firstName));
    for (let i = 0; i < 200; i += 1) expect(names).toContain(`Visitor ${i}`);
  });

  it('answers ALREADY_EXISTS for a create of an existing document', async () => {
    const fields = Object.fromEntries(
      Object.entries(validJoinDocument()).map(([key, value]) => [key, { stringValue: value }]),
    );
    const body = JSON.stringify({
      writes: [
        {
          update: { name: `projects/${projectId}/databases/(default)/documents/${joinCollection}/dup-1`, fields },
          updateTransforms: [{ fieldPath: 'timestamp', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { exists: false },
        },
      ],
    });
    const first = await fetch(commitUrl(), { method: 'POST', body, headers: { 'Content-Type': 'text/plain' } });
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { writeResults: { updateTime: string }[]; commitTime: string };
    expect(answer.writeResults).toHaveLength(1);
    expect(answer.writeResults[0]!.updateTime).toBe(answer.commitTime);
    const second = await fetch(commitUrl(), { method: 'POST', body });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: { code: 409, message: expect.stringMatching(/^ALREADY_EXISTS: /), status: 'ALREADY_EXISTS' },
    });
  });

  it('answers a refusal with a Firestore error body', async () => {
    const response = await fetch(commitUrl(), {
      method: 'POST',
      body: JSON.stringify({
        writes: [{ update: { name: `projects/${projectId}/databases/(default)/documents/users/u1`, fields: {} } }],
      }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      error: { code: 403, message: expect.stringMatching(/^PERMISSION_DENIED: /), status: 'PERMISSION_DENIED' },
    });
  });

  it('answers malformed requests with INVALID_ARGUMENT', async () => {
    const notJson = await fetch(commitUrl(), { method: 'POST', body: '{nope' });
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { status: string } }).error.status).toBe('INVALID_ARGUMENT');
    const badValue = await fetch(commitUrl(), {
      method: 'POST',
      body: JSON.stringify({
        writes: [
          {
            update: {
              name: `projects/${projectId}/databases/(default)/documents/${joinCollection}/bad`,
              fields: { firstName: { stringValue: 'a', booleanValue: true } },
            },
          },
        ],
      }),
    });
    expect(badValue.status).toBe(400);
  });

  it('keeps what it stored across a restart', async () => {
    const other = mkdtempSync(join(tmpdir(), 'local-cloud-restart-'));
    try {
      const first = await startFirestoreServer({ port: 0, dataDir: other });
      const firstApp = initializeApp({ projectId, apiKey: 'x', appId: 'x' }, `restart-${Date.now()}`);
      const firstDb = getFirestore(firstApp);
      const { hostname, port } = new URL(first.url);
      connectFirestoreEmulator(firstDb, hostname, Number(port));
      const ref = await addDoc(collection(firstDb, joinCollection), {
        ...validJoinDocument(),
        timestamp: serverTimestamp(),
      });
      await deleteApp(firstApp);
      await first.close();
      const reopened = await SubmissionStore.open(other);
      expect((await reopened.list(joinCollection)).map((s) => s.id)).toEqual([ref.id]);
      await reopened.close();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('CORS, IP echo, template and unknown paths', () => {
  it('answers a CORS preflight for any origin with the requested headers', async () => {
    const requested =
      'content-type,x-goog-api-client,x-goog-request-params,x-firebase-gmpid,google-cloud-resource-prefix';
    const response = await fetch(commitUrl(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3002',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': requested,
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(requested);
  });

  it('echoes the caller IP as JSON', async () => {
    const response = await fetch(`${server.url}/ip`, { headers: { Origin: 'http://localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await response.json()).toEqual({ ip: '127.0.0.1' });
  });

  it('serves the Remote Config template without caching', async () => {
    const response = await fetch(`${server.url}/remote-config/template`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const template = (await response.json()) as { parameters: Record<string, { defaultValue: { value: string } }> };
    expect(template).toEqual(JSON.parse(readFileSync(templatePath, 'utf8')));
    for (const lng of supportedLanguages) {
      const value = JSON.parse(template.parameters[`translations_${lng}`]!.defaultValue.value) as object;
      expect(Object.keys(value).sort()).toEqual(['footer', 'header', 'pages']);
    }
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await fetch(`${server.url}/nothing/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: 'not found' });
  });

  it('can run without the IP echo', async () => {
    const other = mkdtempSync(join(tmpdir(), 'local-cloud-noip-'));
    const quiet = await startFirestoreServer({ port: 0, dataDir: other, ipEcho: false });
    try {
      expect((await fetch(`${quiet.url}/ip`)).status).toBe(404);
      expect((await fetch(`${quiet.url}/remote-config/template`)).status).toBe(404);
    } finally {
      await quiet.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
