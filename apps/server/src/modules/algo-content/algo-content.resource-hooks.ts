import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import { assertTickers } from '@/modules/stocks/stock-tickers.ts';
import { assertCategory, assertPlans, assertTags } from '@/modules/taxonomy/taxonomy.rules.ts';

/**
 * Exclusive research and Insight file content under an active category and link it to master
 * tags of their own area (RESEARCHRELATEDTAG, NEWSRELATEDTAG) and to master stocks by ticker;
 * research names existing plans.
 */
function algoContentHooks(scope: 'RESEARCH' | 'NEWS'): ResourceHooks {
  return {
    async beforeChange({ trx, data }) {
      if (data.category_id !== null && data.category_id !== undefined)
        await assertCategory(trx, Number(data.category_id), 'category_id');
      await assertTags(trx, (data.tags as number[] | undefined) ?? [], scope, 'tags');
      await assertTickers(trx, (data.tickers as string[] | undefined) ?? [], 'tickers');
      if (scope === 'RESEARCH') await assertPlans(trx, (data.plans as string[] | undefined) ?? [], 'plans');
    },
  };
}

export const algoResearchHooks = algoContentHooks('RESEARCH');
export const algoNewsHooks = algoContentHooks('NEWS');
