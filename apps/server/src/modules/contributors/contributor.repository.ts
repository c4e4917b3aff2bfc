import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

/** Contributors as other areas see them (the engine edits them). */
export function createContributorRepository(db: Kysely<Database>) {
  return {
    /** Whether the contributor exists, and whether it is in the trash (`deleted_at`). */
    findPresence(id: number) {
      return db.selectFrom('contributors').select(['deleted_at']).where('id', '=', id).executeTakeFirst();
    },
  };
}
