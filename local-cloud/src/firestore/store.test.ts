import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AlreadyExistsError, databaseFileName, defaultDataDir, SubmissionStore } from './store';

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
    await store.insert('a', '2', { n: 2 });
    await store.insert('a', '1', { n: 1 });
    await store.insert('b', '1', { n: 3 });
    expect((await store.list('a')).map((s) => [s.id, s.data])).toEqual([
      ['2', { n: 2 }],
      ['1', { n: 1 }],
    ]);
    expect(await store.count('b')).toBe(1);
    expect(await store.get('b', '1')).toMatchObject({ collection: 'b', id: '1', data: { n: 3 } });
    expect(await store.get('b', '2')).toBeUndefined();
  });

  it('refuses a duplicate id and rolls back a whole batch', async () => {
    await store.insert('a', 'x', { v: 1 });
    await expect(store.insert('a', 'x', { v: 2 })).rejects.toBeInstanceOf(AlreadyExistsError);
    await expect(
      store.insertAll([
        { collection: 'a', id: 'y', data: {} },
        { collection: 'a', id: 'x', data: {} },
      ]),
    ).rejects.toMatchObject({ collection: 'a', id: 'x' });
    expect((await store.list('a')).map((s) => s.id)).toEqual(['x']);
    expect((await store.get('a', 'x'))!.data).toEqual({ v: 1 });
  });

  it('lands every one of many concurrent inserts', async () => {
    await Promise.all(Array.from({ length: 300 }, (_, i) => store.insert('c', `id-${i}`, { i })));
    expect(await store.count('c')).toBe(300);
  });

  it('is durable across reopening, in WAL mode', async () => {
    await store.insert('a', 'kept', { ok: true });
    await store.close();
    store = await SubmissionStore.open(dataDir);
    expect((await store.get('a', 'kept'))!.data).toEqual({ ok: true });
    expect(existsSync(`${store.file}-wal`)).toBe(true);
  });

  it('defaults to DATA_DIR, else .data at the repository root', () => {
    expect(defaultDataDir({ DATA_DIR: '/tmp/x' })).toBe('/tmp/x');
    expect(defaultDataDir({})).toBe(join(__dirname, '..', '..', '..', '.data'));
  });
});
