import type { CircleItem, ResponseApproval } from '@rc/contract/circle';
import type { ContentStatus } from '@rc/contract/statuses';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { conflict, notFound } from '@/http/errors.ts';
import { createResourceWriter, type WriteMeta } from '@/resources/resource-write.service.ts';
import { circleResearchModel } from './circle-model.ts';
import type { CircleReadService } from './circle-read.service.ts';
import { CIRCLE_ENTITY, createCircleRepository, type CircleRow } from './circle.repository.ts';
import { LIVE_VERSION_FIELDS, responseOutcome } from './circle-workflow.ts';
import type { CircleChangeFeed } from './circle-change.feed.ts';

/**
 * Staff decisions on Circle articles: the response (approve, revision, reject) with its rules and
 * maker-checker, and delete / restore through the engine's writer. Each is one transaction with
 * its audit entry and its report to the change feed.
 */
export function createCircleModerationService(ctx: AppContext, deps: { reader: CircleReadService; feed: CircleChangeFeed }) {
  const writer = createResourceWriter(ctx, circleResearchModel(ctx));

  async function present(row: Record<string, unknown>): Promise<CircleItem> {
    const [item] = await deps.reader.withNames([row], false);
    return item!;
  }

  return {
    async respond(id: number, body: ResponseApproval, meta: WriteMeta): Promise<CircleItem> {
      const note = body.note?.trim() || null;
      const row = await ctx.db.kysely.transaction().execute(async (trx) => {
        const repo = createCircleRepository(trx, ctx.db.dialect);
        const current = await repo.findRow(id);
        if (!current) throw notFound(`No Circle article with id ${id}. It may have been removed; reload the list.`);
        if (current.deleted_at) throw conflict('This article is in the trash. Restore it before responding.');
        const outcome = responseOutcome(current.status as ContentStatus, body.status);
        if (body.status === 'APPROVED' && (await repo.editedBy(id, meta.actor.id))) {
          throw conflict(
            'You edited this article, so another reviewer must approve it (maker-checker). You can still ask for a revision or reject it.',
          );
        }
        const now = iso(ctx.clock.now());
        const set: Partial<CircleRow> = {
          status: outcome.to,
          auditor_id: meta.actor.id,
          response_note: note,
          updated_at: now,
          updated_by: meta.actor.id,
        };
        if (outcome.publish) set.published_at = now;
        if (outcome.change) set.live_snapshot = null;
        if (outcome.change === 'drop' && current.live_snapshot) {
          const live = JSON.parse(current.live_snapshot) as Partial<CircleRow>;
          for (const field of LIVE_VERSION_FIELDS) if (field in live) Object.assign(set, { [field]: live[field] });
        }
        const updated = await repo.applyResponse(id, { status: current.status, version: current.version }, set);
        if (!updated)
          throw conflict('Someone else changed this article a moment ago. Reload it to see what changed, then respond.');
        await writeAudit(trx, {
          actorId: meta.actor.id,
          action: outcome.action,
          entity: CIRCLE_ENTITY,
          entityId: id,
          before: { status: current.status },
          after: {
            status: updated.status,
            auditor_id: updated.auditor_id,
            ...(outcome.publish ? { published_at: updated.published_at } : {}),
          },
          note,
          requestId: meta.requestId,
          at: now,
        });
        await deps.feed.changed(trx);
        return updated;
      });
      return present(row);
    },

    // The engine's writer: one transaction with the audit entry; its afterChange hook tells the feed.
    remove: async (id: number, meta: WriteMeta) => present(await writer.delete(id, meta)),
    restore: async (id: number, meta: WriteMeta) => present(await writer.restore(id, meta)),
  };
}
