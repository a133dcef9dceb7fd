// For tests only: reading the store back.
import type { StoredSubmission, SubmissionStore } from './store';

export const storedDocument = async (
  store: SubmissionStore,
  collection: string,
  id: string,
): Promise<StoredSubmission | undefined> => (await store.list(collection)).find((stored) => stored.id === id);

export const storedCount = async (store: SubmissionStore, collection: string) => (await store.list(collection)).length;
