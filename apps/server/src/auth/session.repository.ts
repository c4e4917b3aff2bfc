import type { Kysely } from 'kysely';
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
};

export function createSessionRepository(db: Kysely<Database>) {
  return {
    insert(row: Database['sessions']) {
      return db.insertInto('sessions').values(row).execute();
    },
    findWithUser(idHash: string): Promise<SessionWithUser | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('staff_users', 'staff_users.id', 'sessions.user_id')
        .select([
          'sessions.id_hash',
          'sessions.user_id',
          'sessions.last_seen_at',
          'sessions.expires_at',
          'staff_users.role',
          'staff_users.permissions_version',
          'staff_users.status',
          'staff_users.deleted_at',
        ])
        .where('sessions.id_hash', '=', idHash)
        .executeTakeFirst();
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
    deleteExpired(now: string, idleBefore: string) {
      return db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
        .execute();
    },
  };
}
