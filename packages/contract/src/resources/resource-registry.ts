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

/**
 * Every definition, in the order menus, the desk and the reader preview list them. A new area is
 * one line here: its routes, screens, menu item and desk or preview membership follow from its
 * definition (resource-catalog.ts).
 */
const DEFINITIONS = [
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
  internalUserResource,
  clientResource,
  algoResearchResource,
  algoNewsResource,
  institutionResource,
  institutionContentResource,
  circleResearchResource,
  institutionStockPlacementResource,
  masterStockResource,
  stockIndexResource,
  stockDataResource,
  researchBlastResource,
  newsletterResource,
  newsletterSubscriberResource,
  hybridSliderResource,
] as const;

/** Every resource, for code that treats them alike (the server's mounting, menus, tests). */
export const RESOURCES: readonly AnyResourceDefinition[] = DEFINITIONS;

export function findResource(name: string): AnyResourceDefinition | undefined {
  return RESOURCES.find((r) => r.name === name);
}

/** The outlines with their literal names: what the route, group and area names are made of. */
type Outline = (typeof DEFINITIONS)[number]['outline'];
export const OUTLINES: readonly Outline[] = DEFINITIONS.map((d) => d.outline);

/** Routes the definitions declare (routes.ts adds the screens of no definition). */
export type ResourceRouteName = Outline['routes'][number]['name'];
/** Menu page groups of the definitions' screens. */
export type ResourcePageGroup = Outline['routes'][number]['group'];
/** Areas on the editorial desk: definitions that declare `desk`. */
export type EditorialAreaName = NonNullable<Outline['desk']>['name'];
/** Areas with a reader preview: definitions that declare `preview`. */
export type PreviewArea = NonNullable<Outline['preview']>['name'];
