// For tests only (@stallions/submissions/testing/firestore): an in-memory stand-in for the part of firebase-admin
// the Firestore adapter and the message functions use: collection().doc() (its path, id and get()), and
// runTransaction with get, getAll, create, set and update. No emulator runs in the tests (a Java download).
//
// As Firestore does, it runs transactions one at a time (they are serializable; its contention retries are not
// modelled), refuses a read after a write, applies a transaction's writes all at once at commit, and fails there a
// create of an existing document (6 ALREADY_EXISTS) or an update of a missing one (5 NOT_FOUND). It can be told to
// fail the next commit (14 UNAVAILABLE), and, with `timestamps`, stores Dates as Timestamps and the
// server-timestamp sentinel as the commit's time.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

type Data = Record<string, unknown>;
interface Ref {
  path: string;
  id: string;
  get(): Promise<Snapshot>;
}
interface Snapshot {
  exists: boolean;
  id: string;
  data(): Data | undefined;
}

const grpcError = (code: number, status: string) => Object.assign(new Error(`${code} ${status}`), { code });

export function fakeFirestore({ timestamps = false }: { timestamps?: boolean } = {}) {
  const documents = new Map<string, Data>();
  let queue: Promise<unknown> = Promise.resolve();
  let failCommits = 0;
  const snapshot = (path: string): Snapshot => {
    const data = documents.get(path);
    return { exists: data !== undefined, id: path.split('/')[1]!, data: () => (data ? { ...data } : undefined) };
  };
  const stored = (data: Data, commitTime: Timestamp): Data =>
    timestamps
      ? Object.fromEntries(
          Object.entries(data).map(([field, value]) => [
            field,
            value instanceof Date
              ? Timestamp.fromDate(value)
              : value instanceof FieldValue && value.isEqual(FieldValue.serverTimestamp())
                ? commitTime
                : value,
          ]),
        )
      : { ...data };
  const db = {
    collection: (name: string) => ({
      doc: (id: string): Ref => ({ path: `${name}/${id}`, id, get: async () => snapshot(`${name}/${id}`) }),
    }),
    runTransaction<T>(work: (transaction: unknown) => Promise<T>): Promise<T> {
      const run = queue.then(async () => {
        const writes: { kind: 'create' | 'set' | 'update'; path: string; data: Data }[] = [];
        const read = (path: string) => {
          if (writes.length > 0)
            throw new Error('Firestore transactions require all reads to be executed before all writes.');
          return snapshot(path);
        };
        const result = await work({
          get: async (ref: Ref) => read(ref.path),
          getAll: async (...refs: Ref[]) => refs.map((ref) => read(ref.path)),
          create: (ref: Ref, data: Data) => void writes.push({ kind: 'create', path: ref.path, data }),
          set: (ref: Ref, data: Data) => void writes.push({ kind: 'set', path: ref.path, data }),
          update: (ref: Ref, data: Data) => void writes.push({ kind: 'update', path: ref.path, data }),
        });
        if (failCommits > 0) {
          failCommits -= 1;
          throw grpcError(14, 'UNAVAILABLE');
        }
        const commitTime = Timestamp.now();
        for (const { kind, path } of writes) {
          if (kind === 'create' && documents.has(path)) throw grpcError(6, 'ALREADY_EXISTS');
          if (kind === 'update' && !documents.has(path)) throw grpcError(5, 'NOT_FOUND');
        }
        for (const { kind, path, data } of writes) {
          const written = stored(data, commitTime);
          documents.set(path, kind === 'update' ? { ...documents.get(path), ...written } : written);
        }
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
  return {
    db: db as unknown as Firestore,
    /** The stored documents by path (`collection/id`), to seed and to read. */
    documents,
    failNextCommit: () => void (failCommits += 1),
  };
}

export type FakeFirestore = ReturnType<typeof fakeFirestore>;
