import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

/**
 * Subscription plans as other areas see them (the engine edits them), and who is on one: the
 * clients area asks here, never the other way round.
 */
export function createSubscriptionPlanRepository(db: Kysely<Database>) {
  return {
    findByCode(code: string) {
      return db.selectFrom('subscription_plans').select(['id', 'name']).where('code', '=', code).executeTakeFirst();
    },

    /** Live clients whose plan is `planCode` and has not ended at `now`. */
    async countSubscribers(planCode: string, now: string): Promise<number> {
      const row = await db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('plan_code', '=', planCode)
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('plan_ends_at', 'is', null), eb('plan_ends_at', '>', now)]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
