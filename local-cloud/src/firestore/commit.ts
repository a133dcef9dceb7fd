// The Firestore `documents:commit` call, as firebase/firestore/lite makes it for addDoc:
//   { writes: [{ update: { name, fields },
//                updateTransforms: [{ fieldPath: 'timestamp', setToServerValue: 'REQUEST_TIME' }],
//                currentDocument: { exists: false } }] }
// Each write is checked the way firestore.rules checks it (create only, on the two submission collections,
// the shared DOCUMENT schema, timestamp == request time) and the whole commit is stored atomically.
import { documentSchemaFor, submissionCollections } from '@stallions/shared-config/submissions';
import { decodeFields, FirestoreError, type DecodedMap } from './encoding';
import { AlreadyExistsError, type NewSubmission, type SubmissionStore } from './store';

export interface CommitResponse {
  writeResults: { updateTime: string }[];
  commitTime: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Firestore's own wording for a rules refusal, followed by what local-cloud found (field paths only). */
const denied = (detail: string) =>
  new FirestoreError('PERMISSION_DENIED', `Missing or insufficient permissions. (local-cloud: ${detail})`);

/** A document id as Firestore accepts it. */
const validId = (id: string) =>
  id.length > 0 && Buffer.byteLength(id) <= 1500 && id !== '.' && id !== '..' && !/^__.*__$/.test(id);

/** Splits `projects/{p}/databases/{d}/documents/{collection}/{id}` (the SDK sends it unencoded). */
function parseDocumentName(name: unknown, projectId: string, databaseId: string) {
  if (typeof name !== 'string') throw new FirestoreError('INVALID_ARGUMENT', 'A write needs a document name');
  const segments = name.split('/');
  const [projects, project, databases, database, documents, ...path] = segments;
  if (projects !== 'projects' || databases !== 'databases' || documents !== 'documents' || path.length === 0) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid document name "${name.slice(0, 200)}"`);
  }
  if (project !== projectId || database !== databaseId) {
    throw new FirestoreError('INVALID_ARGUMENT', 'The document name does not belong to the database of the request');
  }
  if (path.length % 2 !== 0 || path.some((segment) => segment === '')) {
    throw new FirestoreError('INVALID_ARGUMENT', `Invalid document path "${path.join('/').slice(0, 200)}"`);
  }
  return path;
}

const isRequestTimeTransform = (transform: unknown) =>
  isObject(transform) &&
  Object.keys(transform).length === 2 &&
  transform.fieldPath === 'timestamp' &&
  transform.setToServerValue === 'REQUEST_TIME';

/** Checks one write against the rules and returns what to store. */
function planWrite(write: unknown, projectId: string, databaseId: string, requestTime: Date): NewSubmission {
  if (!isObject(write)) throw new FirestoreError('INVALID_ARGUMENT', 'A write must be an object');
  if ('delete' in write) throw denied('deletes are not allowed');
  if ('verify' in write || 'transform' in write) throw denied('only creates are allowed');
  if (!isObject(write.update)) throw new FirestoreError('INVALID_ARGUMENT', 'A write needs an update');
  for (const key of Object.keys(write)) {
    if (!['update', 'updateMask', 'updateTransforms', 'currentDocument'].includes(key)) {
      throw new FirestoreError('INVALID_ARGUMENT', `Unknown write field "${key.slice(0, 50)}"`);
    }
  }
  if (write.updateMask !== undefined) {
    throw new FirestoreError(
      'UNIMPLEMENTED',
      'local-cloud accepts whole-document creates only (no merge or update masks)',
    );
  }
  const precondition = write.currentDocument;
  if (precondition !== undefined && !(isObject(precondition) && precondition.exists === false)) {
    throw denied('updates are not allowed');
  }

  const path = parseDocumentName(write.update.name, projectId, databaseId);
  const [collection, id] = path as [string, string];
  if (path.length !== 2 || !(submissionCollections as readonly string[]).includes(collection)) {
    throw denied(`no writes to ${path.slice(0, -1).join('/')}`);
  }
  if (!validId(id)) throw new FirestoreError('INVALID_ARGUMENT', 'Invalid document id');

  const fields: DecodedMap = decodeFields(write.update.fields ?? {});
  if ('timestamp' in fields) throw denied('timestamp must be the server time (serverTimestamp())');
  const transforms = write.updateTransforms ?? [];
  if (!Array.isArray(transforms) || transforms.length !== 1 || !isRequestTimeTransform(transforms[0])) {
    throw denied('timestamp must be set by exactly one serverTimestamp() transform and nothing else');
  }

  const schema = documentSchemaFor(collection, { now: () => requestTime })!;
  const result = schema.safeParse(fields);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`)
      .join('; ');
    throw denied(`${collection} document refused: ${problems}`);
  }
  const timestamp = requestTime.toISOString();
  return { collection, id, data: { ...result.data, timestamp }, createdAt: timestamp };
}

/** Validates and stores a commit; resolves with the REST answer, rejects with a FirestoreError. */
export async function commit(
  store: SubmissionStore,
  body: unknown,
  {
    projectId,
    databaseId,
    requestTime = new Date(),
    onStored,
  }: {
    projectId: string;
    databaseId: string;
    requestTime?: Date;
    /** Runs once the documents are stored (the messages); its failure never changes the answer. */
    onStored?: (stored: NewSubmission[]) => Promise<void>;
  },
): Promise<CommitResponse> {
  if (!isObject(body)) throw new FirestoreError('INVALID_ARGUMENT', 'The request body must be a JSON object');
  if (body.transaction !== undefined) {
    throw new FirestoreError('UNIMPLEMENTED', 'local-cloud does not support transactions');
  }
  const writes = body.writes ?? [];
  if (!Array.isArray(writes)) throw new FirestoreError('INVALID_ARGUMENT', 'writes must be an array');
  if (writes.length > 500) throw new FirestoreError('INVALID_ARGUMENT', 'A commit holds at most 500 writes');

  const planned = writes.map((write) => planWrite(write, projectId, databaseId, requestTime));
  const keys = new Set(planned.map(({ collection, id }) => `${collection}/${id}`));
  if (keys.size !== planned.length) {
    throw new FirestoreError('INVALID_ARGUMENT', 'A commit cannot write the same document twice');
  }
  // A write without the exists:false precondition would update an existing document: not allowed.
  for (const [index, submission] of planned.entries()) {
    const precondition = (writes[index] as Record<string, unknown>).currentDocument;
    if (precondition === undefined && (await store.has(submission.collection, submission.id))) {
      throw denied('updates are not allowed');
    }
  }
  try {
    await store.insertAll(planned);
  } catch (error) {
    if (error instanceof AlreadyExistsError) {
      throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${error.collection}/${error.id}`);
    }
    throw error;
  }
  // Awaited, so a reader of the outbox sees the messages once the page has its answer.
  await onStored?.(planned).catch(() => undefined);
  const time = requestTime.toISOString();
  return { writeResults: planned.map(() => ({ updateTime: time })), commitTime: time };
}
