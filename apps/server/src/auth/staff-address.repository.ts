import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

/** The addresses each staff member signed in from (staff_addresses). */
export function createStaffAddressRepository(db: Kysely<Database>) {
  return {
    /** Remember `address` for `staffId`; true when it is new for them. */
    async remember(staffId: number, address: string, now: string): Promise<boolean> {
      const added = await db
        .insertInto('staff_addresses')
        .values({ staff_id: staffId, address, first_seen_at: now })
        .onConflict((oc) => oc.columns(['staff_id', 'address']).doNothing())
        .returning('address')
        .executeTakeFirst();
      return added !== undefined;
    },

    /** Whether they signed in from any address but `address` before. */
    async knowsAnotherThan(staffId: number, address: string): Promise<boolean> {
      const row = await db
        .selectFrom('staff_addresses')
        .select('address')
        .where('staff_id', '=', staffId)
        .where('address', '<>', address)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
