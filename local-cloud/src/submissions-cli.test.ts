import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { donationCollection, joinCollection } from '@stallions/shared-config/submissions';
import { startFirestoreServer } from './firestore/server';
import { SubmissionStore } from './firestore/store';
import { validDonationDocument, validJoinDocument } from './firestore/test-fixtures';
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
    await store.insert(joinCollection, 'a1', {
      ...validJoinDocument({ firstName: 'First' }),
      timestamp: '2025-01-01T10:00:00.000Z',
    });
    await store.insert(joinCollection, 'b2', {
      ...validJoinDocument({ firstName: 'Second' }),
      timestamp: '2025-01-01T10:00:01.000Z',
    });
    await store.insert(donationCollection, 'c3', { ...validDonationDocument(), timestamp: '2025-01-01T10:00:02.000Z' });
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
      const { encodeFields } = await import('./firestore/encoding');
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
