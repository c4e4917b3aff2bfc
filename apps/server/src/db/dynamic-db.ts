import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '@/db/schema.ts';

/**
 * The engine's view of the database. Its tables and columns are named by checked resource
 * definitions at run time, not by the static schema, so every name is a string here; values are
 * always bound as parameters.
 */
export type DynamicTables = Record<string, Record<string, unknown>>;
export type DynamicDb = Kysely<DynamicTables>;
export type DynamicSelect = SelectQueryBuilder<DynamicTables, string, Record<string, unknown>>;

/** A query that can take one more `column = value` condition (select or update). */
export type DynamicWhere<Q> = { where(column: string, op: '=', value: unknown): Q };

/** The application's database seen through the engine's dynamic names. */
export function asDynamic(db: Kysely<Database>): DynamicDb {
  return db as unknown as DynamicDb;
}
