import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@rc/contract/api';
import { resourcePaths } from '@rc/contract/resources/resource';
import {
  WORKFLOW_ACTION_PERMISSION,
  workflowBodySchema,
  workflowBulkBodySchema,
  workflowBulkResultSchema,
  type WorkflowAction,
} from '@rc/contract/workflow';
import type { AppContext } from '@/context.ts';
import { requireAnyPermission, sessionsKeptOn } from '@/auth/access.ts';
import { idOf, idParams, plainJson, writeMeta } from '@/http/route-helpers.ts';
import type { ApiRecord } from '../resource-hooks.ts';
import type { ResourceModel } from '../resource-model.ts';
import type { WorkflowService } from './workflow.service.ts';

/**
 * `POST /api/<name>/workflow/{id}` (one step: submit, approve, request_revision, reject, reopen)
 * and `POST /api/<name>/workflow-bulk` (one step for a selection). The guard lets in whoever holds
 * update or approval on the module; the service checks the one the step needs.
 */
export function mountWorkflowRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  model: ResourceModel,
  workflow: WorkflowService,
  answer: {
    present: (record: ApiRecord) => Promise<unknown>;
    /** Names the people of a 409's current record. */
    onError: (request: FastifyRequest, reply: FastifyReply, error: Error) => Promise<void>;
  },
): void {
  const { present, onError } = answer;
  const wf = model.workflow!;
  const paths = resourcePaths(model.def.name);
  const tags = [model.def.labels.plural];
  const lower = model.def.labels.singular.toLowerCase();
  const needs = [...new Set(wf.actions.map((a: WorkflowAction) => WORKFLOW_ACTION_PERMISSION[a]))];
  const access = requireAnyPermission(wf.module, needs);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `/api${paths.workflow}`,
    {
      config: { access, ...sessionsKeptOn(model.table) },
      schema: {
        tags,
        summary: `Move a ${lower} through the workflow (${wf.actions.join(', ')})`,
        description:
          'Send the version you read. submit and reopen need update, the reviewer’s actions approval. A step the status does not allow, a stale version, or approving what you created or last edited (maker–checker) is a 409 and writes nothing. approve with a future scheduled_at makes the record SCHEDULED, not live, until a job publishes it; a scheduled_at that has passed is a 400 (publishing now is an approve without one).',
        params: idParams,
        body: workflowBodySchema,
        response: { 200: model.presentedAnswer },
      },
      onError,
      ...plainJson,
    },
    async (request) => ({
      data: await present(await workflow.transition(idOf(request), request.body, await writeMeta(ctx, request))),
    }),
  );

  r.post(
    `/api${paths.workflowBulk}`,
    {
      config: { access, ...sessionsKeptOn(model.table) },
      schema: {
        tags,
        summary: `One workflow step for selected ${model.def.labels.plural.toLowerCase()}, decided row by row`,
        description:
          'Each record is checked on its own (status, maker–checker): the answer lists what was done and what was refused, with why.',
        body: workflowBulkBodySchema,
        response: { 200: envelope(workflowBulkResultSchema) },
      },
      ...plainJson,
    },
    async (request) => ({ data: await workflow.bulk(request.body.ids, request.body.action, await writeMeta(ctx, request)) }),
  );
}
