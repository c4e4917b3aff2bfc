import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, listEnvelope } from '@rc/contract/api';
import type { Action } from '@rc/contract/permissions';
import { IMPORT_ACTIONS, resourceCalls, resourcePaths } from '@rc/contract/resources/resource';
import {
  IMPORT_ENCODINGS,
  bulkResultSchema,
  countsSchema,
  historyEntrySchema,
  idSelectionSchema,
  importReportSchema,
  uploadResultSchema,
} from '@rc/contract/resources/resource-wire';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { requireAllPermissions, requireAnyPermission, requirePermission, sessionsKeptOn } from '@/auth/access.ts';
import { AppError } from '@/http/errors.ts';
import { historyQuery, idOf, idParams, plainJson, writeMeta } from '@/http/route-helpers.ts';
import type { ApiRecord, RecordData } from './resource-hooks.ts';
import { listQueryDoc } from './resource-list-query.ts';
import type { ResourceModel } from './resource-model.ts';
import { createResourceImporter } from './import/resource-import.ts';
import { namePeople } from './record-people.ts';
import { mountResourceOptions } from './resource-options.ts';
import { createResourceReader } from './resource-read.service.ts';
import { storeFieldFile, uploadFields, UPLOAD_PART } from './resource-upload.ts';
import { IMPORT_MAX_BYTES } from './import/csv-upload.ts';
import { createResourceWriter } from './resource-write.service.ts';
import { mountWorkflowRoutes } from './workflow/workflow.routes.ts';
import { createWorkflowService } from './workflow/workflow.service.ts';

const pageQuery = historyQuery({ max: 100, fallback: 50 });

/**
 * What every resource's calls take and answer alike, described once; the answers are lazy schemas,
 * built when the API description is written (every answer here is sent as plain JSON).
 */
const historyAnswer = z.lazy(() => listEnvelope(historyEntrySchema));
const countsAnswer = z.lazy(() => envelope(countsSchema));
const bulkAnswer = z.lazy(() => envelope(bulkResultSchema));
const importAnswer = z.lazy(() => envelope(importReportSchema));
const uploadAnswer = z.lazy(() => envelope(uploadResultSchema));
const importQuery = z.lazy(() =>
  z.object({
    dry_run: z.enum(['0', '1', 'true', 'false']).optional().describe('1: check only, write nothing'),
    encoding: z
      .enum(IMPORT_ENCODINGS)
      .optional()
      .describe(
        'The file’s encoding (default utf-8, with or without a byte-order mark); a Windows-1252 (Latin-1) file is read as such',
      ),
  }),
);
/** The export takes the list's parameters and holds every row: its page and limit are checked, not applied. */
const EXPORT_WORDING = {
  page: 'Checked as the list checks it; the export holds every row',
  limit: 'Checked as the list checks it; the export holds every row',
};

