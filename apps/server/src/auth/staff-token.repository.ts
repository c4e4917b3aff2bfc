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

    /** How many links of that purpose the user was sent after `since` (used or not). */
    async countSince(userId: number, purpose: TokenPurpose, since: string): Promise<number> {
      const row = await db
        .selectFrom('password_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findByHash(hash: string): Promise<Selectable<PasswordTokenTable> | undefined> {
      return db.selectFrom('password_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    },

    /** Mark the link used; false when another request used it first. */
    async claim(hash: string, at: string): Promise<boolean> {
      const claimed = await db
        .updateTable('password_tokens')
        .set({ used_at: at })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
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
