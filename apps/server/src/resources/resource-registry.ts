import type { FastifyInstance } from 'fastify';
import { accountWallResource } from '@rc/contract/resources/account-wall.resource';
import { algoNewsResource } from '@rc/contract/resources/algo-news.resource';
import { algoResearchResource } from '@rc/contract/resources/algo-research.resource';
import { adBannerResource } from '@rc/contract/resources/ad-banner.resource';
import { categoryResource } from '@rc/contract/resources/category.resource';
import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import { circleDisclosureResource } from '@rc/contract/resources/circle-disclosure.resource';
import { clientResource } from '@rc/contract/resources/client.resource';
import { contributorResource } from '@rc/contract/resources/contributor.resource';
import { institutionResource } from '@rc/contract/resources/institution.resource';
import { institutionContentResource } from '@rc/contract/resources/institution-content.resource';
import { institutionStockPlacementResource } from '@rc/contract/resources/institution-stock-placement.resource';
import { internalUserResource } from '@rc/contract/resources/internal-user.resource';
import { legalInformationResource } from '@rc/contract/resources/legal-information.resource';
import { masterStockResource } from '@rc/contract/resources/master-stock.resource';
import { masterTagResource } from '@rc/contract/resources/master-tag.resource';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import { stockDataResource } from '@rc/contract/resources/stock-data.resource';
import { stockIndexResource } from '@rc/contract/resources/stock-index.resource';
import { subAccountResource } from '@rc/contract/resources/sub-account.resource';
import { subscriptionResource } from '@rc/contract/resources/subscription.resource';
import { textSliderResource } from '@rc/contract/resources/text-slider.resource';
import { newsletterResource } from '@rc/contract/resources/newsletter.resource';
import { newsletterSubscriberResource } from '@rc/contract/resources/newsletter-subscriber.resource';
import { researchBlastResource } from '@rc/contract/resources/research-blast.resource';
import { hybridSliderResource } from '@rc/contract/resources/hybrid-slider.resource';
import type { AppContext } from '@/context.ts';
import { algoNewsHooks, algoResearchHooks } from '@/modules/algo-content/algo-content.resource-hooks.ts';
import { newsletterHooks, researchBlastHooks } from '@/modules/deliveries/campaign.resource-hooks.ts';
import { hybridSliderHooks } from '@/modules/placement/hybrid-slider.resource-hooks.ts';
import { circleResearchHooks } from '@/modules/circle/circle-research.resource-hooks.ts';
import { clientHooks } from '@/modules/clients/client.resource-hooks.ts';
import { subAccountHooks } from '@/modules/contributors/sub-account.resource-hooks.ts';
import { institutionContentHooks } from '@/modules/institution/institution-content.resource-hooks.ts';
import { stockDataHooks, stockIndexHooks } from '@/modules/stocks/stocks.resource-hooks.ts';
import { internalUserHooks } from '@/modules/staff/internal-user.resource-hooks.ts';
import { subscriptionHooks } from '@/modules/subscription/subscription.resource-hooks.ts';
import { compileResource, type ResourceBinding, type ResourceModel } from './resource-model.ts';
import { registerModel } from './resource-catalog.ts';
import { ensureSettingsRecords } from './resource-settings.ts';
import { mountResource } from './resource.routes.ts';
import { registerWorkflowJobs } from './workflow/workflow-jobs.ts';

