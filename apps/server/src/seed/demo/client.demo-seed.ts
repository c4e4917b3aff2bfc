import { sql, type Insertable } from 'kysely';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import type { ClientSignInTable, ClientSubscriptionTable } from '@/db/tables/client-history.table.ts';
import { insertInChunks } from './analytics-clients.demo-seed.ts';
import { seededRandom, type SeededRandom } from './demo-random.ts';
import {
  ANDROID_DEVICES,
  CITIES,
  IOS_DEVICES,
  IP_PREFIXES,
  PLAN_WEIGHTS,
  SUSPENSION_REASONS,
  WEB_DEVICES,
} from './client.demo-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Plan = {
  id: number;
  code: string;
  name: string;
  price: number;
  promo_price: number | null;
  duration_days: number;
  is_trial: number;
};
type DemoClient = {
  id: number;
  registered_at: string;
  verified_at: string | null;
  last_login: string | null;
  signup_provider: string;
};

function weightedPlan(rand: SeededRandom, paid: Plan[]): Plan {
  const weights = paid.map((p) => PLAN_WEIGHTS[p.code] ?? 5);
  let roll = rand.next() * weights.reduce((a, b) => a + b, 0);
  for (const [i, plan] of paid.entries()) {
    roll -= weights[i]!;
    if (roll < 0) return plan;
  }
  return paid[0]!;
}

/**
 * The plans one client held: some start with the trial, most renew the same plan month after
 * month, a few switch plans, pause or stop, and now and then one is cancelled midway.
 */
export function demoSubscriptions(
  rand: SeededRandom,
  client: DemoClient,
  plans: Plan[],
  now: Date,
): Insertable<ClientSubscriptionTable>[] {
  const paid = plans.filter((p) => !p.is_trial);
  const trial = plans.find((p) => p.is_trial);
  if (paid.length === 0 || !client.verified_at) return [];
  const rows: Insertable<ClientSubscriptionTable>[] = [];
  let start = Date.parse(client.verified_at) + rand.int(0, 90) * DAY_MS;
  let plan = trial && rand.chance(0.4) ? trial : weightedPlan(rand, paid);
  while (start < now.getTime() && rows.length < 80) {
    const ends = start + plan.duration_days * DAY_MS;
    const previous = rows.at(-1);
    const promo = plan.promo_price !== null && rand.chance(0.3);
    const cancelled = !plan.is_trial && rand.chance(0.03) ? start + rand.int(1, plan.duration_days - 1) * DAY_MS : null;
    rows.push({
      client_id: client.id,
      plan_id: plan.id,
      plan_code: plan.code,
      plan_name: plan.name,
      price_paid: plan.is_trial ? 0 : promo ? plan.promo_price! : plan.price,
      source: plan.is_trial ? 'TRIAL' : promo ? 'PROMO' : previous?.plan_code === plan.code ? 'RENEWAL' : 'PURCHASE',
      started_at: new Date(start).toISOString(),
      ends_at: new Date(ends).toISOString(),
      cancelled_at: cancelled === null || cancelled > now.getTime() ? null : new Date(cancelled).toISOString(),
      created_at: new Date(start).toISOString(),
    });
    if (rows.at(-1)!.cancelled_at || rand.chance(plan.is_trial ? 0.4 : 0.045)) break;
    // Most renew right away; some come back after a pause.
    start = rand.chance(0.85) ? ends : ends + rand.int(10, 150) * DAY_MS;
    if (plan.is_trial || rand.chance(0.08)) plan = weightedPlan(rand, paid);
  }
  return rows;
}

/**
 * A few sign-ins between registration and the last sign-in (which is the newest of them). Someone
 * paying for a running plan signed in lately, whatever the client row said.
 */
export function demoSignIns(
  rand: SeededRandom,
  client: DemoClient,
  subscriber: boolean,
  activeSince: number | null,
  now: Date,
): Insertable<ClientSignInTable>[] {
  if (!client.last_login && activeSince === null) return [];
  const first = Date.parse(client.registered_at);
  const recent = activeSince === null ? null : Math.max(activeSince, now.getTime() - rand.int(1, 14 * 24) * 3_600_000);
  const last = recent ?? Date.parse(client.last_login!);
  // Paying readers come back far more often than free ones.
  const count = subscriber ? rand.int(4, 24) : rand.int(1, rand.chance(0.3) ? 10 : 4);
  const city = rand.pick(CITIES);
  const devices =
    client.signup_provider === 'APPLE' ? IOS_DEVICES : rand.chance(0.6) ? ANDROID_DEVICES : [...WEB_DEVICES, ...ANDROID_DEVICES];
  const times = [last, ...Array.from({ length: count - 1 }, () => first + rand.next() * (last - first))].sort((a, b) => b - a);
  return times.map((at) => ({
    client_id: client.id,
    signed_in_at: new Date(at).toISOString(),
    provider: rand.chance(0.85) ? client.signup_provider : 'EMAIL',
    ip: `${rand.pick(IP_PREFIXES)}.${rand.int(1, 254)}.${rand.int(1, 254)}`,
    device: rand.pick(devices),
    // Mostly at home, sometimes travelling.
    city: rand.chance(0.85) ? city : rand.pick(CITIES),
  }));
}

