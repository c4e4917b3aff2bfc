import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_ATTEMPTS_SHOWN,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookAttempt,
  type WebhookCreated,
  type WebhookUpdate,
  type webhookCreateSchema,
} from '@rc/contract/webhook';
import type { z } from 'zod';
import { iso, type AppContext } from '@/context.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { badRequest, conflict, notFound } from '@/http/errors.ts';
import { modelNamed } from '@/resources/resource-catalog.ts';
import { resolveTarget } from './webhook-address.ts';
import { createWebhookDelivery, webhookResolverOf } from './webhook-delivery.ts';
import { WEBHOOK_DELIVERY_JOB, webhookJobSubject } from './webhook-events.ts';
import { createWebhookRepository, type WebhookRow } from './webhook.repository.ts';

const SECRET_PREFIX = 'whsec_';

/** Who made a change, for created_by and the audit entry. */
export type WebhookActor = { actorId: number; requestId: string };

function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: row.events.split(' ').filter(Boolean),
    active: Number(row.active) === 1,
    paused_reason: row.paused_reason,
    failures: Number(row.failures),
    last_delivery_at: row.last_delivery_at,
    created_at: row.created_at,
    created_by: row.created_by,
    updated_at: row.updated_at,
    revoked_at: row.revoked_at,
  };
}

/** What the audit log keeps of a webhook: never its secret. */
const audited = (w: Webhook) => ({ name: w.name, url: w.url, events: w.events, active: w.active });

/**
 * Webhooks as staff manage them (Tools → Webhooks): create (the secret answered once), list,
 * update, revoke, test and the attempts of each. Every change is audited in its transaction.
 */