/** Each contract resource with its table and the hooks its area binds: every resource once, checked at start. */
export const RESOURCE_BINDINGS: readonly ResourceBinding[] = [
  { definition: categoryResource, table: 'research_categories' },
  { definition: masterTagResource, table: 'master_tags' },
  { definition: subscriptionResource, table: 'subscription_plans', hooks: subscriptionHooks },
  { definition: textSliderResource, table: 'text_sliders' },
  { definition: adBannerResource, table: 'ad_banners' },
  { definition: accountWallResource, table: 'account_walls' },
  { definition: circleDisclosureResource, table: 'circle_disclosures' },
  { definition: legalInformationResource, table: 'legal_documents' },
  { definition: contributorResource, table: 'contributors' },
  { definition: subAccountResource, table: 'sub_account_contributors', hooks: subAccountHooks },
  { definition: circleResearchResource, table: 'circle_research', hooks: circleResearchHooks },
  { definition: internalUserResource, table: 'staff_users', hooks: internalUserHooks },
  { definition: clientResource, table: 'clients', hooks: clientHooks },
  {
    definition: algoResearchResource,
    table: 'algo_research',
    searchKeys: true,
    searchScope: 'status',
    searchOrder: 'title',
    hooks: algoResearchHooks,
    sideLists: {
      tags: { table: 'algo_research_tags', value: 'integer', covering: true, copied: true },
      tickers: { table: 'algo_research_tickers', value: 'text', covering: true, copied: true },
      plans: { table: 'algo_research_plans', value: 'text', covering: true, copied: true },
    },
  },
  {
    definition: algoNewsResource,
    table: 'algo_news',
    searchKeys: true,
    searchScope: 'status',
    searchOrder: 'title',
    hooks: algoNewsHooks,
    sideLists: {
      tags: { table: 'algo_news_tags', value: 'integer', covering: true, copied: true },
      tickers: { table: 'algo_news_tickers', value: 'text', covering: true, copied: true },
    },
  },
  { definition: institutionResource, table: 'institutions' },
  {
    definition: institutionContentResource,
    table: 'institution_content',
    hooks: institutionContentHooks,
    sideLists: {
      tags: { table: 'institution_content_tags', value: 'integer' },
      tickers: { table: 'institution_content_tickers', value: 'text' },
    },
  },
  {
    definition: institutionStockPlacementResource,
    table: 'institution_stock_placements',
    sideLists: {
      picks: {
        table: 'institution_stock_picks',
        value: 'text',
        columns: { action: 'text', entry_price: 'integer', target_price: 'integer', stop_loss: 'integer', rationale: 'text' },
      },
    },
  },
  { definition: masterStockResource, table: 'master_stocks' },
  {
    definition: stockIndexResource,
    table: 'stock_indices',
    hooks: stockIndexHooks,
    sideLists: { tickers: { table: 'stock_index_tickers', value: 'text' } },
  },
  { definition: stockDataResource, table: 'stock_data', hooks: stockDataHooks, clusteredBy: ['ticker', 'date'] },
  { definition: researchBlastResource, table: 'research_blasts', hooks: researchBlastHooks },
  { definition: newsletterResource, table: 'newsletters', hooks: newsletterHooks },
  { definition: newsletterSubscriberResource, table: 'newsletter_subscribers' },
  { definition: hybridSliderResource, table: 'hybrid_sliders', hooks: hybridSliderHooks },
];

/** The binding of the resource named `name` (its definition's name); undefined when none is. */
export function bindingOf(name: string): ResourceBinding | undefined {
  return RESOURCE_BINDINGS.find((b) => b.definition.name === name);
}

/**
 * Refuse to start when the bindings and the contract's resources disagree: a resource the console
 * shows but the server does not mount, a binding of a definition the contract does not list, or a
 * resource bound twice (its routes would collide). The message names every such resource.
 */
export function assertBindingsMatchContract(
  bindings: readonly ResourceBinding[],
  resources: readonly AnyResourceDefinition[] = RESOURCES,
): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { definition } of bindings) {
    if (!resources.includes(definition)) problems.push(`"${definition.name}" is bound but not in the contract's RESOURCES`);
    if (seen.has(definition.name)) problems.push(`"${definition.name}" is bound twice`);
    seen.add(definition.name);
  }
  for (const resource of resources) {
    if (!bindings.some((b) => b.definition === resource)) problems.push(`"${resource.name}" has no binding`);
  }
  if (problems.length > 0) {
    throw new Error(`Resource registry (apps/server/src/resources/resource-registry.ts): ${problems.join('; ')}.`);
  }
}

/** The compiled model of each mounted resource, for the routes an area mounts beside the engine's. */
export type ResourceModels = { of(definition: AnyResourceDefinition): ResourceModel };

/** Compile one binding, prepare what it needs (settings records, the publishing job) and mount its calls. */
export async function mountBinding(app: FastifyInstance, ctx: AppContext, binding: ResourceBinding): Promise<ResourceModel> {
  const model = compileResource(binding);
  registerModel(ctx, model);
  if (model.def.kind === 'settings') await ensureSettingsRecords(ctx, model);
  if (model.workflow) registerWorkflowJobs(ctx, model);
  mountResource(app, ctx, model);
  return model;
}

/** Check the registry against the contract, then compile, prepare and mount every resource. */
export async function registerResources(app: FastifyInstance, ctx: AppContext): Promise<ResourceModels> {
  assertBindingsMatchContract(RESOURCE_BINDINGS);
  const models = new Map<AnyResourceDefinition, ResourceModel>();
  for (const binding of RESOURCE_BINDINGS) models.set(binding.definition, await mountBinding(app, ctx, binding));
  return {
    of(definition) {
      const model = models.get(definition);
      if (!model) throw new Error(`Resource ${definition.name} is not mounted`);
      return model;
    },
  };
}
