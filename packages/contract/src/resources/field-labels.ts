import type { z } from 'zod';

/**
 * Each editable field's label, said once in its schema: the helpers of resource-fields.ts record it
 * on the schema they build, and `defineResource` gives it to the field's meta, so the messages and
 * the console's label agree. A check (`.refine`, `.min`) makes a copy that keeps its parent; a
 * wrapper (`.default`, `.nullable`, a transform) holds the schema it wraps; both are looked through.
 * A WeakMap rather than a zod registry: the route table imports resource.ts, and must not bring zod.
 */
const labels = new WeakMap<object, string>();

/** Record `label` as the label of `schema`, and return the schema. */
export function labelled<T extends z.ZodType>(label: string, schema: T): T {
  labels.set(schema, label);
  return schema;
}

/** The label a field's schema was built with; undefined when it was built without one. */
export function fieldLabel(schema: z.ZodType): string | undefined {
  for (let current: z.ZodType | undefined = schema; current;) {
    const label = labels.get(current);
    if (label !== undefined) return label;
    const { parent, def } = current._zod as { parent?: z.ZodType; def: { innerType?: z.ZodType; in?: z.ZodType } };
    current = parent ?? def.innerType ?? def.in;
  }
  return undefined;
}
