import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '@/db/schema.ts';
import type { PublicApiKeyTable } from '@/db/tables/analytics.table.ts';

export type ApiKeyRow = Selectable<PublicApiKeyTable>;

export function createApiKeyRepository(db: Kysely<Database>) {
  return {
    insert(row: Insertable<PublicApiKeyTable>): Promise<ApiKeyRow> {
      return db.insertInto('public_api_keys').values(row).returningAll().executeTakeFirstOrThrow();
    },
    findByHash(keyHash: string): Promise<ApiKeyRow | undefined> {
      return db.selectFrom('public_api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
    },
    findById(id: number): Promise<ApiKeyRow | undefined> {
      return db.selectFrom('public_api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    },
    list(): Promise<ApiKeyRow[]> {
      return db.selectFrom('public_api_keys').selectAll().orderBy('id').execute();
    },
    async touch(id: number, at: string): Promise<void> {
      await db.updateTable('public_api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
    },
    /** True when this call revoked the key (false: it already was). */
    async revoke(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('public_api_keys')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
