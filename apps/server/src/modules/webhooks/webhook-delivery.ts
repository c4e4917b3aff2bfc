import { routePath } from '@rc/contract/routes';
import type { WebhookAttempt } from '@rc/contract/webhook';
import { iso, type AppContext } from '@/context.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { metricsOf } from '@/http/metrics.ts';
import type { Job } from '@/jobs/job-runner.ts';
import { createNotificationRepository } from '@/notifications/notification.repository.ts';
import { systemResolver, type Resolver } from './webhook-address.ts';
import { WEBHOOK_DELIVERY_JOB, webhookJobSubject } from './webhook-events.ts';
import { createWebhookRepository, type WebhookDeliveryRow, type WebhookRow } from './webhook.repository.ts';
import { sendSigned, type AttemptResult } from './webhook-sender.ts';

/** Failed attempts in a row that pause a webhook (its owners are told). */
export const WEBHOOK_PAUSE_AFTER = 20;

const resolvers = new WeakMap<AppContext, Resolver>();
/** How this app resolves webhook hosts: the system's DNS, unless a test gives its own. */
export function useWebhookResolver(ctx: AppContext, resolver: Resolver): void {
  resolvers.set(ctx, resolver);
}
export const webhookResolverOf = (ctx: AppContext): Resolver => resolvers.get(ctx) ?? systemResolver;

const describe = (result: AttemptResult) =>
  result.error ?? (result.statusCode === null ? 'no answer' : `the receiver answered ${result.statusCode}`);

/**
 * Sending deliveries: the job that tries one delivery (at least once: a retried job may send it
 * again, with the same `X-RC-Delivery`), and the test call. Each try is an attempt row; a webhook
 * whose attempts fail 20 times in a row is paused, its waiting deliveries dropped, and the owners told.
 */
export function createWebhookDelivery(ctx: AppContext) {
  const send = (hook: WebhookRow, delivery: WebhookDeliveryRow) => {
    const result = sendSigned(hook, delivery, {
      allowPrivate: ctx.config.webhookAllowPrivate,
      resolve: webhookResolverOf(ctx),
    });
    return result.then((r) => (metricsOf(ctx).webhookDelivered(r.outcome), r));
  };

  async function record(
    repo: ReturnType<typeof createWebhookRepository>,
    delivery: WebhookDeliveryRow,
    attempt: number,
    result: AttemptResult,
    at: string,
  ): Promise<WebhookAttempt> {
    const id = await repo.insertAttempt({
      delivery_id: delivery.id,
      webhook_id: delivery.webhook_id,
      attempt,
      at,
      outcome: result.outcome,
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      error: result.error?.slice(0, 1000) ?? null,
    });
    return {
      id,
      delivery_id: delivery.id,
      event: delivery.event,
      record_id: delivery.record_id,
      attempt,
      at,
      outcome: result.outcome,
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      error: result.error,
    };
  }

  /** One try of a delivery, as the job runner calls it; throws to be tried again later. */
  async function run(job: Job): Promise<void> {
    const { delivery: deliveryId } = job.payload as { delivery: string };
    const repo = createWebhookRepository(ctx.db.kysely);
    const delivery = await repo.findDelivery(deliveryId);
    if (!delivery || delivery.status !== 'pending') return;
    const hook = await repo.find(delivery.webhook_id);
    if (!hook || hook.active !== 1 || hook.revoked_at) {
      await repo.settleDelivery(delivery.id, 'cancelled', iso(ctx.clock.now()));
      return;
    }
    const result = await send(hook, delivery);
    const again = await ctx.db.kysely.transaction().execute(async (trx) => {
      const now = iso(ctx.clock.now());
      const r = createWebhookRepository(trx);
      const attempt = await record(r, delivery, job.attempt, result, now);
      if (result.outcome === 'delivered') {
        await r.settleDelivery(delivery.id, 'delivered', now);
        await r.delivered(hook.id, now);
        return false;
      }
      // A refused address is not tried again: it is the URL (or its DNS) that must change.
      const last = result.outcome === 'refused' || job.attempt >= job.maxAttempts;
      if (last) await r.settleDelivery(delivery.id, result.outcome, now);
      const { failures, active } = await r.failed(hook.id);
      if (!active || failures < WEBHOOK_PAUSE_AFTER) return !last;
      const reason = `Paused after ${failures} failed attempts in a row; the last: ${describe(result)}`.slice(0, 1000);
      if (!(await r.pause(hook.id, reason, now))) return false;
      await r.cancelPending(hook.id, now);
      await ctx.jobs.cancel(trx, WEBHOOK_DELIVERY_JOB, webhookJobSubject(hook.id));
      await writeAudit(trx, {
        actorId: null,
        action: 'pause',
        entity: 'webhook',
        entityId: hook.id,
        before: { active: true },
        after: { active: false, paused_reason: reason },
        at: now,
      });
      await ctx.notifier.notify(
        trx,
        await createNotificationRepository(trx).owners(),
        {
          kind: 'webhook-paused',
          area: 'webhook',
          record_id: hook.id,
          title: `Webhook “${hook.name}” paused`,
          body: `${reason}. Check ${hook.url}, then turn it on again in Tools → Webhooks.`,
          path: routePath('Webhooks'),
          actor_id: null,
          actor_name: null,
          event_key: `webhook-paused:${hook.id}:${attempt.id}`,
        },
        now,
      );
      metricsOf(ctx).webhookDelivered('paused');
      return false;
    });
    if (again) throw new Error(`Webhook #${hook.id} delivery ${delivery.id}: ${describe(result)}`);
  }

  /** Send one delivery now and record its one attempt (the test call); it counts toward no pause. */
  async function sendNow(hook: WebhookRow, delivery: WebhookDeliveryRow): Promise<WebhookAttempt> {
    const result = await send(hook, delivery);
    return ctx.db.kysely.transaction().execute(async (trx) => {
      const now = iso(ctx.clock.now());
      const r = createWebhookRepository(trx);
      await r.settleDelivery(delivery.id, result.outcome, now);
      return record(r, delivery, 1, result, now);
    });
  }

  return { run, sendNow };
}
