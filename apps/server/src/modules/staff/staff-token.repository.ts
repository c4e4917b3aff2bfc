import type { Kysely, Selectable } from 'kysely';
import type { Database, PasswordTokenTable } from '@/db/schema.ts';

export type TokenPurpose = 'invite' | 'reset';

/** Invite and reset links of staff (stored hashed in password_tokens). Pass a transaction to take part in it. */
export function createStaffTokenRepository(db: Kysely<Database>) {
  return {
    insert(row: { hash: string; userId: number; purpose: TokenPurpose; createdAt: string; expiresAt: string }) {
      return db
        .insertInto('password_tokens')
        .values({
          token_hash: row.hash,
          user_id: row.userId,
          purpose: row.purpose,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** The newest link of that purpose not used yet (expired ones included: the editor says so). */
    latestUnused(userId: number, purpose: TokenPurpose): Promise<Selectable<PasswordTokenTable> | undefined> {
      return db
        .selectFrom('password_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Make every unused link of the user (or of one purpose) stop working. */
    deleteUnused(userId: number, purpose?: TokenPurpose) {
      let q = db.deleteFrom('password_tokens').where('user_id', '=', userId).where('used_at', 'is', null);
      if (purpose) q = q.where('purpose', '=', purpose);
      return q.execute();
    },
  };
}
