import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { asDynamic } from '@/db/dynamic-db.ts';

/** The one-record-per-key rows of a settings resource. */
export function createResourceSettingsRepository(database: Kysely<Database>, table: string, keyField: string) {
  const db = asDynamic(database);
  return {
    /** Insert the row unless its key has one already; an existing row is never touched. */
    async insertIfMissing(values: Record<string, unknown>): Promise<void> {
      await db
        .insertInto(table)
        .values(values)
        .onConflict((oc) => oc.column(keyField).doNothing())
        .execute();
    },
  };
}
