import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { donationCollection, joinCollection } from '@stallions/shared-config/submissions';
import { startFirestoreServer } from './firestore/server';
import { SubmissionStore } from './firestore/store';
import { validDonationDocument, validJoinDocument } from './firestore/test-fixtures';
import { insertOne } from './firestore/test-helpers';
import { runSubmissionsCommand } from './submissions-cli';

function capture() {
  const chunks: string[] = [];
  return { write: (chunk: string) => chunks.push(chunk), text: () => chunks.join('') };
}

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-cloud-cli-'));
});

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('submissions export', () => {
  it('prints every stored document of the collection, one JSON document per line, with id and timestamp', async () => {
    const store = await SubmissionStore.open(dataDir);
    await insertOne(store, joinCollection, 'a1', {
      ...validJoinDocument({ firstName: 'First' }),
      timestamp: '2025-01-01T10:00:00.000Z',
    });
    await insertOne(store, joinCollection, 'b2', {
      ...validJoinDocument({ firstName: 'Second' }),
      timestamp: '2025-01-01T10:00:01.000Z',
    });
    await insertOne(store, donationCollection, 'c3', {
      ...validDonationDocument(),
      timestamp: '2025-01-01T10:00:02.000Z',
    });
    await store.close();

    const stdout = capture();
    const stderr = capture();
    expect(await runSubmissionsCommand(['export', joinCollection], { dataDir, stdout, stderr })).toBe(0);
    expect(stderr.text()).toBe('');
    const lines = stdout.text().split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(2);
    const docs = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(docs.map((d) => [d.id, d.firstName, d.timestamp])).toEqual([
      ['a1', 'First', '2025-01-01T10:00:00.000Z'],
      ['b2', 'Second', '2025-01-01T10:00:01.000Z'],
    ]);
    expect(docs[0]).toEqual({
      id: 'a1',
      ...validJoinDocument({ firstName: 'First' }),
      timestamp: '2025-01-01T10:00:00.000Z',
    });
  });

  it('exports what the Firestore endpoint stored, while it runs', async () => {
    const server = await startFirestoreServer({ port: 0, dataDir });
    try {
      const name = `projects/p/databases/(default)/documents/${donationCollection}/from-endpoint`;
      const donation = validDonationDocument();
      const { encodeFields } = await import('./firestore/test-helpers');
      const response = await fetch(`${server.url}/v1/projects/p/databases/(default)/documents:commit`, {
        method: 'POST',
        body: JSON.stringify({
          writes: [
            {
              update: { name, fields: encodeFields(donation) },
              updateTransforms: [{ fieldPath: 'timestamp', setToServerValue: 'REQUEST_TIME' }],
              currentDocument: { exists: false },
            },
          ],
        }),
      });
      expect(response.status).toBe(200);
      const stdout = capture();
      expect(await runSubmissionsCommand(['export', donationCollection], { dataDir, stdout, stderr: capture() })).toBe(
        0,
      );
      const exported = JSON.parse(stdout.text()) as Record<string, unknown>;
      expect(exported).toMatchObject({ id: 'from-endpoint', ...donation });
      expect(typeof exported.timestamp).toBe('string');
      expect(stdout.text()).not.toContain('cvv');
    } finally {
      await server.close();
    }
  });

  it('prints nothing for an empty collection', async () => {
    const stdout = capture();
    expect(await runSubmissionsCommand(['export', joinCollection], { dataDir, stdout, stderr: capture() })).toBe(0);
    expect(stdout.text()).toBe('');
  });

  it.each([
    [[]],
    [['import', joinCollection]],
    [['export']],
    [['export', 'users']],
    [['export', joinCollection, 'extra']],
  ])('prints the usage on stderr and exits with 2 for %j', async (args) => {
    const stdout = capture();
    const stderr = capture();
    expect(await runSubmissionsCommand(args, { dataDir, stdout, stderr })).toBe(2);
    expect(stdout.text()).toBe('');
    expect(stderr.text()).toContain('usage: submissions export <collection>');
  });
});

