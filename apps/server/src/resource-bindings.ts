import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { algoNewsResource } from '@rc/contract/resources/algo-news.resource';
import { algoResearchResource } from '@rc/contract/resources/algo-research.resource';
import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import { clientResource } from '@rc/contract/resources/client.resource';
import { hybridSliderResource } from '@rc/contract/resources/hybrid-slider.resource';
import { institutionContentResource } from '@rc/contract/resources/institution-content.resource';
import { internalUserResource } from '@rc/contract/resources/internal-user.resource';
import { newsletterResource } from '@rc/contract/resources/newsletter.resource';
import { researchBlastResource } from '@rc/contract/resources/research-blast.resource';
import { stockDataResource } from '@rc/contract/resources/stock-data.resource';
import { stockIndexResource } from '@rc/contract/resources/stock-index.resource';
import { subAccountResource } from '@rc/contract/resources/sub-account.resource';
import { subscriptionResource } from '@rc/contract/resources/subscription.resource';
import { algoNewsHooks, algoResearchHooks } from '@/modules/algo-content/algo-content.resource-hooks.ts';
import { newsletterHooks, researchBlastHooks } from '@/modules/campaigns/campaign.resource-hooks.ts';
import { hybridSliderHooks } from '@/modules/placement/hybrid-slider.resource-hooks.ts';
import { circleResearchHooks } from '@/modules/circle/circle-research.resource-hooks.ts';
import { clientHooks } from '@/modules/clients/client.resource-hooks.ts';
import { subAccountHooks } from '@/modules/contributors/sub-account.resource-hooks.ts';
import { institutionContentHooks } from '@/modules/institution/institution-content.resource-hooks.ts';
import { stockDataHooks, stockIndexHooks } from '@/modules/stocks/stocks.resource-hooks.ts';
import { internalUserHooks } from '@/modules/staff/internal-user.resource-hooks.ts';
import { subscriptionHooks } from '@/modules/subscription/subscription.resource-hooks.ts';
import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import type { ResourceBinding } from '@/resources/resource-model.ts';
import { RESOURCE_STORAGE } from '@/resources/resource-storage.ts';

/**
 * The composition root of the resources: each resource's storage (the engine's RESOURCE_STORAGE)
 * with the hooks its area adds. The engine never imports an area, and no area imports this file:
 * app.ts, and the import reader's thread (an entry point of its own), mount what it binds.
 */
const HOOKS = new Map<AnyResourceDefinition, ResourceHooks>([
  [subscriptionResource, subscriptionHooks],
  [subAccountResource, subAccountHooks],
  [circleResearchResource, circleResearchHooks],
  [internalUserResource, internalUserHooks],
  [clientResource, clientHooks],
  [algoResearchResource, algoResearchHooks],
  [algoNewsResource, algoNewsHooks],
  [institutionContentResource, institutionContentHooks],
  [stockIndexResource, stockIndexHooks],
  [stockDataResource, stockDataHooks],
  [researchBlastResource, researchBlastHooks],
  [newsletterResource, newsletterHooks],
  [hybridSliderResource, hybridSliderHooks],
]);

/** Every contract resource with its table and the hooks its area binds, once each (checked at start). */
export const RESOURCE_BINDINGS: readonly ResourceBinding[] = RESOURCE_STORAGE.map((storage) => {
  const hooks = HOOKS.get(storage.definition);
  return hooks ? { ...storage, hooks } : storage;
});

/** The binding of the resource named `name` (its definition's name); undefined when none is. */
export function bindingOf(name: string): ResourceBinding | undefined {
  return RESOURCE_BINDINGS.find((b) => b.definition.name === name);
}
