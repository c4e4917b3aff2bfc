import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import type { AppContext } from '@/context.ts';
import { compileResource, type ResourceModel } from '@/resources/resource-model.ts';
import { RESOURCE_BINDINGS } from '@/resources/resource-registry.ts';

/** One model per app, as the engine's registry does: its compiled queries belong to one database. */
const models = new WeakMap<AppContext, ResourceModel>();

/** The engine's model of Circle research (its registry binding), for the module's own calls. */
export function circleResearchModel(ctx: AppContext): ResourceModel {
  let model = models.get(ctx);
  if (model) return model;
  const binding = RESOURCE_BINDINGS.find((b) => b.definition === circleResearchResource);
  if (!binding) throw new Error('circle-research is not bound in the resource registry');
  models.set(ctx, (model = compileResource(binding)));
  return model;
}
