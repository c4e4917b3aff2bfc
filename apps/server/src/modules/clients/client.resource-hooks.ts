import { z } from 'zod';
import { createSubscriptionPlanRepository } from '@/modules/subscription/index.ts';
import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import { createClientHistoryRepository } from './client-history.repository.ts';
import { createClientRepository } from './client.repository.ts';

/**
 * Clients on the resource engine (read-only lists): the detail adds the current plan's name, who
 * suspended the client, and how much history the drawer's tabs hold.
 */
export const clientHooks: ResourceHooks = {
  afterReadFields: {
    plan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    suspended_by: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
    subscription_count: z.number().int(),
    sign_in_count: z.number().int(),
  },
  async afterRead({ ctx, record }) {
    const history = createClientHistoryRepository(ctx.db.kysely);
    const [plan, suspender, subscriptions, signIns] = await Promise.all([
      record.plan_code ? createSubscriptionPlanRepository(ctx.db.kysely).findByCode(String(record.plan_code)) : undefined,
      createClientRepository(ctx.db.kysely).suspender(record.id),
      history.subscriptionCount(record.id),
      history.signInCount(record.id),
    ]);
    return {
      ...record,
      plan: plan ? { id: plan.id, name: plan.name } : null,
      suspended_by: record.status === 'SUSPENDED' && suspender ? { id: suspender.id, fullname: suspender.fullname } : null,
      subscription_count: subscriptions,
      sign_in_count: signIns,
    };
  },
};
