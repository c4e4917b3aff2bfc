import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Profile } from '@rc/contract/profile';
import type { Database, StaffUserTable } from '@/db/schema.ts';

export type StaffUserRow = Selectable<StaffUserTable>;

/** What a new account starts without until its owner fills it in (the profile screen). */
const BLANK_PROFILE = {
  phone: null,
  gender: 'male',
  alamat: null,
  npwp: null,
  password_hash: null,
  last_login: null,
  instagram: null,
  linkedin: null,
  twitter: null,
  link_others: null,
  short_bio: null,
  thumbnail: null,
  deleted_at: null,
} as const satisfies Partial<Insertable<StaffUserTable>>;

/** A new account: who it is and who made it; the rest of the profile starts blank. */
export type NewStaffUser = Omit<Insertable<StaffUserTable>, keyof typeof BLANK_PROFILE> &
  Partial<Pick<Insertable<StaffUserTable>, keyof typeof BLANK_PROFILE>>;

/** Staff accounts (staff_users). Pass a transaction to take part in it. */
export function createStaffUserRepository(db: Kysely<Database>) {
  return {
    /** A live account; `forUpdate` locks its row until the transaction ends (PostgreSQL only: SQLite has no row locks). */
    findById(id: number, opts: { forUpdate?: boolean } = {}): Promise<StaffUserRow | undefined> {
      let query = db.selectFrom('staff_users').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
      if (opts.forUpdate) query = query.forUpdate();
      return query.executeTakeFirst();
    },
    /** The account whether live or in the trash. */
    findWithRemoved(id: number): Promise<StaffUserRow | undefined> {
      return db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
    },
    findByEmail(email: string): Promise<StaffUserRow | undefined> {
      return db
        .selectFrom('staff_users')
        .selectAll()
        .where('email', '=', email)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },
    /** Whoever holds the address, in the trash too (an address belongs to one account for good). */
    findByEmailWithRemoved(email: string): Promise<StaffUserRow | undefined> {
      return db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    insert(row: NewStaffUser): Promise<StaffUserRow> {
      return db
        .insertInto('staff_users')
        .values({ ...BLANK_PROFILE, ...row })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /**
     * Ids of the live active owners; `forUpdate` locks them until the transaction ends (PostgreSQL
     * only), so two transactions cannot each remove a different last owner.
     */
    async activeOwnerIds(opts: { forUpdate?: boolean } = {}): Promise<number[]> {
      let query = db
        .selectFrom('staff_users')
        .select('id')
        .where('role', '=', 'owner')
        .where('status', '=', 'ACTIVE')
        .where('deleted_at', 'is', null);
      if (opts.forUpdate) query = query.forUpdate();
      const rows = await query.execute();
      return rows.map((row) => row.id);
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
