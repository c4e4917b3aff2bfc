import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

/** Subscription plans as other areas see them (the engine edits them). */
export function createSubscriptionPlanRepository(db: Kysely<Database>) {
  return {
    findByCode(code: string) {
      return db.selectFrom('subscription_plans').select(['id', 'name']).where('code', '=', code).executeTakeFirst();
    },
  };
}
