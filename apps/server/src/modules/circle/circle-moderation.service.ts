import { RESPONSE_ACTIONS, type CircleItem, type ResponseApproval } from '@rc/contract/circle';
import type { AppContext } from '@/context.ts';
import { createResourceWriter, type WriteMeta } from '@/resources/resource-write.service.ts';
import { createWorkflowService } from '@/resources/workflow/workflow.service.ts';
import { circleResearchModel } from './circle-model.ts';
import type { CircleReadService } from './circle-read.service.ts';

/**
 * Staff decisions on Circle articles through the specification's calls, as thin adapters onto the
 * engine: a response is a workflow step (approve, request_revision, reject; the engine keeps the
 * transitions, maker–checker and the history), delete and restore are the engine writer's. The
 * engine's hooks of Circle articles tell the change feed.
 */
export function createCircleModerationService(ctx: AppContext, deps: { reader: CircleReadService }) {
  const model = circleResearchModel(ctx);
  const writer = createResourceWriter(ctx, model);
  const workflow = createWorkflowService(ctx, model);

  async function present(row: Record<string, unknown>): Promise<CircleItem> {
    const [item] = await deps.reader.withNames([row], false);
    return item!;
  }

  return {
    respond: async (id: number, body: ResponseApproval, meta: WriteMeta) =>
      present(await workflow.respond(id, { action: RESPONSE_ACTIONS[body.status], note: body.note }, meta)),
    remove: async (id: number, meta: WriteMeta) => present(await writer.delete(id, meta)),
    restore: async (id: number, meta: WriteMeta) => present(await writer.restore(id, meta)),
  };
}
