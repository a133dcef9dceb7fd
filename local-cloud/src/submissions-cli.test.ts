import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { donationCollection, joinCollection } from '@stallions/submissions';
import { LocalDatabase } from './database/local-database';
import { donationToStore, joinToStore, referencesFrom } from './submissions/test-fixtures';
import { runSubmissionsCommand, submissionsUsage } from './submissions-cli';
import { localSubmissions } from './submissions/local-submissions';

function capture() {
  const chunks: string[] = [];
  return { write: (chunk: string) => chunks.push(chunk), text: () => chunks.join('') };
}

const messages = {
  committeeEmail: 'committee@stallions.example',
  printQueueEmail: 'print@stallions.example',
  donationsEmail: 'donations@stallions.example',
};

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'local-cloud-cli-'));
});

afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('submissions export', () => {
  it('prints every stored document of the collection, one JSON document per line, with id and timestamp', async () => {
    const store = await LocalDatabase.open(dataDir);
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
    const store = await LocalDatabase.open(dataDir);
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
    [[], 'which command? export, outbox, complete or cancel'],
    [['import', joinCollection], 'unknown command "import": export, outbox, complete or cancel'],
    [['export'], 'export: which collection? joinFormSubmissions, donationFormSubmissions'],
    [['export', 'users'], 'unknown collection "users": joinFormSubmissions, donationFormSubmissions'],
    [['export', joinCollection, 'extra'], "unexpected argument 'extra'"],
    [['export', joinCollection, '--html', 'x'], '--html goes with outbox'],
    [['export', joinCollection, '--json'], "unknown option '--json'"],
  ])('%j: one line on stderr, exit code 2', async (args, line) => {
    const stdout = capture();
    const stderr = capture();
    expect(await runSubmissionsCommand(args, { dataDir, stdout, stderr })).toBe(2);
    expect(stdout.text()).toBe('');
    expect(stderr.text()).toBe(`submissions: ${line} (--help: the usage)\n`);
  });
});

describe('submissions --help', () => {
  it.each([[['--help']], [['-h']], [['help']], [['export', '--help']], [['complete', 'SC-2222-2222', '-h']]])(
    '%j: the usage on stdout, exit code 0, nothing opened',
    async (args) => {
      const stdout = capture();
      const stderr = capture();
      expect(await runSubmissionsCommand(args, { dataDir, stdout, stderr })).toBe(0);
      expect(stdout.text()).toBe(submissionsUsage);
      expect(stdout.text()).toMatch(/^usage: npm run -s submissions -- export <collection>\n/);
      expect(stderr.text()).toBe('');
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );
});

describe('submissions outbox', () => {
  /** Stores a join and a donation as the render server does, so local-cloud queues their messages. */
  async function submitBoth() {
    const store = await LocalDatabase.open(dataDir);
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
      ['donorAcknowledgement', 'sam@example.org', 'en', 'SC-9PWR-H3EA'],
      ['donationNotice', 'donations@stallions-club.local', 'en', 'SC-9PWR-H3EA'],
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
      'donationFormSubmissions-SC-9PWR-H3EA-donationNotice.html',
      'donationFormSubmissions-SC-9PWR-H3EA-donorAcknowledgement.html',
      'joinFormSubmissions-SC-7K4M-2QXD-applicantConfirmation.html',
      'joinFormSubmissions-SC-7K4M-2QXD-committeeNotice.html',
    ]);
    expect(stdout.text().trimEnd().split('\n').sort()).toEqual(files.map((file) => join(out, file)));
    expect(readFileSync(join(out, 'donationFormSubmissions-SC-9PWR-H3EA-donorAcknowledgement.html'), 'utf8')).toContain(
      '<html lang="en" dir="ltr">',
    );
  });

  it('prints nothing when no message is queued', async () => {
    const stdout = capture();
    expect(await runSubmissionsCommand(['outbox'], { dataDir, stdout, stderr: capture() })).toBe(0);
    expect(stdout.text()).toBe('');
  });

  it.each([
    [['outbox', '--html'], "option '--html <value>' argument missing"],
    [['outbox', '--pdf', 'x'], "unknown option '--pdf'"],
    [['outbox', '--html', 'x', 'y'], "unexpected argument 'y'"],
  ])('%j: one line on stderr, exit code 2', async (args, line) => {
    const stderr = capture();
    expect(await runSubmissionsCommand(args, { dataDir, stdout: capture(), stderr })).toBe(2);
    expect(stderr.text()).toBe(`submissions: ${line} (--help: the usage)\n`);
  });
});

