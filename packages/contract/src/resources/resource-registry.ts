import type { AnyResourceDefinition } from './resource.ts';
import { accountWallResource } from './account-wall.resource.ts';
import { algoNewsResource } from './algo-news.resource.ts';
import { algoResearchResource } from './algo-research.resource.ts';
import { adBannerResource } from './ad-banner.resource.ts';
import { categoryResource } from './category.resource.ts';
import { circleDisclosureResource } from './circle-disclosure.resource.ts';
import { clientResource } from './client.resource.ts';
import { institutionResource } from './institution.resource.ts';
import { institutionContentResource } from './institution-content.resource.ts';
import { institutionStockPlacementResource } from './institution-stock-placement.resource.ts';
import { internalUserResource } from './internal-user.resource.ts';
import { circleResearchResource } from './circle-research.resource.ts';
import { contributorResource } from './contributor.resource.ts';
import { legalInformationResource } from './legal-information.resource.ts';
import { masterStockResource } from './master-stock.resource.ts';
import { masterTagResource } from './master-tag.resource.ts';
import { stockDataResource } from './stock-data.resource.ts';
import { stockIndexResource } from './stock-index.resource.ts';
import { subAccountResource } from './sub-account.resource.ts';
import { subscriptionResource } from './subscription.resource.ts';
import { textSliderResource } from './text-slider.resource.ts';
import { researchBlastResource } from './research-blast.resource.ts';
import { hybridSliderResource } from './hybrid-slider.resource.ts';
import { newsletterResource } from './newsletter.resource.ts';
import { newsletterSubscriberResource } from './newsletter-subscriber.resource.ts';

/** Every resource, for code that treats them alike (the server's mounting, menus, tests). */
export const RESOURCES: readonly AnyResourceDefinition[] = [
  categoryResource,
  masterTagResource,
  subscriptionResource,
  textSliderResource,
  adBannerResource,
  accountWallResource,
  circleDisclosureResource,
  legalInformationResource,
  contributorResource,
  subAccountResource,
  circleResearchResource,
  internalUserResource,
  clientResource,
  algoResearchResource,
  algoNewsResource,
  institutionResource,
  institutionContentResource,
  institutionStockPlacementResource,
  masterStockResource,
  stockIndexResource,
  stockDataResource,
  researchBlastResource,
  newsletterResource,
  newsletterSubscriberResource,
  hybridSliderResource,
];

export function findResource(name: string): AnyResourceDefinition | undefined {
  return RESOURCES.find((r) => r.name === name);
}
