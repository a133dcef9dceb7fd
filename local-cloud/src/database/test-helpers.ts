// For tests only: reading the store back.
import type { StoredSubmission, LocalDatabase } from './local-database';

export const storedDocument = async (
  store: LocalDatabase,
  collection: string,
  id: string,
): Promise<StoredSubmission | undefined> => (await store.list(collection)).find((stored) => stored.id === id);

export const storedCount = async (store: LocalDatabase, collection: string) => (await store.list(collection)).length;
