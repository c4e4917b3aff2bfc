import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import type { RecordData, ResourceHooks } from '@/resources/resource-hooks.ts';
import { assertTickers } from '@/modules/stocks/index.ts';
import { assertCategory, assertPlans, assertTags } from '@/modules/taxonomy/index.ts';

/**
 * The links every piece of editorial content makes: an active category (when given), master tags
 * of its own area (RESEARCHRELATEDTAG, NEWSRELATEDTAG) and master stocks by ticker. Exclusive
 * research, Insight and institution content check them alike.
 */
export async function assertContentLinks(trx: Kysely<Database>, data: RecordData, scope: 'RESEARCH' | 'NEWS'): Promise<void> {
  if (data.category_id !== null && data.category_id !== undefined)
    await assertCategory(trx, Number(data.category_id), 'category_id');
  await assertTags(trx, (data.tags as number[] | undefined) ?? [], scope, 'tags');
  await assertTickers(trx, (data.tickers as string[] | undefined) ?? [], 'tickers');
}

/** Exclusive research and Insight: the content links; research also names existing plans. */
function algoContentHooks(scope: 'RESEARCH' | 'NEWS'): ResourceHooks {
  return {
    async beforeChange({ trx, data }) {
      await assertContentLinks(trx, data, scope);
      if (scope === 'RESEARCH') await assertPlans(trx, (data.plans as string[] | undefined) ?? [], 'plans');
    },
  };
}

export const algoResearchHooks = algoContentHooks('RESEARCH');
export const algoNewsHooks = algoContentHooks('NEWS');
