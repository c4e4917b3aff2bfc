import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_HEADER } from '@rc/contract/analytics';
import { SLIDES_READ_SCOPE, type PublicSlide, type SlideContentType } from '@rc/contract/resources/hybrid-slider.resource';
import type { AppContext } from '@/context.ts';
import { requirePermission } from '@/auth/access.ts';
import { createApiKeyService } from '@/modules/api-keys/index.ts';
import { createSlideContentRepository, type SlideContent } from './slide-content.repository.ts';
import { contentLink, isLive } from './slide-content.ts';

const querySchema = z.strictObject({
  at: z.iso
    .datetime({ offset: true, error: 'at must be a date and time such as 2026-11-22T09:00:00Z' })
    .optional()
    .describe('The moment to show the carousel for; now when absent.'),
});

/**
 * The public carousel: the slides live at `at` whose content is live too (published, not in the
 * trash), each with its overrides or its content's own title, summary and thumbnail. A key with
 * the slides:read scope reads it; nothing is cached, so an unpublished item leaves at once.
 */
export function registerPlacementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const apiKeys = createApiKeyService({ db: ctx.db.kysely, clock: ctx.clock });
  r.get(
    '/api/public/hybrid-slider',
    {
      config: { access: 'api-key' },
      onRequest: async (request: FastifyRequest) => {
        await apiKeys.authenticate(request.headers[API_KEY_HEADER], SLIDES_READ_SCOPE);
      },
      schema: {
        tags: ['public'],
        summary: 'The home carousel as readers see it at a moment (header X-Api-Key with slides:read)',
        security: [],
        querystring: querySchema,
      },
    },
    async (request) => ({ data: await carouselAt(ctx, request.query.at) }),
  );

  r.get(
    '/api/hybrid-slider/preview',
    {
      config: { access: requirePermission('HYBRIDSLIDER', 'read') },
      schema: {
        tags: ['hybrid-slider'],
        summary: 'The carousel as readers will see it at a moment (what the public call answers)',
        querystring: querySchema,
      },
    },
    async (request) => ({ data: await carouselAt(ctx, request.query.at) }),
  );
}

/** The live slides at `at` (ISO; now when absent) with their content resolved, in order. */
async function carouselAt(ctx: AppContext, when: string | undefined): Promise<PublicSlide[]> {
  const at = when ? new Date(when).toISOString() : ctx.clock.now().toISOString();
  const repo = createSlideContentRepository(ctx.db.kysely);
  const slides = await repo.liveSlides(at);
  const byType = new Map<SlideContentType, Map<number, SlideContent>>();
  for (const type of ['ALGORESEARCH', 'ALGONEWS', 'CIRCLE', 'INSTITUTIONCONTENT'] as const) {
    const ids = slides.filter((s) => s.content_type === type).map((s) => Number(s.content_id));
    byType.set(type, new Map((await repo.findMany(type, ids)).map((c) => [Number(c.id), c])));
  }
  const data: PublicSlide[] = [];
  for (const s of slides) {
    const type = s.content_type as SlideContentType;
    const base = { id: s.id, content_type: type, content_id: s.content_id, start_at: s.start_at, end_at: s.end_at };
    if (type === 'URL') {
      data.push({ ...base, title: s.title ?? '', subtitle: s.subtitle, image: s.image, link: s.url ?? '' });
      continue;
    }
    const content = byType.get(type)?.get(Number(s.content_id));
    if (!content || !isLive(content)) continue;
    data.push({
      ...base,
      title: s.title || content.title,
      subtitle: s.subtitle ?? content.summary,
      image: s.image ?? content.thumbnail,
      link: contentLink(ctx.config.siteUrl, type, content),
    });
  }
  return data;
}
