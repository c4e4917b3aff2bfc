import type { FastifyInstance } from 'fastify';
import { accountWallResource } from '@rc/contract/resources/account-wall.resource';
import { adBannerResource } from '@rc/contract/resources/ad-banner.resource';
import { categoryResource } from '@rc/contract/resources/category.resource';
import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import { circleDisclosureResource } from '@rc/contract/resources/circle-disclosure.resource';
import { contributorResource } from '@rc/contract/resources/contributor.resource';
import { legalInformationResource } from '@rc/contract/resources/legal-information.resource';
import { masterTagResource } from '@rc/contract/resources/master-tag.resource';
import { subAccountResource } from '@rc/contract/resources/sub-account.resource';
import { subscriptionResource } from '@rc/contract/resources/subscription.resource';
import { textSliderResource } from '@rc/contract/resources/text-slider.resource';
import type { AppContext } from '@/context.ts';
import { circleResearchHooks } from '@/modules/circle/circle-research.resource-hooks.ts';
import { subAccountHooks } from '@/modules/contributors/sub-account.resource-hooks.ts';
import { subscriptionHooks } from '@/modules/subscription/subscription.resource-hooks.ts';
import { compileResource, type ResourceBinding, type ResourceModel } from './resource-model.ts';
import { ensureSettingsRecords } from './resource-settings.ts';
import { mountResource } from './resource.routes.ts';
import { registerWorkflowJobs } from './workflow/workflow-jobs.ts';

/** Each contract resource with its table and the hooks its area binds. */
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
];

/** Compile, prepare and mount resources (all of them by default; tests mount variants). */
export async function registerResources(
  app: FastifyInstance,
  ctx: AppContext,
  bindings: readonly ResourceBinding[] = RESOURCE_BINDINGS,
): Promise<ResourceModel[]> {
  const models = bindings.map(compileResource);
  for (const model of models) {
    if (model.def.kind === 'settings') await ensureSettingsRecords(ctx, model);
    if (model.workflow) registerWorkflowJobs(ctx, model);
    mountResource(app, ctx, model);
  }
  return models;
}