export type ClientDemoResult = { subscriptions: number; signIns: number; suspended: number };

/**
 * Subscription and sign-in history for the demo clients, linked to the demo subscription plans,
 * and each client's current plan set from it (one statement). Runs once: only while
 * client_subscriptions is empty and both clients and plans exist.
 */
export async function seedClientDemo(ctx: AppContext): Promise<ClientDemoResult> {
  const db = ctx.db.kysely;
  const result: ClientDemoResult = { subscriptions: 0, signIns: 0, suspended: 0 };
  if (await db.selectFrom('client_subscriptions').select('id').limit(1).executeTakeFirst()) return result;
  const plans = await db
    .selectFrom('subscription_plans')
    .select(['id', 'code', 'name', 'price', 'promo_price', 'duration_days', 'is_trial'])
    .where('deleted_at', 'is', null)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .execute();
  if (plans.length === 0) return result;
  const owner = await db.selectFrom('staff_users').select('id').where('role', '=', 'owner').orderBy('id').executeTakeFirst();
  const now = ctx.clock.now();
  const rand = seededRandom(97);

  await db.transaction().execute(async (trx) => {
    const clients = await trx
      .selectFrom('clients')
      .select(['id', 'registered_at', 'verified_at', 'last_login', 'signup_provider', 'status'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const subscriptions: Insertable<ClientSubscriptionTable>[] = [];
    const signIns: Insertable<ClientSignInTable>[] = [];
    for (const client of clients) {
      const held = rand.chance(0.5) ? demoSubscriptions(rand, client, plans, now) : [];
      subscriptions.push(...held);
      const running = held.find((s) => !s.cancelled_at && s.ends_at > iso(now));
      signIns.push(...demoSignIns(rand, client, held.length > 0, running ? Date.parse(running.started_at) : null, now));
    }
    await insertInChunks(trx, 'client_subscriptions', subscriptions, 1000);
    await insertInChunks(trx, 'client_sign_ins', signIns, 1500);
    result.subscriptions = subscriptions.length;
    result.signIns = signIns.length;

    // The current plan of each client: the running, uncancelled subscription, if any.
    const at = iso(now);
    const current = (column: 'plan_code' | 'started_at' | 'ends_at') =>
      sql<
        string | null
      >`(select s.${sql.ref(column)} from client_subscriptions s where s.client_id = clients.id and s.cancelled_at is null
           and s.started_at <= ${at} and s.ends_at > ${at} order by s.started_at desc limit 1)`;
    await trx
      .updateTable('clients')
      .set({ plan_code: current('plan_code'), plan_started_at: current('started_at'), plan_ends_at: current('ends_at') })
      .where('deleted_at', 'is', null)
      .execute();

    // The last sign-in on the client row is the newest of the history.
    await trx
      .updateTable('clients')
      .set({ last_login: sql<string>`(select max(s.signed_in_at) from client_sign_ins s where s.client_id = clients.id)` })
      .where(sql<boolean>`exists (select 1 from client_sign_ins s where s.client_id = clients.id)`)
      .execute();

    // The seeded suspensions get who, when and why, as a staff member would have left them.
    const suspended = clients.filter((c) => c.status === 'SUSPENDED');
    for (const client of suspended) {
      const since = new Date(Math.max(Date.parse(client.registered_at), now.getTime() - rand.int(2, 200) * DAY_MS)).toISOString();
      const reason = rand.pick(SUSPENSION_REASONS);
      await trx
        .updateTable('clients')
        .set({ suspended_at: since, suspended_by: owner?.id ?? null, suspension_reason: reason })
        .where('id', '=', client.id)
        .execute();
      await writeAudit(trx, {
        actorId: owner?.id ?? null,
        action: 'suspend',
        entity: 'client',
        entityId: client.id,
        before: { status: 'ACTIVE' },
        after: { status: 'SUSPENDED' },
        note: reason,
        requestId: 'demo-seed',
        at: since,
      });
    }
    result.suspended = suspended.length;
  });
  return result;
}
