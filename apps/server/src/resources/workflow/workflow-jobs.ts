import type { AppContext } from '@/context.ts';
import type { ResourceModel } from '../resource-model.ts';
import { PUBLISH_JOB, createWorkflowService } from './workflow.service.ts';

/** Each app's workflow resources by name, for the publishing job (one handler serves them all). */
const registries = new WeakMap<AppContext, Map<string, ResourceModel>>();

/** Let the Scheduler publish this resource's scheduled approvals. */
export function registerWorkflowJobs(ctx: AppContext, model: ResourceModel): void {
  let models = registries.get(ctx);
  if (!models) {
    const byName = (models = new Map());
    registries.set(ctx, byName);
    ctx.jobs.handle(PUBLISH_JOB, async (job) => {
      const { resource, id } = job.payload as { resource: string; id: number };
      const target = byName.get(resource);
      if (!target) throw new Error(`No workflow resource named ${resource} on this server`);
      await createWorkflowService(ctx, target).publishScheduled(id);
    });
  }
  models.set(model.def.name, model);
}
