import type { FastifyInstance } from 'fastify';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import type { AppContext } from '@/context.ts';
import { compileResource, type ResourceBinding, type ResourceModel } from './resource-model.ts';
import { registerModel } from './resource-catalog.ts';
import { ensureSettingsRecords } from './resource-settings.ts';
import { mountResource } from './resource.routes.ts';
import { registerWorkflowJobs } from './workflow/workflow-jobs.ts';

/**
 * Refuse to start when the bindings and the contract's resources disagree: a resource the console
 * shows but the server does not mount, a binding of a definition the contract does not list, or a
 * resource bound twice (its routes would collide). The message names every such resource.
 */
export function assertBindingsMatchContract(
  bindings: readonly ResourceBinding[],
  resources: readonly AnyResourceDefinition[] = RESOURCES,
): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { definition } of bindings) {
    if (!resources.includes(definition)) problems.push(`"${definition.name}" is bound but not in the contract's RESOURCES`);
    if (seen.has(definition.name)) problems.push(`"${definition.name}" is bound twice`);
    seen.add(definition.name);
  }
  for (const resource of resources) {
    if (!bindings.some((b) => b.definition === resource)) problems.push(`"${resource.name}" has no binding`);
  }
  if (problems.length > 0) {
    throw new Error(`Resource bindings (apps/server/src/resource-bindings.ts): ${problems.join('; ')}.`);
  }
}

/** The compiled model of each mounted resource, for the routes an area mounts beside the engine's. */
export type ResourceModels = { of(definition: AnyResourceDefinition): ResourceModel };

/** Compile one binding, prepare what it needs (settings records, the publishing job) and mount its calls. */
export async function mountBinding(app: FastifyInstance, ctx: AppContext, binding: ResourceBinding): Promise<ResourceModel> {
  const model = compileResource(binding);
  registerModel(ctx, model);
  if (model.def.kind === 'settings') await ensureSettingsRecords(ctx, model);
  if (model.workflow) registerWorkflowJobs(ctx, model);
  mountResource(app, ctx, model);
  return model;
}

/**
 * Check the bindings (the composition root's, resource-bindings.ts) against the contract, then
 * compile, prepare and mount every resource.
 */
export async function registerResources(
  app: FastifyInstance,
  ctx: AppContext,
  bindings: readonly ResourceBinding[],
): Promise<ResourceModels> {
  assertBindingsMatchContract(bindings);
  const models = new Map<AnyResourceDefinition, ResourceModel>();
  for (const binding of bindings) models.set(binding.definition, await mountBinding(app, ctx, binding));
  return {
    of(definition) {
      const model = models.get(definition);
      if (!model) throw new Error(`Resource ${definition.name} is not mounted`);
      return model;
    },
  };
}
