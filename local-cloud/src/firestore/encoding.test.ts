import {
  decodeFields,
  decodeValue,
  FirestoreBytes,
  FirestoreError,
  FirestoreGeoPoint,
  FirestoreReference,
} from './encoding';
import { encodeFields } from './test-helpers';

describe('Firestore value encoding', () => {
  it('decodes every value type', () => {
    expect(decodeValue({ stringValue: 'a' })).toBe('a');
    expect(decodeValue({ booleanValue: false })).toBe(false);
    expect(decodeValue({ integerValue: '42' })).toBe(42);
    expect(decodeValue({ integerValue: '-7' })).toBe(-7);
    expect(decodeValue({ doubleValue: 1.5 })).toBe(1.5);
    expect(decodeValue({ doubleValue: 'NaN' })).toBeNaN();
    expect(decodeValue({ nullValue: null })).toBeNull();
    expect(decodeValue({ nullValue: 'NULL_VALUE' })).toBeNull();
    expect(decodeValue({ timestampValue: '2025-01-02T03:04:05.123456789Z' })).toEqual(
      new Date('2025-01-02T03:04:05.123Z'),
    );
    expect(decodeValue({ timestampValue: { seconds: '10', nanos: 5_000_000 } })).toEqual(new Date(10_005));
    expect(decodeValue({ bytesValue: 'AAE=' })).toEqual(new FirestoreBytes('AAE='));
    expect(decodeValue({ referenceValue: 'projects/p/databases/(default)/documents/a/b' })).toBeInstanceOf(
      FirestoreReference,
    );
    expect(decodeValue({ geoPointValue: { latitude: 1, longitude: 2 } })).toEqual(new FirestoreGeoPoint(1, 2));
    expect(decodeValue({ arrayValue: { values: [{ stringValue: 'x' }, { integerValue: '1' }] } })).toEqual(['x', 1]);
    expect(decodeValue({ arrayValue: {} })).toEqual([]);
    expect(
      decodeValue({ mapValue: { fields: { a: { mapValue: { fields: { b: { booleanValue: true } } } } } } }),
    ).toEqual({
      a: { b: true },
    });
    expect(decodeValue({ mapValue: {} })).toEqual({});
  });

  it('round-trips with encodeFields', () => {
    const doc = { s: 'x', b: true, n: null, i: 3, d: 2.5, list: ['a', { m: 'n' }], map: { nested: { deep: 'y' } } };
    expect(decodeFields(encodeFields(doc))).toEqual(doc);
  });

  it.each([
    [{}],
    [{ stringValue: 'a', booleanValue: true }],
    [{ stringValue: 1 }],
    [{ integerValue: '1.5' }],
    [{ booleanValue: 'true' }],
    [{ unknownValue: 1 }],
    [{ timestampValue: 'yesterday' }],
    [null],
    ['a'],
  ])('refuses %j with INVALID_ARGUMENT', (value) => {
    expect(() => decodeValue(value)).toThrow(FirestoreError);
    try {
      decodeValue(value);
    } catch (error) {
      expect((error as FirestoreError).status).toBe('INVALID_ARGUMENT');
    }
  });

  it('refuses reserved field names and absurd nesting', () => {
    expect(() => decodeFields({ __proto__x: { stringValue: 'a' } })).not.toThrow();
    expect(() => decodeFields(JSON.parse('{"__proto__": {"stringValue": "a"}}'))).toThrow(FirestoreError);
    expect(() => decodeFields({ __name__: { stringValue: 'a' } })).toThrow(FirestoreError);
    let deep: Record<string, unknown> = { stringValue: 'x' };
    for (let i = 0; i < 30; i += 1) deep = { mapValue: { fields: { a: deep } } };
    expect(() => decodeValue(deep)).toThrow(FirestoreError);
  });
});
