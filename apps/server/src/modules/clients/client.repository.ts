import type { Kysely, Updateable } from 'kysely';
import type { Database } from '@/db/schema.ts';

type StatusChange = Pick<
  Updateable<Database['clients']>,
  'status' | 'suspended_at' | 'suspended_by' | 'suspension_reason' | 'updated_at' | 'updated_by'
>;

/** The clients' own rows (the engine reads and lists them; these are the calls beside it). */
export function createClientRepository(db: Kysely<Database>) {
  return {
    /** Name and status of the client, in the trash too. */
    findStatus(id: number) {
      return db.selectFrom('clients').select(['id', 'fullname', 'status', 'deleted_at']).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Change the status of a live client that is `from` now; false when it is not (the condition
     * turns a concurrent second click into a no-op the caller can report).
     */
    async changeStatus(id: number, from: string, changes: StatusChange): Promise<boolean> {
      const changed = await db
        .updateTable('clients')
        .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(changed.numUpdatedRows) === 1;
    },

    /** The staff member who suspended the client (the last suspension). */
    suspender(id: number) {
      return db
        .selectFrom('clients')
        .innerJoin('staff_users', 'staff_users.id', 'clients.suspended_by')
        .select(['staff_users.id', 'staff_users.fullname'])
        .where('clients.id', '=', id)
        .executeTakeFirst();
    },
  };
}