/** Mount the calls of one resource under `/api/<name>`; each declares the permission it needs. */
export function mountResource(app: FastifyInstance, ctx: AppContext, model: ResourceModel): void {
  const { def } = model;
  const api = resourcePaths(def.name);
  const calls = new Set(resourceCalls(def));
  const reader = createResourceReader(ctx, model);
  const writer = createResourceWriter(ctx, model);
  const workflow = model.workflow ? createWorkflowService(ctx, model) : null;
  /**
   * A record as answered: with the people it names, and for a workflow record what its editor's
   * workflow panel needs (allowed steps, live version, schedule).
   */
  const present = async (record: ApiRecord) => {
    await namePeople(ctx, model, [record]);
    return workflow ? { ...record, workflow: await workflow.state(record) } : record;
  };
  /**
   * A 409's current record named as the detail call names it: once the write's transaction is over
   * (an onError hook runs before the error handler sends the answer).
   */
  const onError = async (_request: FastifyRequest, _reply: FastifyReply, error: Error) => {
    const current = error instanceof AppError ? error.details?.current : undefined;
    if (current && typeof current === 'object') await namePeople(ctx, model, [current as ApiRecord]);
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [def.labels.plural];
  const plural = def.labels.plural.toLowerCase();
  const singular = def.labels.singular.toLowerCase();
  // Its writes touch its own table (and side tables, audit, events): sessions stay kept unless it is staff.
  const kept = sessionsKeptOn(model.table);
  const guard = (action: Action) => ({ access: requirePermission(def.module, action), ...kept });
  const id = idOf;
  const meta = (request: FastifyRequest) => writeMeta(ctx, request);
  // Built on the first list or export of this resource (or when the description is written).
  const listQuery = z.lazy(() => listQueryDoc(model));
  const exportQuery = z.lazy(() => listQueryDoc(model, EXPORT_WORDING));

  r.get(
    `/api${api.list}`,
    {
      config: guard('read'),
      schema: {
        tags,
        summary: `List ${plural} (search, filters, sort, trash)`,
        querystring: listQuery,
        response: { 200: model.listAnswer },
      },
      ...plainJson,
    },
    async (request) => {
      const page = await reader.list(request.query as Record<string, unknown>);
      await namePeople(ctx, model, page.data);
      return { data: page };
    },
  );

  r.get(
    `/api${api.detail}`,
    {
      config: guard('read'),
      schema: { tags, summary: `One ${singular}`, params: idParams, response: { 200: model.detailAnswer } },
      ...plainJson,
    },
    async (request) => ({ data: await present(await reader.detail(id(request))) }),
  );

  r.get(
    `/api${api.history}`,
    {
      config: guard('read'),
      schema: {
        tags,
        summary: `Audit history of one ${singular}`,
        params: idParams,
        querystring: pageQuery,
        response: { 200: historyAnswer },
      },
      ...plainJson,
    },
    async (request) => ({ data: await reader.history(id(request), request.query) }),
  );

  if (calls.has('export')) {
    r.get(
      `/api${api.export}`,
      {
        config: guard('read'),
        schema: {
          tags,
          summary: `CSV of the ${plural} list with the same filters (streamed, all rows)`,
          querystring: exportQuery,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV with a header row (text/csv), one row per record') },
        },
      },
      async (request, reply) => {
        const rows = reader.exportCsv(request.query as Record<string, unknown>);
        const day = iso(ctx.clock.now()).slice(0, 10);
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${def.name}-${day}.csv"`)
            // The CSV text the description promises, streamed row by row (a stream is never serialised).
            .send(Readable.from(rows) as unknown as string)
        );
      },
    );
  }

  if (calls.has('counts')) {
    r.get(
      `/api${api.counts}`,
      {
        config: guard('read'),
        schema: {
          tags,
          summary: `How many live ${plural} there are, in all and per value of each counted filter`,
          response: { 200: countsAnswer },
        },
        ...plainJson,
      },
      async () => ({ data: await reader.counts() }),
    );
  }

  if (workflow && calls.has('workflow')) mountWorkflowRoutes(app, ctx, model, workflow, { present, onError });

  if (calls.has('options')) mountResourceOptions(app, ctx, model);

  if (calls.has('create')) {
    r.post(
      `/api${api.create}`,
      {
        config: guard('write'),
        schema: {
          tags,
          summary: def.kind === 'versioned' ? `Publish a new ${singular} version` : `Create a ${singular}`,
          body: model.createBody,
          response: { 201: model.presentedAnswer },
        },
        ...plainJson,
      },
      async (request, reply) =>
        reply.status(201).send({ data: await present(await writer.create(request.body as RecordData, await meta(request))) }),
    );
  }

  if (calls.has('update'))
    r.put(
      `/api${api.update}`,
      {
        config: guard('update'),
        schema: {
          tags,
          summary:
            def.kind === 'versioned'
              ? `Publish an edit as the next version (send the version you read)`
              : `Edit a ${singular} (send the version you read; 409 with the current record when stale)`,
          params: idParams,
          body: model.updateBody,
          response: { 200: model.presentedAnswer },
        },
        onError,
        ...plainJson,
      },
      async (request) => ({
        data: await present(
          await writer.update(id(request), request.body as RecordData & { version: number }, await meta(request)),
        ),
      }),
    );

  if (calls.has('delete')) {
    r.delete(
      `/api${api.delete}`,
      {
        config: guard('delete'),
        schema: { tags, summary: `Move a ${singular} to the trash`, params: idParams, response: { 200: model.presentedAnswer } },
        ...plainJson,
      },
      async (request) => ({ data: await present(await writer.delete(id(request), await meta(request))) }),
    );
    // The specification restores with GET (Circle research); POST is offered for everything else.
    for (const method of ['GET', 'POST'] as const) {
      r.route({
        method,
        url: `/api${api.restore}`,
        config: guard('delete'),
        schema: {
          tags,
          summary: `Bring a ${singular} back from the trash`,
          params: idParams,
          response: { 200: model.presentedAnswer },
        },
        ...plainJson,
        handler: async (request) => ({ data: await present(await writer.restore(id(request), await meta(request))) }),
      });
    }
    for (const [path, summary, run] of [
      [api.bulkDelete, `Move selected ${plural} to the trash (all or nothing)`, writer.bulkDelete],
      [api.bulkRestore, `Restore selected ${plural} (all or nothing)`, writer.bulkRestore],
    ] as const) {
      r.post(
        `/api${path}`,
        {
          config: guard('delete'),
          schema: { tags, summary, body: idSelectionSchema, response: { 200: bulkAnswer } },
          ...plainJson,
        },
        async (request) => ({ data: await run(request.body.ids, await meta(request)) }),
      );
    }
  }

  if (calls.has('reorder')) {
    r.put(
      `/api${api.reorder}`,
      {
        config: guard('update'),
        schema: {
          tags,
          summary: `Save the order of ${plural} (ids in their new order)`,
          body: idSelectionSchema,
          response: { 200: bulkAnswer },
        },
        ...plainJson,
      },
      async (request) => ({ data: await writer.reorder(request.body.ids, await meta(request)) }),
    );
  }

  if (calls.has('import')) {
    const importer = createResourceImporter(ctx, model);
    const key = def.import!.key.join(' + ');
    r.post(
      `/api${api.import}`,
      {
        config: { access: requireAllPermissions(def.module, IMPORT_ACTIONS), ...kept },
        schema: {
          tags,
          summary: `Import ${plural} from a CSV file (multipart part "${UPLOAD_PART}"): every row is checked; with dry_run=1 nothing is written, otherwise rows are inserted or updated by ${key} in one transaction, or nothing at all when any row is wrong (400 with the report)`,
          consumes: ['multipart/form-data'],
          multipart: {
            [UPLOAD_PART]: {
              description: `The CSV file: UTF-8 (with or without a byte-order mark) unless encoding says otherwise, comma or semicolon separated, a header row naming the columns (field names or labels), one row per ${singular}.`,
              maxBytes: IMPORT_MAX_BYTES,
            },
          },
          querystring: importQuery,
          response: { 200: importAnswer },
        },
        ...plainJson,
      },
      async (request) => {
        const dryRun = request.query.dry_run === '1' || request.query.dry_run === 'true';
        return { data: await importer.run(request, await meta(request), dryRun, request.query.encoding ?? 'utf-8') };
      },
    );
  }

  if (calls.has('upload')) {
    r.post(
      `/api${api.upload}`,
      {
        // Uploading serves both the new and the edit form: write or update on the module will do.
        config: { access: requireAnyPermission(def.module, ['write', 'update']), ...kept },
        schema: {
          tags,
          summary: `Upload an image or PDF for a ${singular} file field, or an image to place in a rich-text field (multipart part "${UPLOAD_PART}"); returns the stored path`,
          consumes: ['multipart/form-data'],
          multipart: {
            [UPLOAD_PART]: {
              description: `The file, judged by its bytes: ${uploadFields(model)
                .map((f) => `${f.field} takes ${f.kind} of at most ${f.size}`)
                .join('; ')}.`,
            },
          },
          params: z.lazy(() =>
            z.object({
              field: z
                .string()
                .max(60)
                .meta({ enum: uploadFields(model).map((f) => f.field) }),
            }),
          ),
          response: { 200: uploadAnswer },
        },
        ...plainJson,
      },
      async (request) => ({ data: await storeFieldFile(request, model, request.params.field, ctx.media) }),
    );
  }
}
