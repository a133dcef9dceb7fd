import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { donationCollection, joinCollection } from '@stallions/submissions';
import { SubmissionStore } from './firestore/store';
import { donationToStore, joinToStore, referencesFrom } from './firestore/test-fixtures';
import { runSubmissionsCommand } from './submissions-cli';
import { localSubmissions } from './submissions/local-submissions';

function capture() {
  const chunks: string[] = [];
  return { write: (chunk: string) => chunks.push(chunk), text: () => chunks.join('') };
}

const messages = { committeeEmail: 'committee@stallions.example', printQueueEmail: 'print@stallions.example' };

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-cloud-cli-'));
});

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('submissions export', () => {
  it('prints every stored document of the collection, one JSON document per line, with id and timestamp', async () => {
    const store = await SubmissionStore.open(dataDir);
    const times = ['2025-01-01T10:00:00.000Z', '2025-01-01T10:00:01.000Z', '2025-01-01T10:00:02.000Z'];
    const { store: submissions } = localSubmissions(store, {
      messages,
      now: () => new Date(times[0]!),
      newReference: referencesFrom('SC-AAAA-2222', 'SC-BBBB-3333', 'SC-CCCC-4444'),
    });
    await submissions.create({ collection: joinCollection, key: 'a', document: joinToStore({ firstName: 'First' }) });
    times.shift();
    await submissions.create({ collection: joinCollection, key: 'b', document: joinToStore({ firstName: 'Second' }) });
    times.shift();
    await submissions.create({ collection: donationCollection, key: 'c', document: donationToStore() });
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
      ['SC-AAAA-2222', 'First', '2025-01-01T10:00:00.000Z'],
      ['SC-BBBB-3333', 'Second', '2025-01-01T10:00:01.000Z'],
    ]);
    expect(docs[0]).toEqual({
      id: 'SC-AAAA-2222',
      ...joinToStore({ firstName: 'First' }),
      reference: 'SC-AAAA-2222',
      timestamp: '2025-01-01T10:00:00.000Z',
    });
  });

  it('exports what the store keeps while another store on the same data is open', async () => {
    const store = await SubmissionStore.open(dataDir);
    try {
      const donation = donationToStore();
      const { reference } = await localSubmissions(store, { messages }).store.create({
        collection: donationCollection,
        key: 'k',
        document: donation,
      });
      const stdout = capture();
      expect(await runSubmissionsCommand(['export', donationCollection], { dataDir, stdout, stderr: capture() })).toBe(
        0,
      );
      const exported = JSON.parse(stdout.text()) as Record<string, unknown>;
      expect(exported).toMatchObject({ id: reference, ...donation, reference });
      expect(typeof exported.timestamp).toBe('string');
      expect(stdout.text()).not.toContain('cvv');
    } finally {
      await store.close();
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
  /** Stores a join and a donation as the render server does, so local-cloud queues their messages. */
  async function submitBoth() {
    const store = await SubmissionStore.open(dataDir);
    try {
      // The default message config: the local stand-ins for the staff's addresses.
      const { store: submissions } = localSubmissions(store, {
        newReference: referencesFrom('SC-7K4M-2QXD', 'SC-9PWR-H3EA'),
      });
      await submissions.create({ collection: joinCollection, key: 'j', document: joinToStore({ language: 'fr' }) });
      await submissions.create({
        collection: donationCollection,
        key: 'd',
        document: donationToStore({ notificationType: 'print' }),
      });
    } finally {
      await store.close();
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
      if (message.kind === 'committeeNotice') expect(message.subject).toContain(message.reference);
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
      'donationFormSubmissions-SC-9PWR-H3EA-donorReceipt.html',
      'donationFormSubmissions-SC-9PWR-H3EA-tributeCard.html',
      'joinFormSubmissions-SC-7K4M-2QXD-applicantConfirmation.html',
      'joinFormSubmissions-SC-7K4M-2QXD-committeeNotice.html',
    ]);
    expect(stdout.text().trimEnd().split('\n').sort()).toEqual(files.map((file) => join(out, file)));
    expect(readFileSync(join(out, 'donationFormSubmissions-SC-9PWR-H3EA-tributeCard.html'), 'utf8')).toContain(
      '@page{size:A5',
    );
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
