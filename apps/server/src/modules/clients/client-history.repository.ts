import type { Kysely } from 'kysely';
import type { ClientSignIn, ClientSubscription } from '@rc/contract/client';
import type { Database } from '@/db/schema.ts';

/** What a subscription is at `now`. */
export function subscriptionState(row: { started_at: string; ends_at: string; cancelled_at: string | null }, now: string) {
  if (row.cancelled_at) return 'CANCELLED' as const;
  if (row.started_at > now) return 'UPCOMING' as const;
  return row.ends_at > now ? ('ACTIVE' as const) : ('ENDED' as const);
}

/** A client's subscription and sign-in history. */
export function createClientHistoryRepository(db: Kysely<Database>) {
  return {
    async subscriptions(clientId: number, now: string): Promise<ClientSubscription[]> {
      const rows = await db
        .selectFrom('client_subscriptions')
        .select(['id', 'plan_id', 'plan_code', 'plan_name', 'price_paid', 'source', 'started_at', 'ends_at', 'cancelled_at'])
        .where('client_id', '=', clientId)
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(500)
        .execute();
      return rows.map((row) => ({
        ...row,
        id: Number(row.id),
        price_paid: Number(row.price_paid),
        state: subscriptionState(row, now),
      }));
    },

    async subscriptionCount(clientId: number): Promise<number> {
      const row = await db
        .selectFrom('client_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async signIns(clientId: number, page: { page: number; limit: number }): Promise<{ data: ClientSignIn[]; total: number }> {
      const where = db.selectFrom('client_sign_ins').where('client_id', '=', clientId);
      const [rows, count] = await Promise.all([
        where
          .select(['id', 'signed_in_at', 'provider', 'ip', 'device', 'city'])
          .orderBy('signed_in_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset((page.page - 1) * page.limit)
          .execute(),
        where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map((row) => ({ ...row, id: Number(row.id) })), total: Number(count.n) };
    },

    async signInCount(clientId: number): Promise<number> {
      const row = await db
        .selectFrom('client_sign_ins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
