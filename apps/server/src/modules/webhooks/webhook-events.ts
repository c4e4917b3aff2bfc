import { randomUUID } from 'node:crypto';
import { webhookEventName, type WebhookEventKind } from '@rc/contract/webhook';
import type { AppContext } from '@/context.ts';
import type { ApiRecord } from '@/resources/resource-hooks.ts';
import type { RecordEvent } from '@/resources/record-events.ts';
import { createWebhookRepository } from './webhook.repository.ts';

/** The job that sends one delivery (one webhook, one event). */
export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';
/** Tries of one delivery: the first and seven retries, waits doubling from a minute (about two hours in all). */
export const WEBHOOK_ATTEMPTS = 8;
export const WEBHOOK_RETRY_BASE_MS = 60_000;

/** The steps that can make a record go live, stop being live, or change while live; any other step costs nothing. */
const STEPS = new Set(['approve', 'publish', 'approve-change', 'delete', 'restore']);

/** Live as readers see it (docs/domain.md): approved or with a change under review, published by now, not in the trash. */
function isLive(record: ApiRecord | null, now: string): boolean {
  if (!record || record.deleted_at) return false;
  const publishedAt = record.published_at;
  return (record.status === 'APPROVED' || record.status === 'REQUEST') && typeof publishedAt === 'string' && publishedAt <= now;
}

/**
 * The webhook event of a record change, if any: `published` when it went live (approved now, the
 * Scheduler's publication, or a live record restored from the trash), `unpublished` when it stopped
 * being live (trashed), `updated` when an approved change to it was applied.
 */
export function webhookEventOf(event: RecordEvent): WebhookEventKind | null {
  if (!event.model.workflow || !STEPS.has(event.step)) return null;
  const was = isLive(event.previous, event.now);
  const is = isLive(event.record, event.now);
  if (!was && is) return 'published';
  if (was && !is) return 'unpublished';
  if (was && is && event.step === 'approve-change') return 'updated';
  return null;
}

export const webhookJobSubject = (webhookId: number) => `webhook:${webhookId}`;

/**
 * The record-event listener: for an event some active webhook asked for, one delivery row (with the
 * body every retry sends) and one delivery job per webhook, in the change's transaction, so an
 * event is sent if and only if its change commits. The active webhooks are read once per event
 * (an indexed query), only for the few steps that make an event.
 */
export function webhookEvents(ctx: AppContext) {
  return async (event: RecordEvent): Promise<void> => {
    const kind = webhookEventOf(event);
    if (!kind) return;
    const area = event.model.def.name;
    const name = webhookEventName(area, kind);
    const repo = createWebhookRepository(event.trx);
    const hooks = (await repo.active()).filter((hook) => hook.events.split(' ').includes(name));
    if (hooks.length === 0) return;
    const { record } = event;
    const slugField = event.model.workflow?.slugField;
    const text = (value: unknown) => (value === undefined || value === null ? null : String(value));
    const summary = {
      id: record.id,
      slug: slugField ? text(record[slugField]) : null,
      title: text(record[event.model.def.titleField]),
      published_at: text(record.published_at ?? event.previous?.published_at),
    };
    for (const hook of hooks) {
      const id = randomUUID();
      const body = JSON.stringify({ id, event: name, area, record: summary, occurred_at: event.now });
      await repo.insertDelivery({
        id,
        webhook_id: hook.id,
        event: name,
        area,
        record_id: record.id,
        body,
        status: 'pending',
        created_at: event.now,
        updated_at: event.now,
      });
      await ctx.jobs.enqueue(event.trx, {
        kind: WEBHOOK_DELIVERY_JOB,
        payload: { delivery: id },
        subject: webhookJobSubject(hook.id),
        maxAttempts: WEBHOOK_ATTEMPTS,
      });
    }
  };
}
