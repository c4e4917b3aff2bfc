import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAMPAIGN_ROUTES,
  UNSUBSCRIBE_ROUTE,
  audienceCountAnswerSchema,
  audienceCountQuerySchema,
  deliveriesAnswerSchema,
  deliveriesQuerySchema,
  sendCampaignSchema,
  testSendAnswerSchema,
} from '@rc/contract/deliveries';
import type { AppContext } from '@/context.ts';
import { currentSession, requirePermission } from '@/auth/access.ts';
import { badRequest } from '@/http/errors.ts';
import { idOf, idParams } from '@/http/route-helpers.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import type { CampaignKind } from './campaign-kinds.ts';
import { CAMPAIGN_KINDS } from './campaign-renderers.ts';
import { createCampaignRepository } from './campaign.repository.ts';
import { createDeliveryRepository } from './delivery.repository.ts';
import { SEND_JOB, createDeliveryService } from './delivery.service.ts';
import { escapeHtml } from './mail-template.ts';
import { verifyUnsubscribeToken } from './mail-links.ts';

const campaignAnswer = z.object({ data: z.object({ status: z.string(), audience: z.number().optional() }) });

/**
 * The delivery module's calls (decision 017): for each campaign resource, send, cancel, the
 * audience's size, its deliveries and a test to oneself; the unsubscribe link; and the sending job.
 */
