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
    async revoke(id: number, at: string): Promise<void> {
      await db
        .updateTable('public_api_keys')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
