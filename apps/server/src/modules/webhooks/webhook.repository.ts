import type { Insertable, Kysely, Selectable } from 'kysely';
import { prunable } from '@/db/retention.ts';
import type { Database } from '@/db/schema.ts';
import type { WebhookAttemptTable, WebhookDeliveryTable, WebhookTable } from '@/db/tables/webhook.table.ts';

export type WebhookRow = Selectable<WebhookTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;

/** SQL of webhooks, their deliveries and attempts; pass a transaction to write with a change. */
export function createWebhookRepository(db: Kysely<Database>) {
  return {
    insert(row: Insertable<WebhookTable>): Promise<WebhookRow> {
      return db.insertInto('webhooks').values(row).returningAll().executeTakeFirstOrThrow();
    },
    find(id: number): Promise<WebhookRow | undefined> {
      return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
    },
    list(): Promise<WebhookRow[]> {
      return db.selectFrom('webhooks').selectAll().orderBy('id', 'desc').execute();
    },
    /** The webhooks that send now, with their events (the partial index `webhooks_active`). */
    active(): Promise<Array<Pick<WebhookRow, 'id' | 'events'>>> {
      return db.selectFrom('webhooks').select(['id', 'events']).where('active', '=', 1).execute();
    },
    async update(id: number, values: Partial<Omit<WebhookRow, 'id'>>): Promise<WebhookRow> {
      return db.updateTable('webhooks').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    },
    /** True when this call revoked it (false: it already was). */
    async revoke(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('webhooks')
        .set({ revoked_at: at, active: 0, updated_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** One more failure in a row; answers the count and whether it still sends. */
    async failed(id: number): Promise<{ failures: number; active: boolean }> {
      const row = await db
        .updateTable('webhooks')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('id', '=', id)
        .returning(['failures', 'active'])
        .executeTakeFirstOrThrow();
      return { failures: Number(row.failures), active: Number(row.active) === 1 };
    },
    async delivered(id: number, at: string): Promise<void> {
      await db.updateTable('webhooks').set({ failures: 0, last_delivery_at: at }).where('id', '=', id).execute();
    },
    /** Stop it sending, if it still does: true when this call paused it (two nodes failing at once pause it once). */
    async pause(id: number, reason: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('webhooks')
        .set({ active: 0, paused_reason: reason, updated_at: at })
        .where('id', '=', id)
        .where('active', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    insertDelivery(row: WebhookDeliveryRow): Promise<unknown> {
      return db.insertInto('webhook_deliveries').values(row).execute();
    },
    findDelivery(id: string): Promise<WebhookDeliveryRow | undefined> {
      return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async settleDelivery(id: string, status: string, at: string): Promise<void> {
      await db.updateTable('webhook_deliveries').set({ status, updated_at: at }).where('id', '=', id).execute();
    },
    /** The deliveries still waiting to be sent: given up when the webhook stops sending. */
    async cancelPending(webhookId: number, at: string): Promise<void> {
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'cancelled', updated_at: at })
        .where('webhook_id', '=', webhookId)
        .where('status', '=', 'pending')
        .execute();
    },

    async insertAttempt(row: Insertable<WebhookAttemptTable>): Promise<number> {
      const inserted = await db.insertInto('webhook_attempts').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(inserted.id);
    },
    /** A webhook's latest attempts, newest first, with their delivery's event and record. */
    attempts(webhookId: number, limit: number) {
      return db
        .selectFrom('webhook_attempts as a')
        .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
        .select([
          'a.id',
          'a.delivery_id',
          'd.event',
          'd.record_id',
          'a.attempt',
          'a.at',
          'a.outcome',
          'a.status_code',
          'a.duration_ms',
          'a.error',
        ])
        .where('a.webhook_id', '=', webhookId)
        .orderBy('a.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

/** Deliveries that ended (delivered, failed, refused, cancelled) before the deliveries' retention (RETENTION_DAYS_DELIVERIES); their attempts go with them. */
export const finishedWebhookDeliveries = prunable({
  kind: 'deliveries',
  table: 'webhook_deliveries',
  key: 'id',
  old: (eb, before) => eb.and([eb('status', '<>', 'pending'), eb('updated_at', '<', before)]),
});
