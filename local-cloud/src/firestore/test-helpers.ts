// For tests only: reading the store back, and Firestore's value encoding in the client's direction (what
// the lite SDK sends), neither of which local-cloud itself needs.
import { FirestoreBytes, FirestoreGeoPoint, FirestoreReference, type DecodedMap, type DecodedValue } from './encoding';
import type { StoredSubmission, SubmissionStore } from './store';

export const insertOne = (
  store: SubmissionStore,
  collection: string,
  id: string,
  data: Record<string, unknown>,
  createdAt?: string,
) => store.insertAll([{ collection, id, data, createdAt }]);

export const storedDocument = async (
  store: SubmissionStore,
  collection: string,
  id: string,
): Promise<StoredSubmission | undefined> => (await store.list(collection)).find((stored) => stored.id === id);

export const storedCount = async (store: SubmissionStore, collection: string) => (await store.list(collection)).length;

/** Plain JSON-ish values to Firestore's encoding (the inverse of decodeValue). */
export function encodeValue(value: DecodedValue): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value instanceof FirestoreBytes) return { bytesValue: value.base64 };
  if (value instanceof FirestoreReference) return { referenceValue: value.name };
  if (value instanceof FirestoreGeoPoint)
    return { geoPointValue: { latitude: value.latitude, longitude: value.longitude } };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  return { mapValue: { fields: encodeFields(value) } };
}

export function encodeFields(map: DecodedMap): Record<string, unknown> {
  return Object.fromEntries(Object.entries(map).map(([name, value]) => [name, encodeValue(value)]));
}
