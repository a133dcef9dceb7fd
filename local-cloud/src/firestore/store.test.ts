import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AlreadyExistsError, databaseFileName, defaultDataDir, SubmissionStore } from './store';
import { insertOne, storedCount, storedDocument } from './test-helpers';

let dataDir: string;
let store: SubmissionStore;

beforeEach(async () => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'local-cloud-store-')), 'nested', '.data');
  store = await SubmissionStore.open(dataDir);
});

afterEach(async () => {
  await store.close();
  rmSync(join(dataDir, '..', '..'), { recursive: true, force: true });
});

describe('SubmissionStore', () => {
  it('creates its directory and SQLite file', () => {
    expect(store.file).toBe(join(dataDir, databaseFileName));
    expect(existsSync(store.file)).toBe(true);
  });

  it('inserts and lists in insertion order, per collection', async () => {
    await insertOne(store, 'a', '2', { n: 2 });
    await insertOne(store, 'a', '1', { n: 1 });
    await insertOne(store, 'b', '1', { n: 3 });
    expect((await store.list('a')).map((s) => [s.id, s.data])).toEqual([
      ['2', { n: 2 }],
      ['1', { n: 1 }],
    ]);
    expect(await storedCount(store, 'b')).toBe(1);
    expect(await storedDocument(store, 'b', '1')).toMatchObject({ collection: 'b', id: '1', data: { n: 3 } });
    expect(await storedDocument(store, 'b', '2')).toBeUndefined();
  });

  it('refuses a duplicate id and rolls back a whole batch', async () => {
    await insertOne(store, 'a', 'x', { v: 1 });
    await expect(insertOne(store, 'a', 'x', { v: 2 })).rejects.toBeInstanceOf(AlreadyExistsError);
    await expect(
      store.insertAll([
        { collection: 'a', id: 'y', data: {} },
        { collection: 'a', id: 'x', data: {} },
      ]),
    ).rejects.toMatchObject({ collection: 'a', id: 'x' });
    expect((await store.list('a')).map((s) => s.id)).toEqual(['x']);
    expect((await storedDocument(store, 'a', 'x'))!.data).toEqual({ v: 1 });
  });

  it('lands every one of many concurrent inserts', async () => {
    await Promise.all(Array.from({ length: 300 }, (_, i) => insertOne(store, 'c', `id-${i}`, { i })));
    expect(await storedCount(store, 'c')).toBe(300);
  });

  it('is durable across reopening, in WAL mode', async () => {
    await insertOne(store, 'a', 'kept', { ok: true });
    await store.close();
    store = await SubmissionStore.open(dataDir);
    expect((await storedDocument(store, 'a', 'kept'))!.data).toEqual({ ok: true });
    expect(existsSync(`${store.file}-wal`)).toBe(true);
  });

  it('defaults to DATA_DIR, else .data at the repository root', () => {
    expect(defaultDataDir({ DATA_DIR: '/tmp/x' })).toBe('/tmp/x');
    expect(defaultDataDir({})).toBe(join(__dirname, '..', '..', '..', '.data'));
  });
});
