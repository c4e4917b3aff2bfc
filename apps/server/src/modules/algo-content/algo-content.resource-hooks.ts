import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import { assertCategory, assertPlans, assertTags } from '@/modules/taxonomy/taxonomy.rules.ts';

/**
 * Exclusive research and Insight file content under an active category and link it to master
 * tags of their own area (RESEARCHRELATEDTAG, NEWSRELATEDTAG); research names existing plans.
 * Tickers are checked for shape by the contract; master stocks check them once they exist.
 */
function algoContentHooks(scope: 'RESEARCH' | 'NEWS'): ResourceHooks {
  return {
    async beforeChange({ trx, data }) {
      if (data.category_id !== null && data.category_id !== undefined)
        await assertCategory(trx, Number(data.category_id), 'category_id');
      await assertTags(trx, (data.tags as number[] | undefined) ?? [], scope, 'tags');
      if (scope === 'RESEARCH') await assertPlans(trx, (data.plans as string[] | undefined) ?? [], 'plans');
    },
  };
}

export const algoResearchHooks = algoContentHooks('RESEARCH');
export const algoNewsHooks = algoContentHooks('NEWS');
