import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Profile } from '@rc/contract/profile';
import type { Database, StaffUserTable } from '@/db/schema.ts';

export type StaffUserRow = Selectable<StaffUserTable>;

export function createStaffUserRepository(db: Kysely<Database>) {
  return {
    findById(id: number): Promise<StaffUserRow | undefined> {
      return db.selectFrom('staff_users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    },
    findByEmail(email: string): Promise<StaffUserRow | undefined> {
      return db
        .selectFrom('staff_users')
        .selectAll()
        .where('email', '=', email)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
    async update(id: number, changes: Updateable<StaffUserTable>): Promise<StaffUserRow> {
      return db
        .updateTable('staff_users')
        .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** A sign-in is not an edit of the record: no version bump. */
    recordLogin(id: number, at: string): Promise<StaffUserRow> {
      return db.updateTable('staff_users').set({ last_login: at }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },
    /** Invited → active, once; false when the account was not (or no longer) invited. */
    async activateInvited(id: number): Promise<boolean> {
      const activated = await db
        .updateTable('staff_users')
        .set({ status: 'ACTIVE' })
        .where('id', '=', id)
        .where('status', '=', 'INVITED')
        .executeTakeFirst();
      return Number(activated.numUpdatedRows) === 1;
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('staff_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

/** Database row → the profile of section 3. The password hash never leaves this module. */
export function toProfile(row: StaffUserRow): Profile {
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    phone: row.phone,
    gender: row.gender === 'female' ? 'female' : 'male',
    alamat: row.alamat,
    npwp: row.npwp,
    role: row.role as Profile['role'],
    status: row.status as Profile['status'],
    last_login: row.last_login,
    created_at: row.created_at,
    reset_token: null,
    reset_token_expired_at: null,
    instagram: row.instagram,
    linkedin: row.linkedin,
    twitter: row.twitter,
    link_others: row.link_others,
    short_bio: row.short_bio,
    thumbnail: row.thumbnail,
  };
}
