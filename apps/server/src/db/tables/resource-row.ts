import type { Generated } from 'kysely';
import type { z } from 'zod';

/**
 * Row types derived from contract definitions, so a field declared once in the contract is typed
 * once here too. The migration still creates the column (migrations are frozen SQL); the storage
 * check (resources/storage-check.ts) proves in the tests that it did, with a compatible type.
 */

/** The record columns every resource table has (DOMAIN.md conventions; the migration kit makes them). */
export type RecordColumns = {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: string | null;
  version: Generated<number>;
};

/** What a definition offers this helper: its editable schema and its field descriptions. */
type RowSource = { readonly schema: z.ZodObject; readonly fields: object };

/**
 * The named keys of T. A definition's type is its literal fields intersected with the generic
 * `AnyResourceDefinition` (a string index signature), which would otherwise swallow them.
 */
type Named<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/**
 * The column type of an editable value, as the engine's `toColumns` stores it: booleans as 0/1,
 * string lists as JSON text, options as plain text (the column does not check the choice).
 * Distributes over unions, so `string | null` stays nullable.
 */
type ColumnOf<T> = T extends boolean ? number : T extends readonly unknown[] ? string : T extends string ? string : T;

type EditableColumns<D extends RowSource> = {
  -readonly [K in keyof Named<z.output<D['schema']>> & string]-?: ColumnOf<Exclude<Named<z.output<D['schema']>>[K], undefined>>;
};

/**
 * Names of the read-only fields (`readOnly: true`). The contract does not keep a field's widget
 * in its type, so their column types cannot be derived: the row type names them in `Extra`.
 */
export type ReadOnlyKey<D extends RowSource> = {
  [K in keyof Named<D['fields']>]: Named<D['fields']>[K] extends { readonly readOnly: true } ? K : never;
}[keyof Named<D['fields']>] &
  string;

/** What `Extra` must cover: a column type for every read-only field. */
type ReadOnlyColumns<D extends RowSource> = [ReadOnlyKey<D>] extends [never] ? object : { [K in ReadOnlyKey<D>]: unknown };

/**
 * A Kysely table type for a resource: the record columns, a column per editable field, and
 * `Extra`, which must give every read-only field its column type. `Extra` may also add columns
 * the definition does not have, or narrow a field's column (`Generated` when the database fills
 * it, not null when the engine always sets it).
 *
 *   type AdBannerTable = ResourceRow<typeof adBannerResource, { impressions: Generated<number>; clicks: Generated<number> }>;
 *
 * An `Extra` without a read-only field does not compile. Without any `Extra` (TypeScript checks
 * no default against the definition), a definition with read-only fields gives a row type that
 * names them instead of columns, so no query on the table compiles either.
 */
export type ResourceRow<D extends RowSource, Extra extends ReadOnlyColumns<D> = Record<never, never>> = [
  Exclude<ReadOnlyKey<D>, keyof Extra>,
] extends [never]
  ? RecordColumns & Omit<EditableColumns<D>, keyof Extra> & Extra
  : { missingReadOnlyColumnTypes: Exclude<ReadOnlyKey<D>, keyof Extra> };
