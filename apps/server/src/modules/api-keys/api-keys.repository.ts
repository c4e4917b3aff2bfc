import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

/** The console's reads around public API keys: every key with its owner's name, and owner lookups. */
export function createApiKeysRepository(db: Kysely<Database>) {
  return {
    /** Every key (or the one `id`), newest first, with the name of the contributor or institution it speaks for. */
    listWithOwners(id?: number) {
      let query = db
        .selectFrom('public_api_keys as k')
        .leftJoin('contributors as c', 'c.id', 'k.contributor_id')
        .leftJoin('institutions as i', 'i.id', 'k.institution_id')
        .select([
          'k.id',
          'k.name',
          'k.prefix',
          'k.scopes',
          'k.contributor_id',
          'k.institution_id',
          'k.created_at',
          'k.created_by',
          'k.last_used_at',
          'k.revoked_at',
          'c.fullname as contributor_name',
          'i.name as institution_name',
        ])
        .orderBy('k.id', 'desc');
      if (id !== undefined) query = query.where('k.id', '=', id);
      return query.execute();
    },

    /** The contributor's name when it exists and is not deleted. */
    async liveContributorName(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('contributors')
        .select('fullname')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row?.fullname;
    },

    /** The institution's name when it exists and is not deleted. */
    async liveInstitutionName(id: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('institutions')
        .select('name')
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row?.name;
    },
  };
}
