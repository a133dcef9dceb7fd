// For tests only: a store in a temporary folder, and reading the store back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDatabase, type StoredSubmission } from './local-database';

/** A store in a new temporary folder (its name starts with `prefix`), for one test. */
export async function openTemporaryStore(prefix: string): Promise<{ dataDir: string; store: LocalDatabase }> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return { dataDir, store: await LocalDatabase.open(dataDir) };
}

/** Closes a temporary store and removes its folder. */
export async function removeTemporaryStore(dataDir: string, store: LocalDatabase): Promise<void> {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
}

export const storedDocument = async (
  store: LocalDatabase,
  collection: string,
  id: string,
): Promise<StoredSubmission | undefined> => (await store.list(collection)).find((stored) => stored.id === id);

export const storedCount = async (store: LocalDatabase, collection: string) => (await store.list(collection)).length;
