import { describe, expect, it } from 'vitest';
import { recordShape } from '@/db/record-shape.ts';

/**
 * Rows and records are made by one compiled object literal per list of keys (decision 034): each
 * must hold exactly the values given, under the keys given, in their order, whatever the keys.
 */
describe('record shapes', () => {
  it('makes objects with the keys in order and the values given, each a new object', () => {
    const keys = Array.from({ length: 40 }, (_, i) => `column_${i}`);
    const make = recordShape(keys);
    const values = keys.map((_, i) => (i % 2 ? `text ${i}` : i));
    const one = make(values);
    const two = make(values);
    expect(Object.keys(one)).toEqual(keys);
    expect(Object.values(one)).toEqual(values);
    expect(one).not.toBe(two);
    one.column_0 = 'changed';
    expect(two.column_0).toBe(0);
    expect(JSON.parse(JSON.stringify(two))).toEqual(Object.fromEntries(keys.map((k, i) => [k, values[i]])));
  });

  it('keeps keys that are not identifiers, and quotes that would end a string, as plain keys', () => {
    const keys = ['total live', 'a"b', "c'd", 'e\\f', 'g\nh', '${x}', '0', 'constructor', '\u2028'];
    const record = recordShape(keys)(keys.map((_, i) => i));
    expect(Object.entries(record)).toEqual(
      // Integer-like keys come first in any object, as JavaScript orders them.
      [['0', 6], ...keys.filter((k) => k !== '0').map((k) => [k, keys.indexOf(k)])],
    );
  });

  it('keeps __proto__ as an own field and never changes the prototype', () => {
    const make = recordShape(['id', '__proto__', 'title']);
    const record = make([1, { polluted: true }, 'T']);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.keys(record)).toEqual(['id', '__proto__', 'title']);
    expect((record as { polluted?: boolean }).polluted).toBeUndefined();
    expect(JSON.parse(JSON.stringify(record))).toEqual(JSON.parse('{"id":1,"__proto__":{"polluted":true},"title":"T"}'));
  });

  it('gives undefined for values missing at the end', () => {
    expect(recordShape(['a', 'b'])([1])).toEqual({ a: 1, b: undefined });
  });
});
