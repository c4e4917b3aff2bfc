import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@rc/contract/api';
import {
  FREE,
  GUEST,
  PREVIEW_AREAS,
  PREVIEW_AREA_SETTINGS,
  PREVIEW_ROUTES,
  readerPreviewContextSchema,
  readerPreviewSchema,
} from '@rc/contract/reader-preview';
import type { AppContext } from '@/context.ts';
import { requirePermission } from '@/auth/access.ts';
import { notFound } from '@/http/errors.ts';
import { idOf, idParams, plainJson, sendJsonText } from '@/http/route-helpers.ts';
import type { ResourceModels } from '@/resources/resource-registry.ts';
import { createPreviewService } from './preview.service.ts';

const tags = ['Reader preview'];

const previewQuery = z.object({
  as: z
    .string({ error: `as must be ${GUEST}, ${FREE} or a plan code` })
    .max(60, 'as must be at most 60 characters')
    .optional()
    .describe(`${GUEST}, ${FREE} or a plan's code (e.g. PRO_30)`),
});

/**
 * `GET /api/preview/{area}/{id}?as=…`: what a reader with that entitlement sees of a record, and
 * `GET /api/preview/{area}/context`: the area's wall and the plans, for the editor's live preview.
 * One route per area, so each declares the read permission on its own module.
 */
export function registerPreviewRoutes(app: FastifyInstance, ctx: AppContext, models: ResourceModels): void {
  const service = createPreviewService(ctx, models);
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const area of PREVIEW_AREAS) {
    const { module, label } = PREVIEW_AREA_SETTINGS[area];
    const config = { access: requirePermission(module, 'read') };

    r.get(
      `/api${PREVIEW_ROUTES.context(area)}`,
      {
        config,
        schema: {
          tags,
          summary: `${label}: the account wall and the plans the reader preview applies`,
          response: { 200: envelope(readerPreviewContextSchema) },
        },
        ...plainJson,
      },
      async () => ({ data: await service.context(area) }),
    );

    r.get(
      `/api${PREVIEW_ROUTES.preview(area)}`,
      {
        config,
        schema: {
          tags,
          summary: `${label}: one record as a guest, a free reader or a plan's subscriber sees it on the public site`,
          params: idParams,
          querystring: previewQuery,
          response: { 200: envelope(readerPreviewSchema) },
        },
        ...plainJson,
      },
      async (request, reply) => sendJsonText(reply, await service.previewText(area, idOf(request), request.query.as)),
    );
  }

  // Any other area: signed in is enough to be told which areas have a preview.
  r.get(
    `/api${PREVIEW_ROUTES.unknownArea}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'An area without a reader preview (404 naming the areas that have one)',
        // Whatever follows the area (a record's id, `context`): the area alone decides the answer.
        params: z.object({ area: z.string(), part: z.string() }),
      },
    },
    async (request) => {
      const { area } = request.params as { area: string };
      throw notFound(`There is no reader preview for "${area.slice(0, 40)}": preview ${PREVIEW_AREAS.join(', ')}.`);
    },
  );
}
