import { accountWallResource } from '@rc/contract/resources/account-wall.resource';
import { adBannerResource } from '@rc/contract/resources/ad-banner.resource';
import { algoNewsResource } from '@rc/contract/resources/algo-news.resource';
import { algoResearchResource } from '@rc/contract/resources/algo-research.resource';
import { categoryResource } from '@rc/contract/resources/category.resource';
import { circleDisclosureResource } from '@rc/contract/resources/circle-disclosure.resource';
import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import { clientResource } from '@rc/contract/resources/client.resource';
import { contributorResource } from '@rc/contract/resources/contributor.resource';
import { hybridSliderResource } from '@rc/contract/resources/hybrid-slider.resource';
import { institutionContentResource } from '@rc/contract/resources/institution-content.resource';
import { institutionResource } from '@rc/contract/resources/institution.resource';
import { institutionStockPlacementResource } from '@rc/contract/resources/institution-stock-placement.resource';
import { internalUserResource } from '@rc/contract/resources/internal-user.resource';
import { legalInformationResource } from '@rc/contract/resources/legal-information.resource';
import { masterStockResource } from '@rc/contract/resources/master-stock.resource';
import { masterTagResource } from '@rc/contract/resources/master-tag.resource';
import { newsletterResource } from '@rc/contract/resources/newsletter.resource';
import { newsletterSubscriberResource } from '@rc/contract/resources/newsletter-subscriber.resource';
import { researchBlastResource } from '@rc/contract/resources/research-blast.resource';
import { stockDataResource } from '@rc/contract/resources/stock-data.resource';
import { stockIndexResource } from '@rc/contract/resources/stock-index.resource';
import { subAccountResource } from '@rc/contract/resources/sub-account.resource';
import { subscriptionResource } from '@rc/contract/resources/subscription.resource';
import { textSliderResource } from '@rc/contract/resources/text-slider.resource';
import type { ResourceBinding } from './resource-model.ts';

/** A binding without its hooks: what the engine alone knows of a resource. */
export type ResourceStorage = Omit<ResourceBinding, 'hooks'>;

/**
 * How each contract resource is stored: its table, side lists, search index and counters. The
 * engine's part of a binding, free of any area: what areas add (their hooks) is bound at the
 * composition root (apps/server/src/resource-bindings.ts). Every resource once, checked at start.
 */
export const RESOURCE_STORAGE: readonly ResourceStorage[] = [
  { definition: categoryResource, table: 'research_categories' },
  { definition: masterTagResource, table: 'master_tags' },
  { definition: subscriptionResource, table: 'subscription_plans' },
  { definition: textSliderResource, table: 'text_sliders' },
  { definition: adBannerResource, table: 'ad_banners' },
  { definition: accountWallResource, table: 'account_walls' },
  { definition: circleDisclosureResource, table: 'circle_disclosures' },
  { definition: legalInformationResource, table: 'legal_documents' },
  { definition: contributorResource, table: 'contributors' },
  { definition: subAccountResource, table: 'sub_account_contributors' },
  { definition: circleResearchResource, table: 'circle_research' },
  { definition: internalUserResource, table: 'staff_users' },
  { definition: clientResource, table: 'clients' },
  {
    definition: algoResearchResource,
    table: 'algo_research',
    searchKeys: true,
    searchScope: 'status',
    searchOrder: 'title',
    // Pages read the lists from their copies (decision 032); the page index of decision 029 is still
    // in the database, but no read needs to name it.
    sideLists: {
      tags: { table: 'algo_research_tags', value: 'integer', copied: true },
      tickers: { table: 'algo_research_tickers', value: 'text', copied: true },
      plans: { table: 'algo_research_plans', value: 'text', copied: true },
    },
  },
  {
    definition: algoNewsResource,
    table: 'algo_news',
    searchKeys: true,
    searchScope: 'status',
    searchOrder: 'title',
    sideLists: {
      tags: { table: 'algo_news_tags', value: 'integer', copied: true },
      tickers: { table: 'algo_news_tickers', value: 'text', copied: true },
    },
  },
  { definition: institutionResource, table: 'institutions' },
  {
    definition: institutionContentResource,
    table: 'institution_content',
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
    sideLists: { tickers: { table: 'stock_index_tickers', value: 'text' } },
  },
  { definition: stockDataResource, table: 'stock_data', clusteredBy: ['ticker', 'date'] },
  { definition: researchBlastResource, table: 'research_blasts' },
  { definition: newsletterResource, table: 'newsletters' },
  { definition: newsletterSubscriberResource, table: 'newsletter_subscribers' },
  { definition: hybridSliderResource, table: 'hybrid_sliders' },
];

/** The storage of the resource named `name` (its definition's name); undefined when none is. */
export function resourceStorage(name: string): ResourceStorage | undefined {
  return RESOURCE_STORAGE.find((s) => s.definition.name === name);
}