describe('submissions complete | cancel', () => {
  /** A stored donation (through the forms' store, as the render server stores it); its reference. */
  async function donate(reference: string, overrides: Parameters<typeof donationToStore>[0] = {}) {
    const store = await LocalDatabase.open(dataDir);
    try {
      const { store: submissions } = localSubmissions(store, { messages, newReference: referencesFrom(reference) });
      await submissions.create({
        collection: donationCollection,
        key: reference,
        document: donationToStore(overrides),
      });
    } finally {
      await store.close();
    }
    return reference;
  }
  const completedAt = new Date('2025-04-15T09:00:00Z');
  async function run(...args: string[]) {
    const stdout = capture();
    const stderr = capture();
    const code = await runSubmissionsCommand(args, { dataDir, stdout, stderr, messages, now: () => completedAt });
    return { code, out: stdout.text(), err: stderr.text() };
  }
  /** What `run` answers when the command refuses: exit code 1, the reason on stderr. */
  const refused = (reason: string) => ({ code: 1, out: '', err: `refused: ${reason}\n` });
  async function outboxOf(reference: string) {
    const out = capture();
    await runSubmissionsCommand(['outbox'], { dataDir, stdout: out, stderr: capture() });
    return out
      .text()
      .trimEnd()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, string>)
      .filter((message) => message.reference === reference);
  }
  async function exported(reference: string) {
    const out = capture();
    await runSubmissionsCommand(['export', donationCollection], { dataDir, stdout: out, stderr: capture() });
    return out
      .text()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((doc) => doc.id === reference)!;
  }

  it("completes a gift once: the donor's receipt and the tribute message, then refuses again", async () => {
    const reference = await donate('SC-9PWR-H3EA', { notificationType: 'email' });
    expect((await outboxOf(reference)).map(({ kind, to }) => [kind, to])).toEqual([
      ['donorAcknowledgement', 'sam@example.org'],
      ['donationNotice', 'donations@stallions.example'],
    ]);
    expect(await exported(reference)).toMatchObject({ status: 'received' });

    expect(await run('complete', reference)).toEqual({
      code: 0,
      out: `${reference}: received → completed; queued: donationReceipt, tributeEmail\n`,
      err: '',
    });
    const after = await outboxOf(reference);
    expect(after.map(({ kind, to }) => [kind, to]).slice(2)).toEqual([
      ['donationReceipt', 'sam@example.org'],
      ['tributeEmail', 'family@example.org'],
    ]);
    expect(after[2]!.text).toContain('Date completed: April 15, 2025\n');
    expect(await exported(reference)).toMatchObject({
      status: 'completed',
      messagesSentFor: 'completed',
      messagesSentAt: completedAt.toISOString(),
    });

    expect(await run('complete', reference)).toEqual(refused(`${reference} is already completed`));
    expect(await run('cancel', reference)).toEqual(
      refused(`${reference} is already completed: it cannot be cancelled`),
    );
    expect(await outboxOf(reference)).toHaveLength(4);
  });

  it("cancels a gift: the donor's note, nothing to the recipient; a cancelled gift cannot be completed", async () => {
    const reference = await donate('SC-2222-3333', { notificationType: 'print' });
    expect(await run('cancel', reference)).toMatchObject({
      code: 0,
      out: `${reference}: received → cancelled; queued: donorCancellation\n`,
    });
    expect(await run('complete', reference)).toEqual(refused(`${reference} is cancelled: it cannot be completed`));
    expect((await outboxOf(reference)).map(({ kind }) => kind)).toEqual([
      'donorAcknowledgement',
      'donationNotice',
      'donorCancellation',
    ]);
    expect(await exported(reference)).toMatchObject({ status: 'cancelled', messagesSentFor: 'cancelled' });
  });

  it('completes once when two commands run at once on the same data', async () => {
    const reference = await donate('SC-4444-5555');
    const both = await Promise.all([run('complete', reference), run('complete', reference)]);
    expect(both.map(({ code }) => code).sort()).toEqual([0, 1]);
    expect((await outboxOf(reference)).filter(({ kind }) => kind === 'donationReceipt')).toHaveLength(1);
  });

  it('refuses an unknown reference, and a join submission, with exit code 1', async () => {
    await submitJoin('SC-7K4M-2QXD');
    for (const reference of ['SC-2222-2222', 'SC-7K4M-2QXD', 'not-a-reference']) {
      expect(await run('complete', reference)).toEqual(refused(`no donation has the reference ${reference}`));
    }
  });

  it.each([
    [['complete'], 'complete: one reference is needed'],
    [['cancel', 'SC-2222-2222', 'extra'], "unexpected argument 'extra'"],
  ])('%j: one line on stderr, exit code 2', async (args, line) => {
    expect(await run(...args)).toEqual({ code: 2, out: '', err: `submissions: ${line} (--help: the usage)\n` });
  });

  async function submitJoin(reference: string) {
    const store = await LocalDatabase.open(dataDir);
    try {
      const { store: submissions } = localSubmissions(store, { messages, newReference: referencesFrom(reference) });
      await submissions.create({ collection: joinCollection, key: 'j', document: joinToStore() });
    } finally {
      await store.close();
    }
  }
});
