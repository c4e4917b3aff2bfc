import { z } from 'zod';
import { can } from '@rc/contract/permissions';
import { forbidden } from '@/http/errors.ts';
import { createSubscriptionPlanRepository } from './subscription-plan.repository.ts';
import type { ResourceHooks } from '@/resources/resource-hooks.ts';

const sameModules = (a: unknown, b: unknown) =>
  JSON.stringify([...((a as string[]) ?? [])].sort()) === JSON.stringify([...((b as string[]) ?? [])].sort());

/**
 * Subscription plans: what a plan unlocks is a permission of its own (SUBSCRIPTION_MODULE), so a
 * staff member who may edit prices cannot also hand out content; and the detail shows how many
 * clients hold the plan now.
 */
export const subscriptionHooks: ResourceHooks = {
  async beforeChange({ operation, data, previous, actor }) {
    const touched =
      operation === 'create' ? ((data.modules as string[]) ?? []).length > 0 : !sameModules(data.modules, previous?.modules);
    const action = operation === 'create' ? 'write' : 'update';
    if (touched && !can(actor.permissions, 'SUBSCRIPTION_MODULE', action)) {
      throw forbidden(`You need the ${action} permission on SUBSCRIPTION_MODULE to change the content a plan unlocks.`);
    }
  },

  afterReadFields: { active_subscribers: z.number().int() },
  async afterRead({ ctx, record, now }) {
    const subscribers = await createSubscriptionPlanRepository(ctx.db.kysely).countSubscribers(String(record.code), now);
    return { ...record, active_subscribers: subscribers };
  },
};
