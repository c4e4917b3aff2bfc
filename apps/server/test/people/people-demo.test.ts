import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAnalyticsDemo } from '@/seed/demo/analytics.demo-seed.ts';
import { seedMasterDataDemo } from '@/seed/demo/master-data.demo-seed.ts';
import { seedPeopleDemo } from '@/seed/demo/people.demo-seed.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';

describe.each(DIALECTS)('People demo data on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    await seedAnalyticsDemo(t.ctx);
    await seedMasterDataDemo(t.ctx);
  });
  afterAll(async () => t.close());

  const list = async (url: string) => json(await t.call({ method: 'GET', url, cookie: owner })).data;

  it('adds staff of every status and a history to a few thousand clients, once', async () => {
    const first = await seedPeopleDemo(t.ctx);
    expect(first.staff).toBe(8);
    expect(first.subscriptions).toBeGreaterThan(3000);
    expect(first.signIns).toBeGreaterThan(8000);
    expect(first.suspended).toBeGreaterThan(20);
    expect(await seedPeopleDemo(t.ctx)).toEqual({ staff: 0, subscriptions: 0, signIns: 0, suspended: 0 });

    const staff = await list('/api/internal-user/list?limit=100');
    expect(staff.total).toBe(12);
    expect((await list('/api/internal-user/list?status=INVITED')).data[0]).toMatchObject({ fullname: 'Intan Permata Sari' });
    expect((await list('/api/internal-user/list?status=SUSPENDED')).total).toBe(1);

    const clients = await list('/api/client/list');
    expect(clients.total).toBe(3200);
    const unverified = (await list('/api/client/list?verified=false')).total;
    expect(unverified).toBeGreaterThan(200);
    expect(unverified).toBeLessThan(800);
  });

  it('sets each client’s current plan from their history, and plan counts agree with the plan screen', async () => {
    const plans = (await list('/api/subscription/list?limit=100')).data as Array<{ id: number; code: string }>;
    let subscribers = 0;
    for (const plan of plans) {
      const filtered = (await list(`/api/client/list?plan_code=${plan.code}`)).total;
      const detail = await list(`/api/subscription/detail/${plan.id}`);
      expect(detail.active_subscribers, plan.code).toBe(filtered);
      subscribers += filtered;
    }
    expect(subscribers).toBeGreaterThan(300);
    expect((await list('/api/client/list?plan_code=none')).total).toBe(3200 - subscribers);

    const pro = (await list('/api/client/list?plan_code=PRO_30&limit=1')).data[0];
    const history = await list(`/api/client/subscriptions/${pro.id}`);
    expect(history.find((s: { state: string }) => s.state === 'ACTIVE')).toMatchObject({
      plan_code: 'PRO_30',
      plan_name: 'Pro',
      started_at: pro.plan_started_at,
      ends_at: pro.plan_ends_at,
    });
    const signIns = await list(`/api/client/sign-ins/${pro.id}`);
    if (pro.last_login) expect(signIns.data[0].signed_in_at).toBe(pro.last_login);

    const suspended = (await list('/api/client/list?status=SUSPENDED&limit=1')).data[0];
    expect(suspended.suspension_reason.length).toBeGreaterThan(20);
    const audit = await list(`/api/client/history/${suspended.id}`);
    expect(audit.data[0]).toMatchObject({ action: 'suspend', note: suspended.suspension_reason });
  });
});
