import { slot, type CompiledQueries } from '@/db/compiled-query.ts';
import type { DynamicDb } from '@/db/dynamic-db.ts';

/**
 * The change counters of `tables` summed (desk_changes): it moves with every change to any of them,
 * so an answer read from those tables is kept under this number (src/http/answer-cache.ts).
 * `queries` is the caller's, as its compiled shapes belong to one database.
 */
export async function changesOf(queries: CompiledQueries, db: DynamicDb, tables: readonly string[]): Promise<number> {
  const rows = await queries.run<{ n: number | string | null }>(
    db,
    `changes:${tables.length}`,
    () =>
      db
        .selectFrom('desk_changes')
        .select((eb) => eb.fn.sum<number>('changes').as('n'))
        .where(
          'tbl',
          'in',
          tables.map((_, i) => slot(i)),
        ),
    tables,
  );
  return Number(rows[0]?.n ?? 0);
}
