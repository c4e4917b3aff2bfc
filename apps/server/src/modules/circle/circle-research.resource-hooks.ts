import type { ContentStatus } from '@rc/contract/statuses';
import { conflict } from '@/http/errors.ts';
import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import { assertCategory } from '@/modules/taxonomy/index.ts';
import { circleFeedOf } from './circle-change.feed.ts';
import { readingMinutes } from './circle-reading-time.ts';
import { createCircleRepository } from './circle.repository.ts';

/** Staff fix articles only while they wait for a response; the author changes them otherwise. */
const EDITABLE_STATUSES: readonly ContentStatus[] = ['PENDING', 'REQUEST'];

/**
 * Staff edits, deletes, restores and workflow steps of a Circle article go through the engine
 * (which also keeps a published article's link). Circle adds: edits only while the article waits
 * for a response, under a live category; the reading time follows the new text; every change is
 * reported to the change feed (lists and badges on every node).
 */
export const circleResearchHooks: ResourceHooks = {
  async beforeChange({ trx, data, previous }) {
    if (!previous) return;
    const status = previous.status as ContentStatus;
    if (!EDITABLE_STATUSES.includes(status)) {
      throw conflict(
        `Only articles waiting for a response (PENDING or REQUEST) can be edited here; this one is ${status}. The author changes it through their own site.`,
      );
    }
    await assertCategory(trx, Number(data.article_category_id), 'article_category_id');
  },

  async afterChange(args) {
    const { ctx, trx, record } = args;
    if (args.operation === 'update') {
      const du = readingMinutes(record.first_content as string, record.second_content as string | null);
      if (du !== record.du) await createCircleRepository(trx, ctx.db.dialect).setReadingTime(record.id, du);
    }
    // Edits, deletes, restores and workflow steps: cached lists and badges on every node learn of it at commit.
    await circleFeedOf(ctx)?.changed(trx);
  },
};
