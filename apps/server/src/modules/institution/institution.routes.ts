import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_HEADER } from '@rc/contract/analytics';
import {
  INSTITUTION_ROUTES,
  PLACEMENT_SUBMIT_SCOPE,
  placementReturnsAnswerSchema,
  placementSubmissionAnswerSchema,
  placementSubmissionSchema,
} from '@rc/contract/institution';
import type { StockPick } from '@rc/contract/resources/institution-stock-placement.resource';
import type { AppContext } from '@/context.ts';
import { requirePermission } from '@/auth/access.ts';
import { forbidden, notFound } from '@/http/errors.ts';
import { idOf, idParams } from '@/http/route-helpers.ts';
import { createApiKeyService } from '@/modules/api-keys/index.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import { createResourceRepository } from '@/resources/resource.repository.ts';
import { createInstitutionRepository } from './institution.repository.ts';
import { assertInstitutionMaySubmit } from './institution.rules.ts';
import { pickReturns } from './pick-returns.ts';
import { createPlacementSubmissionService } from './placement-submission.service.ts';

/**
 * The institution area's calls beside the engine's: institutions send stock selections with their
 * own key (X-Api-Key, scope placement:write, bound to the institution), and staff read each pick's
 * return since entry on the detail screen.
 */
export function registerInstitutionRoutes(app: FastifyInstance, ctx: AppContext, placements: ResourceModel): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const apiKeys = createApiKeyService({ db: ctx.db.kysely, clock: ctx.clock });
  const submissions = createPlacementSubmissionService(ctx, placements);
  const senders = new WeakMap<FastifyRequest, number>();

  r.post(
    `/api${INSTITUTION_ROUTES.publicSubmit}`,
    {
      config: { access: 'api-key' },
      // Key and institution are checked before the body is read: an inactive institution is refused whatever it sends.
      onRequest: async (request) => {
        const key = await apiKeys.authenticate(request.headers[API_KEY_HEADER], PLACEMENT_SUBMIT_SCOPE);
        if (key.institution_id === null)
          throw forbidden('This API key is not an institution key; ask the console team for a key bound to your institution.');
        await assertInstitutionMaySubmit(createInstitutionRepository(ctx.db.kysely), key.institution_id);
        senders.set(request, key.institution_id);
      },
      schema: {
        tags: ['public'],
        summary: 'Submit a stock selection for review (header X-Api-Key of an institution key)',
        description:
          'Without `id`: a new set of picks, put in PENDING (201). With `id` of one of your sets: its new version (200); a set sent back for ' +
          'revision goes to PENDING again, an approved one to REQUEST (the approved picks stay live until the change is reviewed). ' +
          'Rules: a BUY has a target above and a stop loss below its entry price; a set names each ticker once. ' +
          '401: missing, unknown or revoked key; 403: a key without placement:write, not bound to an institution, or an inactive or removed institution.',
        security: [],
        body: placementSubmissionSchema,
        response: { 200: placementSubmissionAnswerSchema, 201: placementSubmissionAnswerSchema },
      },
    },
    async (request, reply) => {
      const { created, ...data } = await submissions.submit(senders.get(request)!, request.body, request.id);
      return reply.status(created ? 201 : 200).send({ data });
    },
  );

  r.get(
    `/api${INSTITUTION_ROUTES.returns}`,
    {
      config: { access: requirePermission(placements.def.module, 'read') },
      schema: {
        tags: [placements.def.name],
        summary: 'Each pick’s latest daily close and return since entry (null without daily data)',
        params: idParams,
        response: { 200: placementReturnsAnswerSchema },
      },
    },
    async (request) => {
      const row = await createResourceRepository(placements, ctx.db.dialect, ctx.db.kysely).findById(idOf(request));
      if (!row) throw notFound(`No stock selection with id ${idOf(request)}. It may have been removed; reload the list.`);
      const picks = placements.toRecord(row).picks as StockPick[];
      const closes = await createInstitutionRepository(ctx.db.kysely).latestCloses(picks.map((p) => p.ticker));
      return { data: { picks: pickReturns(picks, closes) } };
    },
  );
}
