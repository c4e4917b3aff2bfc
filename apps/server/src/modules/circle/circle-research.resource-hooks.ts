import type { ContentStatus } from '@rc/contract/statuses';
import { badRequest, conflict } from '@/http/errors.ts';
import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import { assertCategory } from './circle-category.rule.ts';
import { circleFeedOf } from './circle-change.feed.ts';
import { readingMinutes } from './circle-reading-time.ts';
import { createCircleRepository } from './circle.repository.ts';
import { EDITABLE_STATUSES } from './circle-workflow.ts';

/**
 * Staff edits, deletes and restores of a Circle article go through the engine's writer. Edits
 * (the conflict-protected update) only while the article waits for a response, under a live
 * category, and a published article (a change request) keeps its link; the reading time follows
 * the new text. Every change is reported to the change feed (lists and badges).
 */
export const circleResearchHooks: ResourceHooks = {
  async beforeChange({ ctx, trx, data, previous }) {
    if (!previous) return;
    const status = previous.status as ContentStatus;
    if (!EDITABLE_STATUSES.includes(status)) {
      throw conflict(
        `Only articles waiting for a response (PENDING or REQUEST) can be edited here; this one is ${status}. The author changes it through their own site.`,
      );
    }
    if (status === 'REQUEST' && data.article_slug !== previous.article_slug) {
      throw badRequest('A published article keeps its link.', {
        article_slug: `Keep "${String(previous.article_slug)}": readers and search engines already link to it`,
      });
    }
    await assertCategory(createCircleRepository(trx, ctx.db.dialect), Number(data.article_category_id));
  },

  async afterChange({ ctx, trx, operation, record }) {
    if (operation === 'update') {
      const du = readingMinutes(record.first_content as string, record.second_content as string | null);
      if (du !== record.du) await trx.updateTable('circle_research').set({ du }).where('id', '=', record.id).execute();
    }
    // Edits, deletes and restores: cached lists and badges on every node learn of it at commit.
    await circleFeedOf(ctx)?.changed(trx);
  },
};
