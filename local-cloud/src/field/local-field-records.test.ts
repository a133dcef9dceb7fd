import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FieldRecord } from '@stallions/shared-config/field';
import { LocalDatabase } from '../database/local-database';
import { localFieldRecords } from './local-field-records';

let dir: string;
let store: LocalDatabase;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'local-field-'));
  store = await LocalDatabase.open(dir);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const record = (at: string, changes: Partial<FieldRecord> = {}): FieldRecord => ({
  at,
  kind: 'view',
  address: '/get-involved/join',
  lng: 'en',
  remote: 'getInvolved',
  release: 'g1',
  releases: [{ remote: 'getInvolved', release: 'g1' }],
  navigation_type: 'navigate',
  lcp: 1200,
  islands: [{ remote: 'getInvolved', release: 'g1', name: 'JoinForm', ok: true }],
  errors: 0,
  ...changes,
});

it('keeps the records and reads those of a window back, oldest first, as they were', async () => {
  const records = localFieldRecords(store);
  const late = record('2026-12-01T12:00:00.000Z', { side: 'canary', release: 'g2' });
  const early = record('2026-12-01T10:00:00.000Z');
  await records.append([late, early]);
  await records.append([record('2026-11-30T10:00:00.000Z')]);
  await records.append([]);
  const read = await records.read({ since: new Date('2026-12-01T00:00:00Z'), until: new Date('2026-12-02T00:00:00Z') });
  expect(read).toEqual([early, late]);
});

it('reads what another store of the same file wrote (the commands read while the site writes)', async () => {
  await localFieldRecords(store).append([record(new Date(Date.now() - 1000).toISOString())]);
  const other = await LocalDatabase.open(dir);
  try {
    expect(await localFieldRecords(other).read({ since: new Date(0) })).toHaveLength(1);
  } finally {
    await other.close();
  }
});
