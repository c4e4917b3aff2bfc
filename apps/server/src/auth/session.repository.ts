import type { Kysely } from 'kysely';
import { CompiledQueries, slot } from '@/db/compiled-query.ts';
import { asDynamic } from '@/db/dynamic-db.ts';
import type { Database } from '@/db/schema.ts';

export type SessionWithUser = {
  id_hash: string;
  user_id: number;
  last_seen_at: string;
  expires_at: string;
  role: string;
  status: string;
  permissions_version: number;
  deleted_at: string | null;
  /** The member's role must use two-factor sign-in (a policy row), and whether they have it on. */
  two_factor_required: string | null;
  two_factor_on: string | null;
};

/** The session lookup runs on every request: its SQL is built once per database. */
const hotQueries = new WeakMap<Kysely<Database>, CompiledQueries>();

export function createSessionRepository(db: Kysely<Database>) {
  return {
    insert(row: Database['sessions']) {
      return db.insertInto('sessions').values(row).execute();
    },
    async findWithUser(idHash: string): Promise<SessionWithUser | undefined> {
      let queries = hotQueries.get(db);
      if (!queries) hotQueries.set(db, (queries = new CompiledQueries()));
      const build = () =>
        db
          .selectFrom('sessions')
          .innerJoin('staff_users', 'staff_users.id', 'sessions.user_id')
          .leftJoin('two_factor_policy', 'two_factor_policy.role', 'staff_users.role')
          .leftJoin('staff_two_factor', 'staff_two_factor.user_id', 'sessions.user_id')
          .select([
            'two_factor_policy.role as two_factor_required',
            'staff_two_factor.confirmed_at as two_factor_on',
            'sessions.id_hash',
            'sessions.user_id',
            'sessions.last_seen_at',
            'sessions.expires_at',
            'staff_users.role',
            'staff_users.permissions_version',
            'staff_users.status',
            'staff_users.deleted_at',
          ])
          .where('sessions.id_hash', '=', slot(0));
      const rows = await queries.run<SessionWithUser>(asDynamic(db), 'session-with-user', build, [idHash]);
      return rows[0];
    },
    /** Sessions of the user still alive at `now`: not expired and used after `idleSince`. */
    async countActive(userId: number, now: string, idleSince: string): Promise<number> {
      const row = await db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .where('last_seen_at', '>', idleSince)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    touch(idHash: string, at: string) {
      return db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
    },
    delete(idHash: string) {
      return db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    deleteForUser(userId: number, exceptHash?: string) {
      let q = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptHash) q = q.where('id_hash', '!=', exceptHash);
      return q.execute();
    },
  };
}
