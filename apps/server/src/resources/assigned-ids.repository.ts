import { sql, type Kysely } from 'kysely';
import type { Dialect } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import type { ResourceModel } from './resource-model.ts';

/**
 * Where a table is kept in its natural key's order on SQLite (ResourceBinding.clusteredBy), the
 * database does not number new rows: whoever writes them gives each its id.
 */
export const assignsIds = (model: ResourceModel, dialect: Dialect) => dialect === 'sqlite' && model.clusteredBy !== null;

/** The id the next row written in bulk takes, one past the highest; null where the database numbers rows. */
export async function firstAssignedId(db: Kysely<Database>, model: ResourceModel, dialect: Dialect): Promise<number | null> {
  if (!assignsIds(model, dialect)) return null;
  const { rows } = await sql<{ n: number | null }>`select max(id) as n from ${sql.table(model.table)}`.execute(db);
  return Number(rows[0]?.n ?? 0) + 1;
}

/** The same for one row, read by the insert itself: `insert … values ((select max(id) + 1 …), …)`. */
export function assignedIdOf(model: ResourceModel, dialect: Dialect) {
  return assignsIds(model, dialect) ? sql<number>`(select coalesce(max(id), 0) + 1 from ${sql.table(model.table)})` : null;
}
