import type { TestApp } from '../test-app.ts';
import { createRecord } from '../resources/resource-helpers.ts';

export type AudienceClient = {
  email: string;
  plan?: string | null;
  /** Days from the test clock until the plan ends (negative: it has ended). */
  planDays?: number;
  verified?: boolean;
  suspended?: boolean;
  deleted?: boolean;
  /** Newsletter opt-in: subscribed, unsubscribed, or never asked (absent). */
  newsletter?: 'SUBSCRIBED' | 'UNSUBSCRIBED';
};

let serial = 0;

/** Insert clients as the public site would have them; answers their ids by email. */
export async function addClients(t: TestApp, clients: readonly AudienceClient[]): Promise<Record<string, number>> {
  const now = t.clock.now();
  const iso = now.toISOString();
  const ids: Record<string, number> = {};
  for (const c of clients) {
    const row = await t.ctx.db.kysely
      .insertInto('clients')
      .values({
        fullname: `Klien ${c.email.split('@')[0]}`,
        email: c.email,
        phone: null,
        verified_at: c.verified === false ? null : iso,
        status: c.suspended ? 'SUSPENDED' : 'ACTIVE',
        registered_at: iso,
        last_login: null,
        plan_code: c.plan ?? null,
        plan_started_at: c.plan ? iso : null,
        plan_ends_at: c.plan ? new Date(now.getTime() + (c.planDays ?? 30) * 86_400_000).toISOString() : null,
        created_at: iso,
        updated_at: iso,
        created_by: null,
        updated_by: null,
        deleted_at: c.deleted ? iso : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[c.email] = row.id;
    if (c.newsletter) {
      await t.ctx.db.kysely
        .insertInto('newsletter_subscribers')
        .values({
          client_id: row.id,
          email: c.email,
          fullname: `Klien ${c.email.split('@')[0]}`,
          status: c.newsletter,
          source: 'SIGNUP',
          opted_in_at: iso,
          unsubscribed_at: c.newsletter === 'UNSUBSCRIBED' ? iso : null,
          created_at: iso,
          updated_at: iso,
          created_by: null,
          updated_by: null,
          deleted_at: null,
        })
        .execute();
    }
  }
  return ids;
}

/** Many plain clients at once (a blast to a big audience). */
export async function addManyClients(t: TestApp, n: number, prefix = 'massal'): Promise<void> {
  const iso = t.clock.now().toISOString();
  const rows = Array.from({ length: n }, (_, i) => ({
    fullname: `Klien ${prefix} ${i}`,
    email: `${prefix}.${i}@example.com`,
    phone: null,
    verified_at: iso,
    status: 'ACTIVE',
    registered_at: iso,
    last_login: null,
    plan_code: null,
    plan_started_at: null,
    plan_ends_at: null,
    created_at: iso,
    updated_at: iso,
    created_by: null,
    updated_by: null,
    deleted_at: null,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await t.ctx.db.kysely
      .insertInto('clients')
      .values(rows.slice(i, i + 500))
      .execute();
}

/** Subscription plans by code (an audience of plans names existing ones). */
export async function addPlans(t: TestApp, owner: string, codes: readonly string[]): Promise<void> {
  for (const code of codes) {
    await createRecord(t, owner, 'subscription', { name: `Paket ${code} ${++serial}`, code, price: 99_000, duration_days: 30 });
  }
}

export function blastBody(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Riset Baru: BBCA Kualitas Aset Terjaga',
    message: '<p>Riset terbaru tim kami sudah terbit.</p>',
    channel: 'EMAIL',
    audience: 'ALL',
    ...patch,
  };
}

export function editionBody(patch: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    subject: 'Weekly Research Digest',
    preheader: 'Tiga riset pilihan pekan ini',
    body: '<p>Selamat pagi, pembaca.</p>',
    ...patch,
  };
}

/** Run the sending job until nothing is due (each pass queues the next). */
export async function drain(t: TestApp): Promise<void> {
  for (let i = 0; i < 200; i++) if ((await t.ctx.jobs.runDue()) === 0) return;
  throw new Error('the sending job kept running');
}

export async function deliveryRows(t: TestApp, campaign: string, id: number) {
  return t.ctx.db.kysely
    .selectFrom('deliveries')
    .select(['client_id', 'email', 'status', 'attempts', 'error'])
    .where('campaign', '=', campaign)
    .where('campaign_id', '=', id)
    .orderBy('id')
    .execute();
}
