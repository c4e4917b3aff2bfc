import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import type { AppContext } from '@/context.ts';
import { compileResource, type ResourceModel } from '@/resources/resource-model.ts';
import { resourceStorage } from '@/resources/resource-storage.ts';
import { circleResearchHooks } from './circle-research.resource-hooks.ts';

/** One model per app, as the engine's registry does: its compiled queries belong to one database. */
const models = new WeakMap<AppContext, ResourceModel>();

/** The engine's model of Circle research (its storage and the area's hooks), for the module's own calls. */
export function circleResearchModel(ctx: AppContext): ResourceModel {
  let model = models.get(ctx);
  if (model) return model;
  const storage = resourceStorage(circleResearchResource.name);
  if (!storage) throw new Error('circle-research has no storage in the engine (resources/resource-storage.ts)');
  models.set(ctx, (model = compileResource({ ...storage, hooks: circleResearchHooks })));
  return model;
}
