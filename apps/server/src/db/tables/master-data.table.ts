import type { Generated } from 'kysely';
import type { accountWallResource } from '@rc/contract/resources/account-wall.resource';
import type { adBannerResource } from '@rc/contract/resources/ad-banner.resource';
import type { categoryResource } from '@rc/contract/resources/category.resource';
import type { circleDisclosureResource } from '@rc/contract/resources/circle-disclosure.resource';
import type { legalInformationResource } from '@rc/contract/resources/legal-information.resource';
import type { masterTagResource } from '@rc/contract/resources/master-tag.resource';
import type { subscriptionResource } from '@rc/contract/resources/subscription.resource';
import type { textSliderResource } from '@rc/contract/resources/text-slider.resource';
import type { ResourceRow } from './resource-row.ts';

/**
 * Row types of the master-data tables (migration 20261122T030000), derived from their contract
 * definitions. The resource engine reads and writes them generically; these types serve typed
 * code such as the demo seed. Only what a definition cannot say is written here: the column type
 * of each read-only field, and slugs, which the engine fills in when left empty (never null).
 */
export type ResearchCategoryTable = ResourceRow<typeof categoryResource, { slug: string }>;

export type MasterTagTable = ResourceRow<typeof masterTagResource, { slug: string }>;

export type SubscriptionPlanTable = ResourceRow<typeof subscriptionResource>;

/** sort_order: kept by the engine's reorder call. */
export type TextSliderTable = ResourceRow<typeof textSliderResource, { sort_order: number }>;

/** impressions, clicks: counted by the public site; the columns default to 0. */
export type AdBannerTable = ResourceRow<typeof adBannerResource, { impressions: Generated<number>; clicks: Generated<number> }>;

/** content_area: the settings key, one record per area. */
export type AccountWallTable = ResourceRow<typeof accountWallResource, { content_area: string }>;

/** version_number and is_current (0/1): kept by the engine's versioning. */
export type CircleDisclosureTable = ResourceRow<typeof circleDisclosureResource, { version_number: number; is_current: number }>;

export type LegalDocumentTable = ResourceRow<typeof legalInformationResource, { version_number: number; is_current: number }>;

/** Live-row counts of resource lists, kept by triggers: dim '' is the whole table. */
export type ResourceCountTable = { tbl: string; dim: string; val: string; live: number };

export interface MasterDataTables {
  research_categories: ResearchCategoryTable;
  master_tags: MasterTagTable;
  subscription_plans: SubscriptionPlanTable;
  text_sliders: TextSliderTable;
  ad_banners: AdBannerTable;
  account_walls: AccountWallTable;
  circle_disclosures: CircleDisclosureTable;
  legal_documents: LegalDocumentTable;
  resource_counts: ResourceCountTable;
  /** The changes the statement counters made, by slot (PostgreSQL; decision 046). */
  resource_count_slots: ResourceCountTable & { slot: number };
  /** The live totals as readers read them: the counters and their slots summed (a view). */
  resource_totals: ResourceCountTable;
}
