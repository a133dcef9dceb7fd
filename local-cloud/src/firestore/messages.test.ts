// After each stored submission local-cloud queues the same messages as the production Cloud Function, in its
// SQLite outbox; clients can neither write `mail` nor read the outbox; a message problem never fails the commit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { queueStoredMessages } from './messages';
import { startFirestoreServer, type FirestoreServer } from './server';
import { validDonationDocument, validJoinDocument } from './test-fixtures';
import { storedDocument } from './test-helpers';

jest.setTimeout(60_000);

const projectId = 'stallions-local';
const messages = { committeeEmail: 'committee@stallions.example', printQueueEmail: 'print@stallions.example' };

let dataDir: string;
let server: FirestoreServer;
let app: FirebaseApp;
let db: Firestore;
const logged: string[] = [];

beforeAll(async () => {
  setLogLevel('silent');
  dataDir = mkdtempSync(join(tmpdir(), 'local-cloud-messages-'));
  server = await startFirestoreServer({ port: 0, dataDir, messages, log: (line) => logged.push(line) });
  app = initializeApp({ projectId, apiKey: 'x', appId: 'x' }, `messages-test-${Date.now()}`);
  db = getFirestore(app);
  const { hostname, port } = new URL(server.url);
  connectFirestoreEmulator(db, hostname, Number(port));
});

afterAll(async () => {
  await deleteApp(app);
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => (logged.length = 0));

const outboxOf = async (submissionId: string) =>
  (await server.store.listOutbox()).filter((mail) => mail.id.includes(`-${submissionId}-`));

describe('messages after a stored submission', () => {
  it('queues the applicant confirmation and the committee notice, with the reference, before answering', async () => {
    const ref = await addDoc(collection(db, joinCollection), {
      ...validJoinDocument({ language: 'ar' }),
      timestamp: serverTimestamp(),
    });
    const queued = await outboxOf(ref.id);
    expect(queued.map(({ kind, to, reference, language }) => ({ kind, to, reference, language }))).toEqual([
      { kind: 'applicantConfirmation', to: 'amal@example.org', reference: 'SC-7K4M-2QXD', language: 'ar' },
      { kind: 'committeeNotice', to: 'committee@stallions.example', reference: 'SC-7K4M-2QXD', language: 'ar' },
    ]);
    expect(queued[0]!.html).toContain('<html lang="ar" dir="rtl">');
    expect(queued[0]!.id).toBe(`${joinCollection}-${ref.id}-applicantConfirmation`);
  });

  it('dates the receipt with the stored timestamp', async () => {
    const ref = await addDoc(collection(db, donationCollection), {
      ...validDonationDocument(),
      timestamp: serverTimestamp(),
    });
    const stored = await storedDocument(server.store, donationCollection, ref.id);
    const [receipt, tribute] = await outboxOf(ref.id);
    expect(receipt!.kind).toBe('donorReceipt');
    const day = new Date(stored!.data.timestamp as string).toLocaleDateString('en', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(receipt!.text).toContain(`Date: ${day}`);
    expect(tribute).toMatchObject({ kind: 'tributeEmail', to: 'family@example.org' });
  });

  it('queues each message once, however often the logic runs for a submission', async () => {
    const ref = await addDoc(collection(db, joinCollection), { ...validJoinDocument(), timestamp: serverTimestamp() });
    const stored = (await storedDocument(server.store, joinCollection, ref.id))!;
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await queueStoredMessages(server.store, [stored], messages, log);
    await queueStoredMessages(server.store, [stored], messages, log);
    expect(await outboxOf(ref.id)).toHaveLength(2);
  });

  it('stores the submission and answers success when a message is skipped, and logs why', async () => {
    const ref = await addDoc(collection(db, donationCollection), {
      ...validDonationDocument({ recipientEmail: 'a,b@example.org' }),
      timestamp: serverTimestamp(),
    });
    expect(await storedDocument(server.store, donationCollection, ref.id)).toBeDefined();
    expect((await outboxOf(ref.id)).map((mail) => mail.kind)).toEqual(['donorReceipt']);
    expect(logged).toEqual([
      `messages: ${donationCollection}/${ref.id}: tributeEmail skipped: recipient address refused: not a single plain e-mail address`,
    ]);
  });

  it('stores the submission and answers success when the outbox cannot be written', async () => {
    const spy = jest.spyOn(server.store, 'createMail').mockRejectedValue(new Error('disk full'));
    try {
      const ref = await addDoc(collection(db, joinCollection), {
        ...validJoinDocument(),
        timestamp: serverTimestamp(),
      });
      expect(await storedDocument(server.store, joinCollection, ref.id)).toBeDefined();
      expect(await outboxOf(ref.id)).toEqual([]);
      expect(logged.filter((line) => line.includes('could not be queued: Error: disk full'))).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses every client write to mail and every read of it', async () => {
    const before = await server.store.listOutbox();
    const mail = { to: 'victim@example.org', message: { subject: 'Hi', text: 'spam' } };
    const codes = await Promise.all([
      addDoc(collection(db, 'mail'), mail).catch((error: { code: string }) => error.code),
      setDoc(doc(db, 'mail', `${joinCollection}-x-applicantConfirmation`), mail).catch(
        (error: { code: string }) => error.code,
      ),
      getDoc(doc(db, 'mail', before[0]!.id)).catch((error: { code: string }) => error.code),
      getDoc(doc(db, 'outbox', before[0]!.id)).catch((error: { code: string }) => error.code),
    ]);
    expect(codes).toEqual(['permission-denied', 'permission-denied', 'permission-denied', 'permission-denied']);
    expect(await server.store.listOutbox()).toEqual(before);
  });
});
