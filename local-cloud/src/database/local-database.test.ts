import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { donationCollection, joinCollection } from '@stallions/submissions';
import { localSubmissions } from '../submissions/local-submissions';
import { databaseFileName, defaultDataDir, LocalDatabase } from './local-database';
import { donationToStore, joinToStore, referencesFrom, messages } from '../submissions/test-fixtures';
import { storedCount, storedDocument } from './test-helpers';

let dataDir: string;
let store: LocalDatabase;

beforeEach(async () => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'local-cloud-store-')), 'nested', '.data');
  store = await LocalDatabase.open(dataDir);
});

afterEach(async () => {
  await store.close();
  rmSync(join(dataDir, '..', '..'), { recursive: true, force: true });
});

describe('LocalDatabase', () => {
  it('creates its directory, its SQLite file and its tables', async () => {
    expect(store.file).toBe(join(dataDir, databaseFileName));
    expect(existsSync(store.file)).toBe(true);
    const tables = await store.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    expect(tables.rows.map((row) => row.name)).toEqual([
      'field_records',
      'limits',
      'outbox',
      'submission_keys',
      'submissions',
    ]);
  });

  it('lists in insertion order, per collection', async () => {
    const { store: submissions } = localSubmissions(store, {
      messages,
      newReference: referencesFrom('SC-BBBB-2222', 'SC-AAAA-2222', 'SC-CCCC-2222'),
    });
    await submissions.create({ collection: joinCollection, key: 'k1', document: joinToStore({ firstName: 'One' }) });
    await submissions.create({ collection: joinCollection, key: 'k2', document: joinToStore({ firstName: 'Two' }) });
    await submissions.create({ collection: donationCollection, key: 'k3', document: donationToStore() });
    expect((await store.list(joinCollection)).map((s) => [s.id, s.data.firstName])).toEqual([
      ['SC-BBBB-2222', 'One'],
      ['SC-AAAA-2222', 'Two'],
    ]);
    expect(await storedCount(store, donationCollection)).toBe(1);
    expect(await storedDocument(store, donationCollection, 'SC-CCCC-2222')).toMatchObject({
      collection: donationCollection,
      data: { reference: 'SC-CCCC-2222' },
    });
    expect(await storedDocument(store, donationCollection, 'SC-AAAA-2222')).toBeUndefined();
  });

  it('lands every one of many concurrent submissions', async () => {
    const { store: submissions } = localSubmissions(store, { messages });
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        // Names as the forms take them (letters only: a digit would make the messages skip it), one per submission.
        submissions.create({
          collection: joinCollection,
          key: `k${i}`,
          document: joinToStore({ firstName: `V${String.fromCharCode(97 + (i % 26), 97 + Math.floor(i / 26))}` }),
        }),
      ),
    );
    expect(await storedCount(store, joinCollection)).toBe(200);
    expect(await store.listOutbox()).toHaveLength(400);
  });

  it('rolls a write transaction back when its work fails', async () => {
    await expect(
      store.writeTransaction(async (transaction) => {
        await transaction.execute({
          sql: 'INSERT INTO limits (key, window_start, count, expires_at) VALUES (?, 0, 1, 1)',
          args: ['k'],
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await store.execute('SELECT * FROM limits')).rows).toEqual([]);
    // The store goes on.
    expect(await store.writeTransaction(async () => 'next')).toBe('next');
  });

  it('is durable across reopening, in WAL mode', async () => {
    const { store: submissions } = localSubmissions(store, { messages, newReference: () => 'SC-KEPT-2222' });
    await submissions.create({ collection: joinCollection, key: 'k', document: joinToStore() });
    await store.close();
    store = await LocalDatabase.open(dataDir);
    expect((await storedDocument(store, joinCollection, 'SC-KEPT-2222'))!.data).toMatchObject(joinToStore());
    expect(existsSync(`${store.file}-wal`)).toBe(true);
  });

  it('closes after the operations under way', async () => {
    const pending = store.list(joinCollection);
    await store.close();
    await expect(pending).resolves.toEqual([]);
  });

  it('defaults to DATA_DIR, else .data at the repository root', () => {
    expect(defaultDataDir({ DATA_DIR: '/tmp/x' })).toBe('/tmp/x');
    expect(defaultDataDir({})).toBe(join(__dirname, '..', '..', '..', '.data'));
  });
});
