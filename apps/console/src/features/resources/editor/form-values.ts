import type { AnyResourceDefinition, FieldMeta } from '@rc/contract/resources/resource';
import { withLinkScheme } from '@rc/contract/resources/resource-fields';
import { zodFieldErrors, type FieldErrors } from '@/lib/form-errors.ts';
import { listHoldsNumbers } from '../fields/list-items.ts';

/**
 * The editor holds each editable field in the shape its input works with: text as strings ('' for
 * none), numbers as numbers or null, flags as booleans, lists as arrays. `toBody` turns that into
 * what the create and update calls take, and the definition's zod schema checks it, in the browser
 * exactly as on the server.
 */
export type FormValues = Record<string, unknown>;

export type FormDefinition = Pick<AnyResourceDefinition, 'schema' | 'fields'>;

export function editableFields(def: Pick<AnyResourceDefinition, 'schema'>): string[] {
  return Object.keys(def.schema.shape);
}

export function isNumberWidget(meta: FieldMeta): boolean {
  return meta.widget === 'number' || meta.widget === 'money-idr';
}

export function isListWidget(meta: FieldMeta): boolean {
  return meta.widget === 'multiselect' || meta.widget === 'list-of-lines' || meta.widget === 'codes';
}

/**
 * A stored value (from a record, a history entry, a default) as the input of field `name` holds it.
 * Lists keep numbers when the schema's items are numbers (tag ids), strings otherwise.
 */
export function formValueOf(def: FormDefinition, name: string, value: unknown): unknown {
  const meta = def.fields[name]!;
  if (isNumberWidget(meta)) return typeof value === 'number' && Number.isFinite(value) ? value : null;
  if (meta.widget === 'boolean') return value === true;
  if (isListWidget(meta)) {
    if (!Array.isArray(value)) return [];
    return listHoldsNumbers(def, name) ? value.map(Number).filter(Number.isFinite) : value.map(String);
  }
  if (value === null || value === undefined) return '';
  return String(value);
}

/** What a new record starts with: the schema's defaults, empty inputs elsewhere. */
export function defaultValues(def: FormDefinition): FormValues {
  const shape = def.schema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean; data?: unknown } }>;
  return Object.fromEntries(
    editableFields(def).map((name) => {
      const parsed = shape[name]!.safeParse(undefined);
      return [name, formValueOf(def, name, parsed.success ? parsed.data : undefined)];
    }),
  );
}

/** The editable values of a record (read-only and system fields stay out). */
export function valuesOfRecord(def: FormDefinition, record: Record<string, unknown>): FormValues {
  return Object.fromEntries(editableFields(def).map((name) => [name, formValueOf(def, name, record[name])]));
}

/** The request body: an empty number or choice is left out, so the schema's default (or message) applies. */
export function toBody(def: FormDefinition, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of editableFields(def)) {
    const meta = def.fields[name]!;
    const value = values[name];
    if (isNumberWidget(meta) && (value === null || value === '')) continue;
    if (meta.widget === 'select' && value === '') continue;
    body[name] = meta.widget === 'url' && typeof value === 'string' ? withLinkScheme(value) : value;
  }
  return body;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Field messages from the shared schema; an empty required field simply says it is required. */
export function validateValues(def: FormDefinition, values: FormValues): FieldErrors {
  const parsed = def.schema.safeParse(toBody(def, values));
  if (parsed.success) return {};
  const errors = zodFieldErrors(parsed.error);
  for (const name of Object.keys(errors)) {
    const meta = def.fields[name];
    if (meta && isEmpty(values[name]) && !isListWidget(meta)) errors[name] = `${meta.label} is required`;
  }
  return errors;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The editable fields whose values differ between two sets of values. */
export function changedFields(def: Pick<AnyResourceDefinition, 'schema'>, a: FormValues, b: FormValues): string[] {
  return editableFields(def).filter((name) => !sameValue(a[name], b[name]));
}

/**
 * A new version's starting values, copied from an earlier one without what belongs to that version
 * alone (fields marked `perVersion`): a datetime starts now (to the minute), anything else empty.
 */
export function freshVersionValues(def: FormDefinition, copied: FormValues, now: Date = new Date()): FormValues {
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  const values = { ...copied };
  for (const name of editableFields(def)) {
    const meta = def.fields[name]!;
    if (meta.perVersion) values[name] = meta.widget === 'datetime' ? minute : formValueOf(def, name, undefined);
  }
  return values;
}
