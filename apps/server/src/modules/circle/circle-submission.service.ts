import type { Kysely } from 'kysely';
import type { CircleSubmission } from '@rc/contract/circle';
import type { ContentStatus } from '@rc/contract/statuses';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { changedFields, writeAudit } from '@/audit/audit.repository.ts';
import type { Database } from '@/db/schema.ts';
import { conflict, notFound } from '@/http/errors.ts';
import type { RecordData } from '@/resources/resource-hooks.ts';
import { prepareInput, settleUniqueness } from '@/resources/resource-input.ts';
import { createResourceRepository } from '@/resources/resource.repository.ts';
import { assertCategory } from './circle-category.rule.ts';
import { circleResearchModel } from './circle-model.ts';
import { readingMinutes } from './circle-reading-time.ts';
import { assertContributorMaySubmit, assertSubAccountMaySubmit } from './circle-submitter.ts';
import { CIRCLE_ENTITY, createCircleRepository, type CircleRow } from './circle.repository.ts';
import { LIVE_VERSION_FIELDS, submissionSteps } from './circle-workflow.ts';
import type { CircleChangeFeed } from './circle-change.feed.ts';

export type SubmissionResult = { created: boolean; id: number; status: ContentStatus; article_slug: string; version: number };

/**
 * A contributor's article arriving through the public call: validated and sanitised like a staff
 * edit (the engine's input preparation and slug rules), then created or updated and put in review
 * (DOMAIN.md: PENDING, or REQUEST for a change to a published article), with a history entry per
 * step. Entries without a staff actor are the contributor's.
 */
export function createCircleSubmissionService(ctx: AppContext, deps: { feed: CircleChangeFeed }) {
  const model = circleResearchModel(ctx);

  async function submit(contributorId: number, body: CircleSubmission & Record<string, unknown>, requestId: string) {
    const { id, sub_account_id: subAccountId, note, ...content } = body;
    const db = ctx.db.kysely;
    await assertContributorMaySubmit(db, contributorId);
    if (subAccountId != null) await assertSubAccountMaySubmit(db, contributorId, subAccountId);
    const prepared = await prepareInput(model, ctx.config.uploadsDir, content as RecordData, null);
    const du = readingMinutes(prepared.first_content as string, prepared.second_content as string | null);
    const now = iso(ctx.clock.now());
    const audit = (
      trx: Kysely<Database>,
      itemId: number,
      action: string,
      before?: unknown,
      after?: unknown,
      text?: string | null,
    ) =>
      writeAudit(trx, {
        actorId: null,
        action,
        entity: CIRCLE_ENTITY,
        entityId: itemId,
        before,
        after,
        note: text,
        requestId,
        at: now,
      });

    const result = await db.transaction().execute(async (trx): Promise<SubmissionResult> => {
      const items = createResourceRepository(model, ctx.db.dialect, trx);
      const circle = createCircleRepository(trx, ctx.db.dialect);
      await assertCategory(circle, Number(prepared.article_category_id));

      if (id == null) {
        const data = await settleUniqueness(model, items, prepared, null);
        const row = await items.insert({
          ...model.toColumns(data),
          status: 'PENDING',
          writter_id: contributorId,
          sub_account_id: subAccountId ?? null,
          du,
          request_count: 1,
          created_at: now,
          updated_at: now,
          created_by: null,
          updated_by: null,
        });
        const itemId = Number(row.id);
        const created = { article_title: row.article_title, article_category_id: row.article_category_id, status: 'DRAFT' };
        await audit(trx, itemId, 'create', undefined, created);
        for (const step of submissionSteps(null))
          await audit(trx, itemId, step.action, { status: step.from }, { status: step.to }, note);
        await deps.feed.changed(trx);
        return {
          created: true,
          id: itemId,
          status: 'PENDING',
          article_slug: String(row.article_slug),
          version: Number(row.version),
        };
      }

      const current = await circle.findRow(id);
      if (!current || current.writter_id !== contributorId) throw notFound(`You have no Circle article with id ${id}.`);
      if (current.deleted_at) {
        throw conflict('The moderators removed this article, so it cannot be changed; submit it again as a new article.');
      }
      const from = current.status as ContentStatus;
      const published = from === 'APPROVED' || from === 'REQUEST';
      // A published article keeps its link, whatever slug the new version carries.
      const data = await settleUniqueness(
        model,
        items,
        published ? { ...prepared, article_slug: current.article_slug } : prepared,
        id,
      );
      const columns = model.toColumns(data);
      const stored = model.toColumns(model.snapshot(model.toRecord(current)));
      const changed = Object.keys(columns).filter((k) => JSON.stringify(columns[k]) !== JSON.stringify(stored[k]));
      const steps = submissionSteps(from);
      const subChanged = subAccountId !== undefined && subAccountId !== current.sub_account_id;
      if (changed.length === 0 && steps.length === 0 && !subChanged) return answer(current, false);

      const set: Record<string, unknown> = { ...Object.fromEntries(changed.map((k) => [k, columns[k]])), du, updated_at: now };
      if (subChanged) set.sub_account_id = subAccountId;
      if (steps.length > 0) {
        set.status = steps[steps.length - 1]!.to;
        set.request_count = current.request_count + 1;
      }
      if (from === 'APPROVED')
        set.live_snapshot = JSON.stringify(Object.fromEntries(LIVE_VERSION_FIELDS.map((f) => [f, current[f]])));
      const row = await items.update(id, current.version, set);
      if (!row) throw conflict('This article changed on our side a moment ago; send your submission again.');
      if (changed.length > 0) {
        const pick = (r: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, r[k]]));
        const diff = changedFields(pick(model.snapshot(model.toRecord(current))), pick(model.snapshot(model.toRecord(row))));
        await audit(trx, id, 'update', diff.before, diff.after, steps.length === 0 ? note : null);
      }
      for (const step of steps) await audit(trx, id, step.action, { status: step.from }, { status: step.to }, note);
      await deps.feed.changed(trx);
      return {
        created: false,
        id,
        status: row.status as ContentStatus,
        article_slug: String(row.article_slug),
        version: Number(row.version),
      };
    });
    return result;
  }

  function answer(row: CircleRow, created: boolean): SubmissionResult {
    return { created, id: row.id, status: row.status as ContentStatus, article_slug: row.article_slug, version: row.version };
  }

  return { submit };
}
