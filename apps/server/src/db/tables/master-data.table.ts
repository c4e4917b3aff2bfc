import type { Generated } from 'kysely';

/**
 * Row types of the master-data tables (migration 20261122T030000). The resource engine reads and
 * writes them generically from their contract definitions; these types serve typed code such as
 * the demo seed. Booleans are 0/1 integers; string lists are JSON text.
 */
type RecordColumns = {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: string | null;
  version: Generated<number>;
};

export type ResearchCategoryTable = RecordColumns & {
  article_category_name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  sort_order: number;
  active: number;
};

export type MasterTagTable = RecordColumns & { name: string; slug: string; applies_to: string };

export type SubscriptionPlanTable = RecordColumns & {
  name: string;
  code: string;
  description: string | null;
  price: number;
  promo_price: number | null;
  duration_days: number;
  is_trial: number;
  features: string;
  modules: string;
  active: number;
  sort_order: number;
};

export type TextSliderTable = RecordColumns & {
  text: string;
  link_url: string | null;
  sort_order: number;
  start_at: string | null;
  end_at: string | null;
  active: number;
};

export type AdBannerTable = RecordColumns & {
  title: string;
  placement: string;
  desktop_image: string;
  mobile_image: string | null;
  target_url: string;
  open_in_new_tab: number;
  start_at: string;
  end_at: string | null;
  active: number;
  priority: number;
  impressions: Generated<number>;
  clicks: Generated<number>;
};

export type AccountWallTable = RecordColumns & {
  content_area: string;
  enabled: number;
  free_reads: number;
  title: string;
  body: string;
  cta_label: string;
  cta_url: string;
};

export type CircleDisclosureTable = RecordColumns & {
  content: string;
  effective_from: string;
  change_note: string | null;
  version_number: number;
  is_current: number;
};

export type LegalDocumentTable = RecordColumns & {
  document_type: string;
  title: string;
  content: string;
  effective_from: string;
  change_note: string | null;
  version_number: number;
  is_current: number;
};

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
}
