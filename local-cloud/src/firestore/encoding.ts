// Firestore's REST value encoding (google.firestore.v1.Value in proto3 JSON), as the lite SDK sends it with
// useProto3Json: { stringValue }, { booleanValue }, { integerValue: "12" }, { doubleValue }, { nullValue },
// { timestampValue: "…Z" }, { mapValue: { fields } }, { arrayValue: { values } }, plus bytes, references and
// geo points. Decoded values keep their Firestore type: a timestamp becomes a Date, bytes, references and
// geo points become small classes, so a schema that wants a string refuses them just as `is string` would.

export class FirestoreError extends Error {
  constructor(
    readonly status: FirestoreStatus,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreError';
  }
}

/** The google.rpc.Code names local-cloud answers with, and the HTTP status Firestore's REST API uses. */
export const httpStatusOf = {
  INVALID_ARGUMENT: 400,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  INTERNAL: 500,
  UNIMPLEMENTED: 501,
} as const;
export type FirestoreStatus = keyof typeof httpStatusOf;

export class FirestoreBytes {
  constructor(readonly base64: string) {}
}
export class FirestoreReference {
  constructor(readonly name: string) {}
}
export class FirestoreGeoPoint {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

export type DecodedValue =
  | null
  | boolean
  | number
  | string
  | Date
  | FirestoreBytes
  | FirestoreReference
  | FirestoreGeoPoint
  | DecodedValue[]
  | DecodedMap;
export interface DecodedMap {
  [field: string]: DecodedValue;
}

/** Firestore's own limit on the nesting of maps and arrays. */
const maxDepth = 20;

const invalid = (message: string) => new FirestoreError('INVALID_ARGUMENT', message);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field names matching __.*__ are reserved by Firestore (and '__proto__' would be a hazard here). */
export const isReservedFieldName = (name: string) => /^__.*__$/.test(name);

function decodeNumber(raw: unknown, what: string): number {
  if (typeof raw === 'number') return raw;
  if (raw === 'NaN') return Number.NaN;
  if (raw === 'Infinity') return Number.POSITIVE_INFINITY;
  if (raw === '-Infinity') return Number.NEGATIVE_INFINITY;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  throw invalid(`Invalid ${what}`);
}

/** Decodes one Firestore value; throws an INVALID_ARGUMENT FirestoreError when it is not one. */
export function decodeValue(value: unknown, depth = 0): DecodedValue {
  if (depth > maxDepth) throw invalid('Value is nested too deeply');
  if (!isObject(value)) throw invalid('A value must be an object with one value-type key');
  const keys = Object.keys(value);
  if (keys.length !== 1) throw invalid('A value must have exactly one value-type key');
  const kind = keys[0]!;
  const raw = value[kind];
  switch (kind) {
    case 'nullValue':
      if (raw !== null && raw !== 'NULL_VALUE' && raw !== 0) throw invalid('Invalid nullValue');
      return null;
    case 'booleanValue':
      if (typeof raw !== 'boolean') throw invalid('Invalid booleanValue');
      return raw;
    case 'integerValue': {
      if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
      if (typeof raw !== 'string' || !/^-?[0-9]{1,19}$/.test(raw)) throw invalid('Invalid integerValue');
      return Number(raw);
    }
    case 'doubleValue':
      return decodeNumber(raw, 'doubleValue');
    case 'stringValue':
      if (typeof raw !== 'string') throw invalid('Invalid stringValue');
      return raw;
    case 'timestampValue': {
      if (isObject(raw)) {
        const seconds = decodeNumber(raw.seconds ?? 0, 'timestampValue');
        const nanos = decodeNumber(raw.nanos ?? 0, 'timestampValue');
        return new Date(seconds * 1000 + Math.floor(nanos / 1e6));
      }
      const date = typeof raw === 'string' ? new Date(raw) : new Date(Number.NaN);
      if (Number.isNaN(date.getTime())) throw invalid('Invalid timestampValue');
      return date;
    }
    case 'bytesValue':
      if (typeof raw !== 'string') throw invalid('Invalid bytesValue');
      return new FirestoreBytes(raw);
    case 'referenceValue':
      if (typeof raw !== 'string') throw invalid('Invalid referenceValue');
      return new FirestoreReference(raw);
    case 'geoPointValue':
      if (!isObject(raw)) throw invalid('Invalid geoPointValue');
      return new FirestoreGeoPoint(
        decodeNumber(raw.latitude ?? 0, 'geoPointValue'),
        decodeNumber(raw.longitude ?? 0, 'geoPointValue'),
      );
    case 'arrayValue': {
      if (!isObject(raw)) throw invalid('Invalid arrayValue');
      const values = raw.values ?? [];
      if (!Array.isArray(values)) throw invalid('Invalid arrayValue');
      return values.map((item) => decodeValue(item, depth + 1));
    }
    case 'mapValue': {
      if (!isObject(raw)) throw invalid('Invalid mapValue');
      return decodeFields(raw.fields ?? {}, depth + 1);
    }
    default:
      throw invalid(`Unknown value type ${kind}`);
  }
}

/** Decodes a `fields` map (a document or a mapValue). */
export function decodeFields(fields: unknown, depth = 0): DecodedMap {
  if (!isObject(fields)) throw invalid('fields must be an object');
  const result: DecodedMap = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === '' || isReservedFieldName(name)) throw invalid(`Invalid field name "${name.slice(0, 50)}"`);
    result[name] = decodeValue(value, depth);
  }
  return result;
}