export function registerDeliveryRoutes(app: FastifyInstance, ctx: AppContext, models: (name: string) => ResourceModel): void {
  const service = createDeliveryService(ctx);
  const kinds = new Map(CAMPAIGN_KINDS.map((k) => [k.name, k]));
  ctx.jobs.handle(
    SEND_JOB,
    async (job) => {
      const { campaign, id } = job.payload as { campaign: string; id: number };
      const kind = kinds.get(campaign as CampaignKind['name']);
      if (!kind) throw new Error(`No campaign kind named ${campaign} on this server`);
      await service.runPass(kind, id);
    },
    { baseDelayMs: 5000, maxDelayMs: 5 * 60_000 },
  );
  for (const kind of CAMPAIGN_KINDS) mountCampaign(app, ctx, kind, models(kind.name), service);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const page = (title: string, text: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#111827">` +
    `<h1 style="font-size:22px">${escapeHtml(title)}</h1>${text}</body></html>`;
  const tokenQuery = z.object({ token: z.string().max(200, 'The link is not valid').optional() });

  // A link in a mail: GET shows a button (mail scanners that open links must not unsubscribe
  // anyone); POST, from that button or a mail client's one-click unsubscribe (RFC 8058), does it.
  r.get(
    `/api${UNSUBSCRIBE_ROUTE}`,
    {
      config: { access: 'open' },
      schema: {
        tags: ['public'],
        summary: 'The page an unsubscribe link opens',
        querystring: tokenQuery,
        security: [],
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const clientId = await verifyUnsubscribeToken(ctx.db.kysely, token);
      reply.type('text/html; charset=utf-8');
      if (clientId === null)
        return reply
          .status(400)
          .send(
            page(
              'This link is not valid',
              '<p>Open the unsubscribe link from the most recent mail again, or ask us to remove you.</p>',
            ),
          );
      return page(
        'Unsubscribe',
        `<p>You will no longer receive our newsletter or research announcements by email.</p>` +
          `<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit" style="font-size:16px;padding:10px 18px">Unsubscribe</button></form>`,
      );
    },
  );
  r.post(
    `/api${UNSUBSCRIBE_ROUTE}`,
    {
      config: { access: 'open' },
      schema: {
        tags: ['public'],
        summary: 'Unsubscribe the client a signed link names (no sign-in; the token is in the link)',
        querystring: tokenQuery,
        security: [],
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const clientId = await verifyUnsubscribeToken(ctx.db.kysely, request.query.token ?? '');
      const wantsHtml = !String(request.headers.accept ?? '').includes('application/json');
      const result = clientId === null ? null : await service.unsubscribe(clientId);
      if (!result) {
        if (!wantsHtml) throw badRequest('This unsubscribe link is not valid.');
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(page('This link is not valid', '<p>Open the unsubscribe link from the most recent mail again.</p>'));
      }
      if (!wantsHtml) return { data: { unsubscribed: true } };
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'You are unsubscribed',
            `<p>${escapeHtml(result.email)} will not receive our newsletter or research announcements by email again.</p>`,
          ),
        );
    },
  );
}

function mountCampaign(
  app: FastifyInstance,
  ctx: AppContext,
  kind: CampaignKind,
  model: ResourceModel,
  service: ReturnType<typeof createDeliveryService>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const module = model.def.module;
  const tags = [kind.name];
  const noun = kind.name === 'newsletter' ? 'edition' : 'blast';

  r.post(
    `/api${CAMPAIGN_ROUTES.send(kind.name)}`,
    {
      config: { access: requirePermission(module, 'approval') },
      schema: {
        tags,
        summary: `Send a draft ${noun} now, or at \`at\` (or its own send time) when that is ahead`,
        description: `Needs approval on ${module}; its author cannot send it (403). 409: not a draft, or nobody is in its audience.`,
        params: idParams,
        body: sendCampaignSchema,
        response: { 200: campaignAnswer },
      },
    },
    async (request) => {
      const at = request.body?.at ? new Date(request.body.at).toISOString() : undefined;
      return { data: await service.send(kind, idOf(request), currentSession(request).userId, at, request.id) };
    },
  );

  r.post(
    `/api${CAMPAIGN_ROUTES.cancel(kind.name)}`,
    {
      config: { access: requirePermission(module, 'approval') },
      schema: {
        tags,
        summary: `Stop a scheduled or sending ${noun}: what was sent stays sent, nothing more goes out`,
        params: idParams,
        response: { 200: campaignAnswer },
      },
    },
    async (request) => {
      await service.cancel(kind, idOf(request), currentSession(request).userId, request.id);
      return { data: { status: 'CANCELLED' } };
    },
  );

  r.get(
    `/api${CAMPAIGN_ROUTES.audienceCount(kind.name)}`,
    {
      config: { access: requirePermission(module, 'read') },
      schema: {
        tags,
        summary: 'How many clients an audience has now (no plans: all)',
        querystring: audienceCountQuerySchema,
        response: { 200: audienceCountAnswerSchema },
      },
    },
    async (request) => ({
      data: {
        total: await service.audienceCount(kind, request.query.plans, request.query.verified_only),
        links: { site_url: ctx.config.siteUrl, configured: ctx.config.siteUrlSet },
      },
    }),
  );

  r.get(
    `/api${CAMPAIGN_ROUTES.deliveries(kind.name)}`,
    {
      config: { access: requirePermission(module, 'read') },
      schema: {
        tags,
        summary: `Who a ${noun} went to: each recipient's delivery, with counts per status`,
        params: idParams,
        querystring: deliveriesQuerySchema,
        response: { 200: deliveriesAnswerSchema },
      },
    },
    async (request) => {
      const id = idOf(request);
      const { status, page, limit } = request.query;
      const repo = createDeliveryRepository(ctx.db.kysely);
      const [rows, counts] = await Promise.all([repo.page(kind.name, id, status, page, limit), repo.counts(kind.name, id)]);
      const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
      return {
        data: rows.map((d) => ({
          id: Number(d.id),
          client_id: Number(d.client_id),
          fullname: d.fullname ?? null,
          email: d.email,
          channel: d.channel as 'EMAIL' | 'IN_APP',
          status: d.status as 'PENDING',
          attempts: Number(d.attempts),
          error: d.error,
          sent_at: d.sent_at,
          updated_at: d.updated_at,
        })),
        meta: { total, page, limit, counts },
      };
    },
  );

  r.post(
    `/api${CAMPAIGN_ROUTES.test(kind.name)}`,
    {
      config: { access: requirePermission(module, 'update') },
      schema: {
        tags,
        summary: `Send the ${noun} as a recipient would get it to your own address`,
        params: idParams,
        response: { 200: testSendAnswerSchema },
      },
    },
    async (request) => {
      const me = await createCampaignRepository(ctx.db.kysely).staffAddress(currentSession(request).userId);
      await service.sendTest(kind, idOf(request), me);
      return { data: { to: me.email } };
    },
  );
}
