import { BSON, Decimal128, Long, ObjectId } from 'mongodb';
import { splitNumber } from './raw-row';

const DISTANCE = Buffer.from('distance');
const id = new ObjectId('64656d6f64656d6f64656d6f');
const revision = new ObjectId('6f776e65726f776e65726f77');
const updatedAt = new Date('2026-11-25T01:20:58.252Z');
const bytes = (doc: object) => Buffer.from(BSON.serialize(doc));

describe('splitNumber', () => {
  it('splits a double off a near-me row, the rest the same bytes whatever the distance', () => {
    const a = splitNumber(bytes({ _id: id, updatedAt, revision, distance: 1234.5 }), DISTANCE);
    const b = splitNumber(bytes({ _id: id, updatedAt, revision, distance: 98.25 }), DISTANCE);
    expect(a?.value).toBe(1234.5);
    expect(b?.value).toBe(98.25);
    expect(a?.rest).toBe(b?.rest);
    // The rest is the other elements' bytes: another clinic or version gives another rest.
    expect(splitNumber(bytes({ _id: id, updatedAt: new Date(1), revision, distance: 1234.5 }), DISTANCE)?.rest).not.toBe(a?.rest);
    expect(splitNumber(bytes({ _id: new ObjectId(), updatedAt, revision, distance: 1234.5 }), DISTANCE)?.rest).not.toBe(a?.rest);
  });

  it('reads a whole distance, which BSON writes as an int32, and a field anywhere in the row', () => {
    expect(splitNumber(bytes({ _id: id, distance: 0, updatedAt }), DISTANCE)?.value).toBe(0);
    expect(splitNumber(bytes({ distance: -7, _id: id }), DISTANCE)?.value).toBe(-7);
    const nested = splitNumber(bytes({ _id: id, where: { distance: 5, s: 'x' }, list: [1, 'two'], ok: true, none: null, distance: 2.5 }), DISTANCE);
    expect(nested?.value).toBe(2.5);
  });

  it('gives up, for a whole decode, without the field, with it as another type, or past a type it does not walk', () => {
    expect(splitNumber(bytes({ _id: id, updatedAt }), DISTANCE)).toBeUndefined();
    expect(splitNumber(bytes({ _id: id, distance: '12' }), DISTANCE)).toBeUndefined();
    expect(splitNumber(bytes({ _id: id, distance: Long.fromNumber(2 ** 40) }), DISTANCE)).toBeUndefined();
    expect(splitNumber(bytes({ price: Decimal128.fromString('1.5'), distance: 3.5 }), DISTANCE)).toBeUndefined();
    // A truncated row is not read past its end.
    const row = bytes({ _id: id, distance: 3.5 });
    expect(splitNumber(row.subarray(0, row.length - 6), DISTANCE)).toBeUndefined();
  });
});
