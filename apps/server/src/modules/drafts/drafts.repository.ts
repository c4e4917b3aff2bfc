import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { serverSecret } from '@/db/server-secrets.repository.ts';
import type { DraftTable } from '@/db/tables/draft.table.ts';
import { asDynamic } from '@/db/dynamic-db.ts';

export type DraftKey = { staffId: number; area: string; recordKey: string };

/** Autosaved drafts (decision 042): one row per author, area and record; nothing else reads this table. */
export function createDraftsRepository(db: Kysely<Database>) {
  const mine = ({ staffId, area, recordKey }: DraftKey) =>
    db.selectFrom('drafts').where('staff_id', '=', staffId).where('area', '=', area).where('record_key', '=', recordKey);

  return {
    /** The author's draft when it was saved at `since` or later (an older one is as good as pruned). */
    find(key: DraftKey, since: string): Promise<DraftTable | undefined> {
      return mine(key).selectAll().where('saved_at', '>=', since).executeTakeFirst();
    },

    async put(row: DraftTable): Promise<void> {
      await db
        .insertInto('drafts')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['staff_id', 'area', 'record_key']).doUpdateSet({
            values_json: row.values_json,
            base_version: row.base_version,
            saved_at: row.saved_at,
          }),
        )
        .execute();
    },

    async remove({ staffId, area, recordKey }: DraftKey): Promise<boolean> {
      const removed = await db
        .deleteFrom('drafts')
        .where('staff_id', '=', staffId)
        .where('area', '=', area)
        .where('record_key', '=', recordKey)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },

    /** Remove every draft saved before `before`; how many went. */
    async pruneSavedBefore(before: string): Promise<number> {
      const removed = await db.deleteFrom('drafts').where('saved_at', '<', before).executeTakeFirst();
      return Number(removed.numDeletedRows);
    },

    /** Whether `table` holds the record `id`, out of the trash. */
    async isLiveRecord(table: string, id: number): Promise<boolean> {
      const row = await asDynamic(db)
        .selectFrom(table)
        .select('id')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    browserKeySecret(): Promise<string> {
      return serverSecret(db, 'browser-drafts');
    },
  };
}
