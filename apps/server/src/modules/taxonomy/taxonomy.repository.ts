import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

/** Reads of the master data that content is filed under: categories, master tags, plans. */
export function createTaxonomyRepository(db: Kysely<Database>) {
  return {
    async categoryState(id: number): Promise<'ok' | 'missing' | 'inactive'> {
      const row = await db
        .selectFrom('research_categories')
        .select(['active', 'deleted_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.deleted_at) return 'missing';
      return row.active ? 'ok' : 'inactive';
    },

    /** What each live tag of `ids` applies to (RESEARCH, NEWS, BOTH); missing ids are absent. */
    async tagScopes(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('master_tags')
        .select(['id', 'applies_to'])
        .where('id', 'in', [...ids])
        .where('deleted_at', 'is', null)
        .execute();
      return new Map(rows.map((r) => [r.id, r.applies_to]));
    },

    /** The codes among `codes` of live plans. */
    async planCodes(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .selectFrom('subscription_plans')
        .select('code')
        .where('code', 'in', [...codes])
        .where('deleted_at', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.code));
    },
  };
}