describe('submissions outbox', () => {
  /** Stores a join and a donation through the endpoint, so local-cloud queues their messages. */
  async function submitBoth() {
    const server = await startFirestoreServer({ port: 0, dataDir });
    try {
      const { encodeFields } = await import('./firestore/test-helpers');
      for (const [collection, id, document] of [
        [joinCollection, 'j1', validJoinDocument({ language: 'fr' })],
        [donationCollection, 'd:1', validDonationDocument({ notificationType: 'print' })],
      ] as const) {
        const response = await fetch(`${server.url}/v1/projects/p/databases/(default)/documents:commit`, {
          method: 'POST',
          body: JSON.stringify({
            writes: [
              {
                update: {
                  name: `projects/p/databases/(default)/documents/${collection}/${id}`,
                  fields: encodeFields(document),
                },
                updateTransforms: [{ fieldPath: 'timestamp', setToServerValue: 'REQUEST_TIME' }],
                currentDocument: { exists: false },
              },
            ],
          }),
        });
        expect(response.status).toBe(200);
      }
    } finally {
      await server.close();
    }
  }

  it('prints every queued message, one JSON object per line, oldest first', async () => {
    await submitBoth();
    const stdout = capture();
    expect(await runSubmissionsCommand(['outbox'], { dataDir, stdout, stderr: capture() })).toBe(0);
    const lines = stdout.text().trimEnd().split('\n');
    const messages = lines.map((line) => JSON.parse(line) as Record<string, string>);
    expect(messages.map(({ kind, to, language, reference }) => [kind, to, language, reference])).toEqual([
      ['applicantConfirmation', 'amal@example.org', 'fr', 'SC-7K4M-2QXD'],
      ['committeeNotice', 'committee@stallions-club.local', 'fr', 'SC-7K4M-2QXD'],
      ['donorReceipt', 'sam@example.org', 'en', 'SC-9PWR-H3EA'],
      ['tributeCard', 'print@stallions-club.local', 'en', 'SC-9PWR-H3EA'],
    ]);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual([
        'html',
        'id',
        'kind',
        'language',
        'reference',
        'subject',
        'text',
        'to',
      ]);
      expect(message.subject).toContain(message.kind === 'committeeNotice' ? 'Amal Haddad' : '');
      expect(message.html).toMatch(/^<!doctype html>/);
      expect(message.text).toContain(message.reference);
    }
  });

  it('--html DIR writes each message as a file to open in a browser, and prints the paths', async () => {
    await submitBoth();
    const out = join(dataDir, 'mail');
    const stdout = capture();
    expect(await runSubmissionsCommand(['outbox', '--html', out], { dataDir, stdout, stderr: capture() })).toBe(0);
    const files = readdirSync(out).sort();
    expect(files).toEqual([
      'donationFormSubmissions-d_1-donorReceipt.html',
      'donationFormSubmissions-d_1-tributeCard.html',
      'joinFormSubmissions-j1-applicantConfirmation.html',
      'joinFormSubmissions-j1-committeeNotice.html',
    ]);
    expect(stdout.text().trimEnd().split('\n').sort()).toEqual(files.map((file) => join(out, file)));
    expect(readFileSync(join(out, 'donationFormSubmissions-d_1-tributeCard.html'), 'utf8')).toContain('@page{size:A5');
  });

  it('prints nothing when no message is queued', async () => {
    const stdout = capture();
    expect(await runSubmissionsCommand(['outbox'], { dataDir, stdout, stderr: capture() })).toBe(0);
    expect(stdout.text()).toBe('');
  });

  it.each([[['outbox', '--html']], [['outbox', '--pdf', 'x']], [['outbox', '--html', 'x', 'y']]])(
    'prints the usage and exits with 2 for %j',
    async (args) => {
      const stderr = capture();
      expect(await runSubmissionsCommand(args, { dataDir, stdout: capture(), stderr })).toBe(2);
      expect(stderr.text()).toContain('submissions outbox [--html <dir>]');
    },
  );
});
