/**
 * A maker of objects with the given keys in the given order, from an array of their values.
 *
 * V8 keeps an object built key by key with computed names (`out[name] = …`) in its fast form
 * only up to 16 or so properties; past that it becomes a hash table, slower to fill, to read and
 * to turn into JSON. A record of Exclusive research has some thirty fields: a page of ten built
 * that way cost ~60 µs to build and ~35 µs more to serialise than the same objects written as
 * one object literal (decision 034). The maker is that literal, compiled once per list of keys.
 *
 * The keys are column and field names of our own definitions; each is written as a JSON string,
 * which is a JavaScript string literal, so no key can be read as code. `__proto__` written in a
 * literal would set the prototype instead of a property: a list holding it gets the plain loop.
 */
export function recordShape(keys: readonly string[]): (values: readonly unknown[]) => Record<string, unknown> {
  if (keys.includes('__proto__')) {
    return (values) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++)
        Object.defineProperty(out, keys[i]!, { value: values[i], enumerable: true, writable: true, configurable: true });
      return out;
    };
  }
  const body = `return {${keys.map((key, i) => `${JSON.stringify(key)}: values[${i}]`).join(', ')}};`;
  return new Function('values', body) as (values: readonly unknown[]) => Record<string, unknown>;
}
