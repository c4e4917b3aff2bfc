import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { asDynamic, type DynamicWhere } from '@/db/dynamic-db.ts';

/** Where a versioned resource keeps its number, its current flag and (optionally) its stream. */
export type VersionColumns = { table: string; numberField: string; currentField: string; streamField?: string };

/** The rows of one version stream (the whole table when versions are not split by a field). */
export function createResourceVersionRepository(database: Kysely<Database>, columns: VersionColumns) {
  const db = asDynamic(database);
  const { table, numberField, currentField, streamField } = columns;
  const inStream =
    (stream: unknown) =>
    <Q extends DynamicWhere<Q>>(q: Q): Q =>
      streamField ? q.where(streamField, '=', stream) : q;

  return {
    async clearCurrent(stream: unknown): Promise<void> {
      await inStream(stream)(
        db
          .updateTable(table)
          .set({ [currentField]: 0 })
          .where(currentField, '=', 1),
      ).execute();
    },

    /** The id of the highest-numbered version not in the trash. */
    async newestLive(stream: unknown): Promise<number | undefined> {
      const row = await inStream(stream)(
        db.selectFrom(table).select('id').where('deleted_at', 'is', null).orderBy(numberField, 'desc').limit(1),
      ).executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },

    async makeCurrent(id: number): Promise<void> {
      await db
        .updateTable(table)
        .set({ [currentField]: 1 })
        .where('id', '=', id)
        .execute();
    },

    async currentId(stream: unknown): Promise<number | undefined> {
      const row = await inStream(stream)(db.selectFrom(table).select('id').where(currentField, '=', 1)).executeTakeFirst();
      return row ? Number(row.id) : undefined;
    },
  };
}
