import { z } from 'zod';
import { envelope } from '../api.ts';
import type { AnyResourceDefinition, ReferenceDef } from './resource.ts';

/**
 * The choices of a field that names records of another resource (a category, an institution, plans,
 * tags, tickers, the content a slide points at), answered by the resource that owns the field:
 * `GET /api/<name>/options/<field>?q=&limit=&value=`. Whoever may write the field may choose for it
 * without reading the other resource (a writter picks an institution without the institutions
 * screen); a reader gets the choices of the list's filters and the names of values a record holds.
 * Only what a picker shows comes back: the value, a label and, for content, its status and date.
 */

/** A field with choices: where they come from (fixed, or by the kind another field names). */
export type ChoiceField = {
  readonly field: string;
  /** The records offered; absent when `referenceBy` picks them by another field's value. */
  readonly reference?: ReferenceDef;
  /** A slide's content: `field` names the kind, each kind its records (a kind without one takes no id). */
  readonly referenceBy?: { readonly field: string; readonly references: Readonly<Record<string, ReferenceDef>> };
  /** A field of the form (not read-only): choosing for it needs write or update. */
  readonly form: boolean;
  /** A filter of the list: its choices are open to readers. */
  readonly filter: boolean;
};

/** Every field of a definition that has choices, by name. */
export function choiceFields(def: Pick<AnyResourceDefinition, 'fields' | 'list'>): ReadonlyMap<string, ChoiceField> {
  const out = new Map<string, ChoiceField>();
  for (const [field, meta] of Object.entries(def.fields)) {
    if (!meta.reference && !meta.referenceBy) continue;
    out.set(field, {
      field,
      ...(meta.reference ? { reference: meta.reference } : {}),
      ...(meta.referenceBy ? { referenceBy: meta.referenceBy } : {}),
      form: !meta.readOnly,
      filter: false,
    });
  }
  for (const filter of def.list.filters) {
    if (filter.type !== 'reference') continue;
    const reference = filter.reference ?? def.fields[filter.field]?.reference;
    if (!reference) continue;
    const known = out.get(filter.field);
    out.set(filter.field, known ? { ...known, filter: true } : { field: filter.field, reference, form: false, filter: true });
  }
  return out;
}

export const OPTIONS_LIMITS = {
  /** Choices answered when `limit` is not given. */
  default: 20,
  max: 50,
  /** Values whose labels one call may ask for (`value=1,2,3`). */
  values: 100,
  /** Longest `q`. */
  query: 100,
} as const;

/** One choice: the value the field stores (an id or a code), its label, and for content its state. */
export const optionSchema = z.object({
  value: z.union([z.number().int(), z.string()]),
  label: z.string(),
  /** A second line: a ticker's code, a tag's area. */
  hint: z.string().optional(),
  /** Content only: its workflow status, the date it went (or goes) live, and whether readers see it now. */
  status: z.string().optional(),
  date: z.string().nullable().optional(),
  live: z.boolean().optional(),
});
export type Option = z.infer<typeof optionSchema>;

export const optionsAnswerSchema = envelope(z.array(optionSchema));
