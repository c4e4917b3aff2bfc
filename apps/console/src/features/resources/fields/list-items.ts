import type { AnyResourceDefinition } from '@rc/contract/resources/resource';

type Probe = { safeParse: (value: unknown) => { success: boolean } };
const known = new WeakMap<object, boolean>();

/**
 * True when a list field holds numbers (ids of other records, such as tags) rather than strings
 * (codes, choices, lines), as the definition's schema says: the editor keeps such values as numbers
 * so the server receives what it validates. Asked of the schema itself (does it take `[1]`?), so
 * any wrapping (defaults, refinements) is seen through.
 */
export function listHoldsNumbers(def: Pick<AnyResourceDefinition, 'schema'>, name: string): boolean {
  const field = (def.schema.shape as Record<string, Probe | undefined>)[name];
  if (!field) return false;
  let numbers = known.get(field);
  if (numbers === undefined) {
    numbers = field.safeParse([1]).success;
    known.set(field, numbers);
  }
  return numbers;
}
