import { sql, type Kysely } from 'kysely';
import type { DeliveryStatus } from '@rc/contract/deliveries';
import { prunable } from '@/db/retention.ts';
import type { Database } from '@/db/schema.ts';
import type { Recipient } from './campaign-kinds.ts';

/** Who a campaign goes to (DOMAIN.md, Deliveries): never a suspended, removed or unsubscribed client. */
export type Audience = {
  /** Only clients with an active subscription to one of these plans; empty: every client. */
  plans: readonly string[];
  verifiedOnly: boolean;
  /** Newsletters: only clients who opted in. Blasts: everyone who has not opted out. */
  optedInOnly: boolean;
  /** A subscription counts when it ends after this moment (ISO). */
  at: string;
};

export type DeliveryCounts = Record<DeliveryStatus, number>;

/** The SQL of the delivery module: audiences, the deliveries of a campaign and their counts. */
export function createDeliveryRepository(db: Kysely<Database>) {
  function audienceQuery(a: Audience) {
    let q = db
      .selectFrom('clients as c')
      .leftJoin('newsletter_subscribers as s', 's.client_id', 'c.id')
      .where('c.deleted_at', 'is', null)
      .where('c.status', '=', 'ACTIVE');
    q = a.optedInOnly
      ? q.where('s.status', '=', 'SUBSCRIBED').where('s.deleted_at', 'is', null)
      : q.where((eb) => eb.or([eb('s.status', 'is', null), eb('s.status', '<>', 'UNSUBSCRIBED')]));
    if (a.plans.length > 0) q = q.where('c.plan_code', 'in', [...a.plans]).where('c.plan_ends_at', '>', a.at);
    if (a.verifiedOnly) q = q.where('c.verified_at', 'is not', null);
    return q;
  }

  return {
    async countAudience(a: Audience): Promise<number> {
      const row = await audienceQuery(a)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * One PENDING delivery per client of the audience, in one statement; a client who already has
     * one for this campaign keeps it (a pass that runs again after a crash adds nobody twice).
     * Answers how many deliveries the campaign has. `ids` limits it to clients with ids in (from, to]
     * (a big audience is taken in slices, so other requests get the database in between).
     */
    async materialise(
      campaign: string,
      campaignId: number,
      channel: string,
      a: Audience,
      now: string,
      ids?: { from: number; to: number },
    ): Promise<number> {
      const audience = ids ? audienceQuery(a).where('c.id', '>', ids.from).where('c.id', '<=', ids.to) : audienceQuery(a);
      await db
        .insertInto('deliveries')
        .columns(['campaign', 'campaign_id', 'client_id', 'channel', 'email', 'status', 'attempts', 'created_at', 'updated_at'])
        .expression(
          audience.select([
            sql.lit(campaign).as('campaign'),
            sql.lit(campaignId).as('campaign_id'),
            'c.id',
            sql.lit(channel).as('channel'),
            'c.email',
            sql.lit('PENDING').as('status'),
            sql.lit(0).as('attempts'),
            sql.val(now).as('created_at'),
            sql.val(now).as('updated_at'),
          ]),
        )
        .onConflict((oc) => oc.columns(['campaign', 'campaign_id', 'client_id']).doNothing())
        .execute();
      const row = await db
        .selectFrom('deliveries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('campaign', '=', campaign)
        .where('campaign_id', '=', campaignId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The lowest and highest client id (0, 0 without clients). */
    async clientIdRange(): Promise<{ min: number; max: number }> {
      const row = await db
        .selectFrom('clients')
        .select((eb) => [eb.fn.min('id').as('min'), eb.fn.max('id').as('max')])
        .executeTakeFirstOrThrow();
      return { min: Number(row.min ?? 0), max: Number(row.max ?? 0) };
    },

    /** The next PENDING deliveries that are due, oldest first, with the client's name. */
    async nextBatch(campaign: string, campaignId: number, now: string, limit: number): Promise<Recipient[]> {
      const rows = await db
        .selectFrom('deliveries as d')
        .innerJoin('clients as c', 'c.id', 'd.client_id')
        .select(['d.id', 'd.client_id', 'd.email', 'c.fullname'])
        .where('d.campaign', '=', campaign)
        .where('d.campaign_id', '=', campaignId)
        .where('d.status', '=', 'PENDING')
        .where((eb) => eb.or([eb('d.next_at', 'is', null), eb('d.next_at', '<=', now)]))
        .orderBy('d.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ deliveryId: Number(r.id), clientId: Number(r.client_id), email: r.email, fullname: r.fullname }));
    },

    /**
     * Move deliveries from one status to another, only those still in `from` (another pass or a
     * cancel may have taken some): answers the ids that moved.
     */
    async move(
      ids: readonly number[],
      from: DeliveryStatus,
      set: { status: DeliveryStatus; now: string; error?: string | null; nextAt?: string | null; attempt?: boolean },
    ): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .updateTable('deliveries')
        .set((eb) => ({
          status: set.status,
          updated_at: set.now,
          ...(set.status === 'SENT' ? { sent_at: set.now, error: null } : {}),
          ...(set.error !== undefined ? { error: set.error } : {}),
          ...(set.nextAt !== undefined ? { next_at: set.nextAt } : {}),
          ...(set.attempt ? { attempts: eb('attempts', '+', 1) } : {}),
        }))
        .where('id', 'in', [...ids])
        .where('status', '=', from)
        .returning('id')
        .execute();
      return rows.map((r) => Number(r.id));
    },

    /** How many times each delivery has been tried. */
    async attemptsOf(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('deliveries')
        .select(['id', 'attempts'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [Number(r.id), Number(r.attempts)]));
    },

    /** Deliveries left in SENDING by a pass that stopped mid-way (its node died): they may have gone out, so they are never resent. */
    async abandonHandovers(campaign: string, campaignId: number, now: string): Promise<number> {
      const result = await db
        .updateTable('deliveries')
        .set({
          status: 'FAILED',
          error: 'Interrupted while it was handed to the mail server; not sent again so that nobody receives it twice',
          updated_at: now,
        })
        .where('campaign', '=', campaign)
        .where('campaign_id', '=', campaignId)
        .where('status', '=', 'SENDING')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Everything not sent yet is dropped (the campaign was cancelled). */
    async cancelPending(campaign: string, campaignId: number, now: string): Promise<number> {
      const result = await db
        .updateTable('deliveries')
        .set({ status: 'CANCELLED', updated_at: now, next_at: null })
        .where('campaign', '=', campaign)
        .where('campaign_id', '=', campaignId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The earliest retry still waiting, or null when nothing is PENDING. */
    async nextRetry(campaign: string, campaignId: number): Promise<{ pending: number; nextAt: string | null }> {
      const row = await db
        .selectFrom('deliveries')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('next_at').as('next_at')])
        .where('campaign', '=', campaign)
        .where('campaign_id', '=', campaignId)
        .where('status', '=', 'PENDING')
        .executeTakeFirstOrThrow();
      return { pending: Number(row.n), nextAt: (row.next_at as string | null) ?? null };
    },

    async counts(campaign: string, campaignId: number): Promise<DeliveryCounts> {
      const rows = await db
        .selectFrom('deliveries')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .where('campaign', '=', campaign)
        .where('campaign_id', '=', campaignId)
        .groupBy('status')
        .execute();
      const counts: DeliveryCounts = { PENDING: 0, SENDING: 0, SENT: 0, FAILED: 0, CANCELLED: 0 };
      for (const r of rows) counts[r.status as DeliveryStatus] = Number(r.n);
      return counts;
    },

    /** One page of a campaign's deliveries, newest change last, optionally of one status. */
    page(campaign: string, campaignId: number, status: DeliveryStatus | undefined, page: number, limit: number) {
      let q = db
        .selectFrom('deliveries as d')
        .leftJoin('clients as c', 'c.id', 'd.client_id')
        .select([
          'd.id',
          'd.client_id',
          'c.fullname',
          'd.email',
          'd.channel',
          'd.status',
          'd.attempts',
          'd.error',
          'd.sent_at',
          'd.updated_at',
        ])
        .where('d.campaign', '=', campaign)
        .where('d.campaign_id', '=', campaignId);
      if (status) q = q.where('d.status', '=', status);
      return q
        .orderBy('d.id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
    },
  };
}

export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;

/**
 * Deliveries that reached their end (sent, failed, cancelled) before the cut-off
 * (RETENTION_DAYS_DELIVERIES); PENDING and SENDING ones stay whatever their age. A campaign keeps
 * its own sent and failed counts: only its list of messages grows shorter.
 */
export const finishedDeliveries = prunable({
  kind: 'deliveries',
  table: 'deliveries',
  key: 'id',
  old: (eb, before) => eb.and([eb('status', 'in', ['SENT', 'FAILED', 'CANCELLED']), eb('updated_at', '<', before)]),
});
