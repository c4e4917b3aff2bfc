import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_HEADER } from '@rc/contract/analytics';
import { CIRCLE_ROUTES, CIRCLE_SUBMIT_SCOPE, circleSubmissionAnswerSchema, circleSubmissionSchema } from '@rc/contract/circle';
import type { AppContext } from '@/context.ts';
import { forbidden } from '@/http/errors.ts';
import { createApiKeyService } from '@/modules/api-keys/index.ts';
import { assertContributorMaySubmit } from './circle-submitter.ts';
import { createCircleRepository } from './circle.repository.ts';
import type { createCircleSubmissionService } from './circle-submission.service.ts';

/**
 * `POST /api/public/circle-research`: contributors' sites send articles with their own key
 * (X-Api-Key, scope circle:write, bound to the contributor), not the console's header.
 */
export function registerCircleSubmissionRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  submissions: ReturnType<typeof createCircleSubmissionService>,
): void {
  const apiKeys = createApiKeyService({ db: ctx.db.kysely, clock: ctx.clock });
  const senders = new WeakMap<FastifyRequest, number>();
  const circle = createCircleRepository(ctx.db.kysely, ctx.db.dialect);

  app.withTypeProvider<ZodTypeProvider>().post(
    `/api${CIRCLE_ROUTES.publicSubmit}`,
    {
      config: { access: 'api-key' },
      // Key and contributor are checked before the body is read: a suspended contributor is refused whatever they send.
      onRequest: async (request) => {
        const key = await apiKeys.authenticate(request.headers[API_KEY_HEADER], CIRCLE_SUBMIT_SCOPE);
        if (key.contributor_id === null) {
          throw forbidden(
            'This API key is not a contributor key; ask the console team for a key bound to your contributor account.',
          );
        }
        await assertContributorMaySubmit(circle, key.contributor_id);
        senders.set(request, key.contributor_id);
      },
      schema: {
        tags: ['public'],
        summary: 'Submit a Circle article for review (header X-Api-Key of a contributor key)',
        description:
          'Without `id`: a new article, created and put in PENDING (201). With `id` of one of your articles: its new version (200); ' +
          'a draft, revision or rejected article goes to PENDING, a published one to REQUEST (the published version stays online until the change is approved). ' +
          'Rich text is sanitised; an empty slug is made from the title; a published article keeps its slug. 401: missing, unknown or revoked key; ' +
          '403: a key without circle:write, not bound to a contributor, or a suspended or removed contributor or sub-account.',
        security: [],
        body: circleSubmissionSchema,
        response: { 200: circleSubmissionAnswerSchema, 201: circleSubmissionAnswerSchema },
      },
    },
    async (request, reply) => {
      const { created, ...data } = await submissions.submit(senders.get(request)!, request.body, request.id);
      return reply.status(created ? 201 : 200).send({ data });
    },
  );
}
