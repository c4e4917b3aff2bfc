import type { Insertable, Kysely } from 'kysely';
import type { CampaignStatus } from '@rc/contract/deliveries';
import type { Database } from '@/db/schema.ts';
import type { ClientNotificationTable } from '@/db/tables/delivery.table.ts';
import type { CampaignKind } from './campaign-kinds.ts';

export type CampaignRow = Record<string, unknown> & {
  id: number;
  status: string;
  created_by: number | null;
  /** Who sent it (or scheduled its sending). */
  sent_by: number | null;
  deleted_at: string | null;
  audience: string;
  plans: string;
  verified_only: number;
  scheduled_at: string | null;
  recipient_count: number;
  sent_count: number;
  failed_count: number;
};

type OutboxRow = Omit<Insertable<Database['mail_outbox']>, 'id' | 'sent_at' | 'error'>;
type NotificationRow = Omit<Insertable<ClientNotificationTable>, 'id' | 'read_at'>;

/** SQL of the campaign tables (research blasts and newsletter editions share their campaign columns) and of what a campaign writes. */
export function createCampaignRepository(db: Kysely<Database>) {
  // The kind names the table; both have the same campaign columns.
  const table = (kind: CampaignKind) => kind.table as 'research_blasts';

  return {
    async find(kind: CampaignKind, id: number): Promise<CampaignRow | undefined> {
      const row = await db.selectFrom(table(kind)).selectAll().where('id', '=', id).executeTakeFirst();
      return row as unknown as CampaignRow | undefined;
    },

    /** Set the status (and more) only if it is still one of `from`; answers whether it moved. */
    async transition(
      kind: CampaignKind,
      id: number,
      from: readonly CampaignStatus[],
      set: Record<string, unknown> & { status: CampaignStatus },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable(table(kind))
        .set((eb) => ({ ...set, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addCounts(kind: CampaignKind, id: number, sent: number, failed: number): Promise<void> {
      if (sent === 0 && failed === 0) return;
      await db
        .updateTable(table(kind))
        .set((eb) => ({ sent_count: eb('sent_count', '+', sent), failed_count: eb('failed_count', '+', failed) }))
        .where('id', '=', id)
        .execute();
    },

    async setRecipients(kind: CampaignKind, id: number, total: number): Promise<void> {
      await db.updateTable(table(kind)).set({ recipient_count: total }).where('id', '=', id).execute();
    },

    /** SQLite takes at most 32,766 values in one statement: rows go in slices. */
    async insertOutbox(rows: readonly OutboxRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 250)
        await db
          .insertInto('mail_outbox')
          .values(rows.slice(i, i + 250).map((r) => ({ ...r, sent_at: null, error: null })))
          .execute();
    },

    async insertNotifications(rows: readonly NotificationRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 250)
        await db
          .insertInto('client_notifications')
          .values(rows.slice(i, i + 250).map((r) => ({ ...r, read_at: null })))
          .onConflict((oc) => oc.columns(['campaign', 'campaign_id', 'client_id']).doNothing())
          .execute();
    },

    /** Exclusive research and Insight items by id, with what a block and its liveness need. */
    async content(researchIds: readonly number[], newsIds: readonly number[]) {
      const research = researchIds.length
        ? await db
            .selectFrom('algo_research')
            .select(['id', 'title', 'slug', 'first_summary as summary', 'deleted_at', 'published_at'])
            .where('id', 'in', [...researchIds])
            .execute()
        : [];
      const news = newsIds.length
        ? await db
            .selectFrom('algo_news')
            .select(['id', 'title', 'slug', 'summary', 'deleted_at', 'published_at'])
            .where('id', 'in', [...newsIds])
            .execute()
        : [];
      return { research, news };
    },

    /** The ids of `ids` that name no record of the table outside the trash. */
    async missing(tableName: 'algo_research' | 'algo_news', ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom(tableName)
        .select('id')
        .where('id', 'in', [...ids])
        .where('deleted_at', 'is', null)
        .execute();
      const found = new Set(rows.map((r) => Number(r.id)));
      return ids.filter((id) => !found.has(id));
    },

    staffAddress(id: number) {
      return db.selectFrom('staff_users').select(['email', 'fullname']).where('id', '=', id).executeTakeFirstOrThrow();
    },

    /** The key every node signs mail links with (made by the migration). */
    async mailLinkKey(): Promise<string> {
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', 'mail-links')
        .executeTakeFirstOrThrow();
      return row.value;
    },

    client(id: number) {
      return db.selectFrom('clients').select(['id', 'email', 'fullname']).where('id', '=', id).executeTakeFirst();
    },

    subscriberOf(clientId: number) {
      return db
        .selectFrom('newsletter_subscribers')
        .select(['id', 'status'])
        .where('client_id', '=', clientId)
        .executeTakeFirst();
    },

    async markUnsubscribed(subscriberId: number, now: string): Promise<void> {
      await db
        .updateTable('newsletter_subscribers')
        .set((eb) => ({ status: 'UNSUBSCRIBED', unsubscribed_at: now, updated_at: now, version: eb('version', '+', 1) }))
        .where('id', '=', subscriberId)
        .execute();
    },

    /** A client who never opted in still opts out of every campaign mail. */
    async insertUnsubscribed(client: { id: number; email: string; fullname: string }, now: string): Promise<void> {
      await db
        .insertInto('newsletter_subscribers')
        .values({
          client_id: client.id,
          email: client.email,
          fullname: client.fullname,
          status: 'UNSUBSCRIBED',
          source: 'SIGNUP',
          opted_in_at: now,
          unsubscribed_at: now,
          created_at: now,
          updated_at: now,
          created_by: null,
          updated_by: null,
          deleted_at: null,
        })
        .execute();
    },
  };
}
