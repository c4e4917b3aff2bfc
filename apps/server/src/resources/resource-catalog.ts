import type { AppContext } from '@/context.ts';
import type { ResourceModel } from './resource-model.ts';

/**
 * The resources mounted on an app, by name: what a resource's calls need to know of the resources
 * its fields refer to (their tables, labels and search), without the engine importing any area.
 * Filled as each resource is mounted, read at request time.
 */
const catalogs = new WeakMap<AppContext, Map<string, ResourceModel>>();

export function registerModel(ctx: AppContext, model: ResourceModel): void {
  let catalog = catalogs.get(ctx);
  if (!catalog) catalogs.set(ctx, (catalog = new Map()));
  catalog.set(model.def.name, model);
}

/** The mounted resource named `name`, or undefined. */
export function modelNamed(ctx: AppContext, name: string): ResourceModel | undefined {
  return catalogs.get(ctx)?.get(name);
}
