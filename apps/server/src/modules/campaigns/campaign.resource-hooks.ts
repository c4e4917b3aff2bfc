import { EDITABLE_CAMPAIGN_STATUSES, type CampaignStatus } from '@rc/contract/deliveries';
import { conflict, badRequest } from '@/http/errors.ts';
import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import { assertPlans } from '@/modules/taxonomy/index.ts';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { createCampaignRepository } from './campaign.repository.ts';

/** Every id names a record of the table that is not in the trash. */
async function assertContent(
  db: Kysely<Database>,
  table: 'algo_research' | 'algo_news',
  ids: readonly number[],
  field: string,
  what: string,
): Promise<void> {
  const missing = await createCampaignRepository(db).missing(table, ids);
  if (missing.length > 0)
    throw badRequest(`No ${what} with id ${missing.join(', ')}; it may have been removed. Choose it again.`, {
      [field]: `No ${what} with id ${missing.join(', ')}`,
    });
}

/**
 * A campaign can be changed while it is a draft only: once sent (or scheduled) its message is what
 * went out, and the history must say so. Removing one that is scheduled or sending needs a cancel first.
 */
function campaignHooks(check: (db: Kysely<Database>, data: Record<string, unknown>) => Promise<void>): ResourceHooks {
  return {
    async beforeChange({ trx, data, previous }) {
      const status = previous?.status as CampaignStatus | undefined;
      if (status && !EDITABLE_CAMPAIGN_STATUSES.includes(status))
        throw conflict(`It is ${status.toLowerCase()}; only a draft can be changed. Duplicate it to send a new one.`, { status });
      await assertPlans(trx, (data.plans as string[] | undefined) ?? [], 'plans');
      await check(trx, data);
    },
    async beforeDelete({ record }) {
      const status = record.status as CampaignStatus;
      if (status === 'SCHEDULED' || status === 'SENDING')
        throw conflict(`It is ${status.toLowerCase()}; cancel it before moving it to the trash.`, { status });
    },
  };
}

export const researchBlastHooks = campaignHooks(async (db, data) => {
  if (data.research_id !== null && data.research_id !== undefined)
    await assertContent(db, 'algo_research', [Number(data.research_id)], 'research_id', 'Exclusive research');
});

export const newsletterHooks = campaignHooks(async (db, data) => {
  await assertContent(db, 'algo_research', (data.research_ids as number[]) ?? [], 'research_ids', 'Exclusive research');
  await assertContent(db, 'algo_news', (data.news_ids as number[]) ?? [], 'news_ids', 'Insight item');
});
