import type { AppContext } from '@/context.ts';
import { seedAlgoContentDemo } from './algo-content.demo-seed.ts';
import { seedAnalyticsDemo } from './analytics.demo-seed.ts';
import { seedCircleDemo } from './circle.demo-seed.ts';
import { seedDeliveryDemo } from './delivery.demo-seed.ts';
import { seedInstitutionDemo } from './institution.demo-seed.ts';
import { seedMasterDataDemo } from './master-data.demo-seed.ts';
import { seedPlacementDemo } from './placement.demo-seed.ts';
import { seedStocksDemo } from './stocks.demo-seed.ts';
import { seedPeopleDemo } from './people.demo-seed.ts';

/**
 * Every area's demo data (SEED_DEMO), in the order they need each other: clients and views, the
 * master data (plans, categories, tags), master stocks (research names tickers), research and
 * news, Circle, institutions, staff and client history, then blasts and newsletters (which need
 * clients, plans and published research), then the home carousel (which points at content). Each area fills only its own empty tables.
 */
export async function seedDemo(ctx: AppContext): Promise<void> {
  await seedAnalyticsDemo(ctx);
  await seedMasterDataDemo(ctx);
  await seedStocksDemo(ctx);
  await seedAlgoContentDemo(ctx);
  await seedCircleDemo(ctx);
  await seedInstitutionDemo(ctx);
  await seedPeopleDemo(ctx);
  await seedDeliveryDemo(ctx);
  await seedPlacementDemo(ctx);
}
