import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gateNote, removeGateRecords, writeGateRecord } from './gate-record';

let store: string;
beforeEach(() => (store = mkdtempSync(join(tmpdir(), 'gate-record-'))));
afterEach(() => rmSync(store, { recursive: true, force: true }));

const record = { checkedAt: '2026-11-28T06:00:00.000Z', seconds: 120, problems: [], visualChanges: [] };

it('names the report of a release that was looked at, and who accepted its visual changes', () => {
  writeGateRecord(store, { ...record, release: 'a' });
  expect(gateNote(store, 'a')).toBe(`gate report ${join(store, '_gate', 'a', 'report.html')}`);
  writeGateRecord(store, {
    ...record,
    release: 'b',
    visualChanges: ['/about/overview (en) 1280 px: 2.1 % of the page'],
    accepted: { by: 'Salma', at: '2026-11-28T06:01:00.000Z', changes: ['/about/overview (en) 1280 px'] },
  });
  expect(gateNote(store, 'b')).toMatch(/report\.html; 1 visual change\(s\) accepted by Salma at 2026-11-28T06:01/);
});

it('says of a release published without the look that it was skipped, and by whom', () => {
  writeGateRecord(store, { ...record, release: 'c', seconds: 0, eyesSkippedBy: 'ci' });
  expect(gateNote(store, 'c')).toBe(
    'gate: render checks only, its look in Chromium skipped by ci (RELEASE_GATE_EYES=off)',
  );
});

it('has nothing to say of a release it has no record of, or whose record was removed', () => {
  expect(gateNote(store, 'x')).toBeUndefined();
  writeGateRecord(store, { ...record, release: 'd' });
  removeGateRecords(store, ['d']);
  expect(gateNote(store, 'd')).toBeUndefined();
});
