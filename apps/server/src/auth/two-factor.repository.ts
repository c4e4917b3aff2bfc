import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { serverSecret } from '@/db/server-secrets.repository.ts';

/** Staff two-factor rows: the sealed secret, recovery code hashes and the roles that require it (decision 022). */
export function createTwoFactorRepository(db: Kysely<Database>) {
  return {
    secretKeyMaterial(): Promise<string> {
      return serverSecret(db, 'two-factor');
    },

    /** The member's two-factor row, confirmed or still waiting for its first code. */
    find(userId: number) {
      return db.selectFrom('staff_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    findConfirmed(userId: number) {
      return db
        .selectFrom('staff_two_factor')
        .selectAll()
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst();
    },

    /** A new secret waiting for its first code (an earlier unconfirmed one is replaced). */
    async putPending(userId: number, sealedSecret: string, at: string): Promise<void> {
      await db
        .insertInto('staff_two_factor')
        .values({ user_id: userId, secret: sealedSecret, confirmed_at: null, last_step: null, created_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret: sealedSecret, last_step: null, created_at: at }))
        .execute();
    },

    async confirm(userId: number, at: string, step: number): Promise<void> {
      await db.updateTable('staff_two_factor').set({ confirmed_at: at, last_step: step }).where('user_id', '=', userId).execute();
    },

    /** Take a code's step if it is later than the last one taken: false when it was used already. */
    async takeStep(userId: number, step: number): Promise<boolean> {
      const taken = await db
        .updateTable('staff_two_factor')
        .set({ last_step: step })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    },

    /** Remove the member's two-factor sign-in and recovery codes: false when there was none. */
    async remove(userId: number): Promise<boolean> {
      const removed = await db.deleteFrom('staff_two_factor').where('user_id', '=', userId).executeTakeFirst();
      await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
      return Number(removed.numDeletedRows) > 0;
    },

    async replaceRecoveryCodes(userId: number, hashes: readonly string[]): Promise<void> {
      await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
      await db
        .insertInto('staff_recovery_codes')
        .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
        .execute();
    },

    /** Use a recovery code once: false when it is unknown or used. */
    async useRecoveryCode(userId: number, hash: string, at: string): Promise<boolean> {
      const used = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db
        .selectFrom('staff_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async requiredRoles(): Promise<Set<string>> {
      const rows = await db.selectFrom('two_factor_policy').select('role').execute();
      return new Set(rows.map((r) => r.role));
    },

    async isRequired(role: string): Promise<boolean> {
      return (await db.selectFrom('two_factor_policy').select('role').where('role', '=', role).executeTakeFirst()) !== undefined;
    },

    async replaceRequiredRoles(roles: readonly string[], at: string, by: number): Promise<void> {
      await db.deleteFrom('two_factor_policy').execute();
      if (roles.length === 0) return;
      await db
        .insertInto('two_factor_policy')
        .values(roles.map((role) => ({ role, required_at: at, required_by: by })))
        .execute();
    },

    async emailOf(userId: number): Promise<string> {
      const row = await db.selectFrom('staff_users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
      return row.email;
    },
  };
}
