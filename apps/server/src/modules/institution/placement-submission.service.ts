import type { PlacementSubmission } from '@rc/contract/institution';
import type { StockPick } from '@rc/contract/resources/institution-stock-placement.resource';
import type { ContentStatus } from '@rc/contract/statuses';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { notFound } from '@/http/errors.ts';
import type { RecordData } from '@/resources/resource-hooks.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import { createResourceRepository } from '@/resources/resource.repository.ts';
import { createWorkflowService } from '@/resources/workflow/workflow.service.ts';
import { createInstitutionRepository } from './institution.repository.ts';
import { assertInstitutionMaySubmit } from './institution.rules.ts';
import { assertTickers } from '@/modules/stocks/index.ts';

export type PlacementSubmissionResult = { created: boolean; id: number; status: ContentStatus; version: number };

/**
 * An institution's set of picks arriving through the public call, validated by the contract's
 * rules (targets, stop losses, one pick per ticker), its tickers checked against master stocks, then handed to the
 * engine's workflow as an outside author's submission, exactly as Circle's articles are: a new set
 * goes to PENDING; a new version of one of the institution's sets takes the steps its status
 * takes (a revision back to PENDING, an approved set to REQUEST with the live picks kept).
 */
export function createPlacementSubmissionService(ctx: AppContext, model: ResourceModel) {
  const workflow = createWorkflowService(ctx, model);

  async function submit(
    institutionId: number,
    body: PlacementSubmission & Record<string, unknown>,
    requestId: string,
  ): Promise<PlacementSubmissionResult> {
    const { id, note, ...content } = body;
    const now = iso(ctx.clock.now());
    return ctx.db.kysely.transaction().execute(async (trx) => {
      await assertInstitutionMaySubmit(createInstitutionRepository(trx), institutionId);
      const picks = (content.picks ?? []) as StockPick[];
      for (const [i, pick] of picks.entries()) await assertTickers(trx, [pick.ticker], `picks.${i}.ticker`);
      const sets = createResourceRepository(model, ctx.db.dialect, trx);
      const row = id == null ? undefined : await sets.findById(id);
      const current = row ? model.toRecord(row) : null;
      if (id != null && (!current || current.institution_id !== institutionId))
        throw notFound(`Your institution has no stock selection with id ${id}.`);
      const record = await workflow.authorSubmit(
        trx,
        { current, data: content as RecordData, extra: { institution_id: institutionId }, note: note?.trim() || null },
        { actor: null, requestId },
        now,
      );
      return { created: current === null, id: record.id, status: record.status as ContentStatus, version: record.version };
    });
  }

  return { submit };
}
