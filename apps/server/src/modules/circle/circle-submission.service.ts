import type { CircleSubmission } from '@rc/contract/circle';
import type { ContentStatus } from '@rc/contract/statuses';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { notFound } from '@/http/errors.ts';
import type { RecordData } from '@/resources/resource-hooks.ts';
import { prepareInput, settleUniqueness } from '@/resources/resource-input.ts';
import { createResourceRepository } from '@/resources/resource.repository.ts';
import { wasPublished } from '@/resources/workflow/workflow-rules.ts';
import { createWorkflowService } from '@/resources/workflow/workflow.service.ts';
import { assertCategory } from '@/modules/taxonomy/index.ts';
import { circleResearchModel } from './circle-model.ts';
import { readingMinutes } from './circle-reading-time.ts';
import { assertContributorMaySubmit, assertSubAccountMaySubmit } from './circle-submitter.ts';
import { createCircleRepository } from './circle.repository.ts';

export type SubmissionResult = { created: boolean; id: number; status: ContentStatus; article_slug: string; version: number };

/**
 * A contributor's article arriving through the public call: validated and sanitised like a staff
 * edit (the engine's input preparation and slug rules), then handed to the engine's workflow as
 * an outside author's submission (created and submitted, or saved over their article with the
 * steps its status takes). Circle adds who may submit, the category rule, the reading time and
 * the count of review requests.
 */
export function createCircleSubmissionService(ctx: AppContext) {
  const model = circleResearchModel(ctx);
  const workflow = createWorkflowService(ctx, model);

  async function submit(
    contributorId: number,
    body: CircleSubmission & Record<string, unknown>,
    requestId: string,
  ): Promise<SubmissionResult> {
    const { id, sub_account_id: subAccountId, note, ...content } = body;
    const circle = createCircleRepository(ctx.db.kysely, ctx.db.dialect);
    await assertContributorMaySubmit(circle, contributorId);
    if (subAccountId != null) await assertSubAccountMaySubmit(circle, contributorId, subAccountId);
    const prepared = await prepareInput(model, ctx.media, content as RecordData, null);
    const du = readingMinutes(prepared.first_content as string, prepared.second_content as string | null);
    const now = iso(ctx.clock.now());

    return ctx.db.kysely.transaction().execute(async (trx) => {
      const items = createResourceRepository(model, ctx.db.dialect, trx);
      await assertCategory(trx, Number(prepared.article_category_id), 'article_category_id');
      const row = id == null ? undefined : await items.findById(id);
      const current = row ? model.toRecord(row) : null;
      if (id != null && (!current || current.writter_id !== contributorId))
        throw notFound(`You have no Circle article with id ${id}.`);
      // A published article keeps its link, whatever slug the new version carries.
      const data = await settleUniqueness(
        model,
        items,
        current && wasPublished(current) ? { ...prepared, article_slug: current.article_slug } : prepared,
        current?.id ?? null,
      );
      const reviewAgain = current === null || !['PENDING', 'REQUEST'].includes(String(current.status));
      const extra: Record<string, unknown> = {
        writter_id: contributorId,
        du,
        request_count: Number(current?.request_count ?? 0) + (reviewAgain ? 1 : 0),
        ...(subAccountId !== undefined || !current ? { sub_account_id: subAccountId ?? null } : {}),
      };
      const record = await workflow.authorSubmit(
        trx,
        { current, data, extra, note: note?.trim() || null },
        { actor: null, requestId },
        now,
      );
      return {
        created: current === null,
        id: record.id,
        status: record.status as ContentStatus,
        article_slug: String(record.article_slug),
        version: record.version,
      };
    });
  }

  return { submit };
}