export function createWebhookService(ctx: AppContext) {
  const repo = createWebhookRepository(ctx.db.kysely);
  const delivery = createWebhookDelivery(ctx);

  /** A URL webhooks may call: a 400 naming `url` otherwise. A host that does not resolve yet is checked at each send. */
  async function checkUrl(url: string): Promise<void> {
    const target = await resolveTarget(new URL(url), ctx.config.webhookAllowPrivate, webhookResolverOf(ctx));
    if (!target.ok && !target.unresolved)
      throw badRequest(`This address cannot be called: ${target.reason}.`, { url: `url is refused: ${target.reason}` });
  }

  /** Every event names a workflow area this server has. */
  function checkEvents(events: readonly string[]): void {
    const unknown = events.filter((event) => !modelNamed(ctx, event.split('.')[0]!)?.workflow);
    if (unknown.length > 0)
      throw badRequest(`No workflow area has the event ${unknown.join(', ')}.`, {
        events: `events names no workflow area: ${unknown.join(', ')}`,
      });
  }

  async function live(id: number): Promise<WebhookRow> {
    const row = await repo.find(id);
    if (!row) throw notFound(`No webhook #${id}.`);
    if (row.revoked_at) throw conflict(`Webhook #${id} is revoked; create a new one.`);
    return row;
  }

  return {
    async list(): Promise<Webhook[]> {
      return (await repo.list()).map(toWebhook);
    },

    async create(body: z.output<typeof webhookCreateSchema>, by: WebhookActor): Promise<WebhookCreated> {
      checkEvents(body.events);
      await checkUrl(body.url);
      const secret = `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
      const now = iso(ctx.clock.now());
      const row = await ctx.db.kysely.transaction().execute(async (trx) => {
        const created = await createWebhookRepository(trx).insert({
          name: body.name,
          url: body.url,
          secret,
          events: body.events.join(' '),
          active: body.active ? 1 : 0,
          paused_reason: null,
          last_delivery_at: null,
          created_at: now,
          created_by: by.actorId,
          updated_at: now,
          revoked_at: null,
        });
        await writeAudit(trx, {
          actorId: by.actorId,
          action: 'create',
          entity: 'webhook',
          entityId: created.id,
          after: audited(toWebhook(created)),
          requestId: by.requestId,
          at: now,
        });
        return created;
      });
      return { webhook: toWebhook(row), secret };
    },

    /** Change any field; turning it on again resumes a paused webhook with its failure count at zero. */
    async update(id: number, body: WebhookUpdate, by: WebhookActor): Promise<Webhook> {
      const before = toWebhook(await live(id));
      if (body.events) checkEvents(body.events);
      if (body.url !== undefined && body.url !== before.url) await checkUrl(body.url);
      const now = iso(ctx.clock.now());
      return ctx.db.kysely.transaction().execute(async (trx) => {
        const hooks = createWebhookRepository(trx);
        const resumed = body.active === true && !before.active;
        const stopped = body.active === false && before.active;
        const row = await hooks.update(id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.events !== undefined ? { events: body.events.join(' ') } : {}),
          ...(body.active !== undefined ? { active: body.active ? 1 : 0 } : {}),
          ...(resumed ? { failures: 0, paused_reason: null } : {}),
          updated_at: now,
        });
        if (stopped) {
          await hooks.cancelPending(id, now);
          await ctx.jobs.cancel(trx, WEBHOOK_DELIVERY_JOB, webhookJobSubject(id));
        }
        const after = toWebhook(row);
        await writeAudit(trx, {
          actorId: by.actorId,
          action: 'update',
          entity: 'webhook',
          entityId: id,
          before: audited(before),
          after: audited(after),
          requestId: by.requestId,
          at: now,
        });
        return after;
      });
    },

    /** Ends a webhook for good: nothing more is sent, waiting deliveries are dropped. A second revoke is a 409. */
    async revoke(id: number, by: WebhookActor): Promise<Webhook> {
      const now = iso(ctx.clock.now());
      return ctx.db.kysely.transaction().execute(async (trx) => {
        const hooks = createWebhookRepository(trx);
        const before = await hooks.find(id);
        if (!before) throw notFound(`No webhook #${id}.`);
        if (before.revoked_at || !(await hooks.revoke(id, now))) throw conflict(`Webhook #${id} is already revoked.`);
        await hooks.cancelPending(id, now);
        await ctx.jobs.cancel(trx, WEBHOOK_DELIVERY_JOB, webhookJobSubject(id));
        await writeAudit(trx, {
          actorId: by.actorId,
          action: 'revoke',
          entity: 'webhook',
          entityId: id,
          before: { revoked_at: null },
          after: { revoked_at: now },
          requestId: by.requestId,
          at: now,
        });
        return toWebhook((await hooks.find(id))!);
      });
    },

    /** Send a `webhook.test` event now (paused or off included) and answer its attempt. */
    async test(id: number, by: WebhookActor): Promise<WebhookAttempt> {
      const hook = await live(id);
      const now = iso(ctx.clock.now());
      const deliveryId = randomUUID();
      const row = {
        id: deliveryId,
        webhook_id: id,
        event: WEBHOOK_TEST_EVENT,
        area: 'webhook',
        record_id: null,
        body: JSON.stringify({ id: deliveryId, event: WEBHOOK_TEST_EVENT, area: 'webhook', record: null, occurred_at: now }),
        status: 'pending',
        created_at: now,
        updated_at: now,
      };
      await ctx.db.kysely.transaction().execute(async (trx) => {
        await createWebhookRepository(trx).insertDelivery(row);
        await writeAudit(trx, {
          actorId: by.actorId,
          action: 'test',
          entity: 'webhook',
          entityId: id,
          after: { delivery: deliveryId },
          requestId: by.requestId,
          at: now,
        });
      });
      return delivery.sendNow(hook, row);
    },

    async attempts(id: number): Promise<WebhookAttempt[]> {
      if (!(await repo.find(id))) throw notFound(`No webhook #${id}.`);
      const rows = await repo.attempts(id, WEBHOOK_ATTEMPTS_SHOWN);
      return rows.map((a) => ({
        id: Number(a.id),
        delivery_id: a.delivery_id,
        event: a.event,
        record_id: a.record_id === null ? null : Number(a.record_id),
        attempt: Number(a.attempt),
        at: a.at,
        outcome: a.outcome as WebhookAttempt['outcome'],
        status_code: a.status_code === null ? null : Number(a.status_code),
        duration_ms: Number(a.duration_ms),
        error: a.error,
      }));
    },
  };
}
