import type { ResourceHooks } from '@/resources/resource-hooks.ts';

/**
 * Clients on the resource engine (read-only lists): the detail adds the current plan's name, who
 * suspended the client, and how much history the drawer's tabs hold.
 */
export const clientHooks: ResourceHooks = {
  async afterRead({ ctx, record }) {
    const db = ctx.db.kysely;
    const [plan, suspender, subscriptions, signIns] = await Promise.all([
      record.plan_code
        ? db
            .selectFrom('subscription_plans')
            .select(['id', 'name'])
            .where('code', '=', String(record.plan_code))
            .executeTakeFirst()
        : undefined,
      db
        .selectFrom('clients')
        .innerJoin('staff_users', 'staff_users.id', 'clients.suspended_by')
        .select(['staff_users.id', 'staff_users.fullname'])
        .where('clients.id', '=', record.id)
        .executeTakeFirst(),
      db
        .selectFrom('client_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', record.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('client_sign_ins')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', record.id)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      ...record,
      plan: plan ? { id: plan.id, name: plan.name } : null,
      suspended_by: record.status === 'SUSPENDED' && suspender ? { id: suspender.id, fullname: suspender.fullname } : null,
      subscription_count: Number(subscriptions.n),
      sign_in_count: Number(signIns.n),
    };
  },
};
