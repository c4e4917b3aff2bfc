// The subscription area's surface for other areas: the reads of who holds a plan.
export { createSubscriptionPlanRepository } from './subscription-plan.repository.ts';
