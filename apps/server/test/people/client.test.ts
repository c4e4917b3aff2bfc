import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientTable } from '@/db/tables/client.table.ts';
import { DIALECTS, createTestApp, json, tableCounts, type TestApp } from '../test-app.ts';

type Seed = Partial<Insertable<ClientTable>> & { fullname: string; email: string; registered_at: string };

const CLIENTS: Seed[] = [
  {
    fullname: 'Budi Santoso',
    email: 'budi.santoso@gmail.com',
    phone: '+6281211112222',
    verified_at: '2025-01-10T02:00:00.000Z',
    registered_at: '2025-01-09T16:30:00.000Z',
    last_login: '2026-11-20T01:00:00.000Z',
    plan_code: 'PRO_30',
    plan_started_at: '2026-11-01T00:00:00.000Z',
    plan_ends_at: '2026-12-01T00:00:00.000Z',
  },
  { fullname: 'Siti Aminah', email: 'siti.aminah@yahoo.co.id', registered_at: '2026-03-01T08:00:00.000Z' },
  {
    fullname: 'Agus Salim',
    email: 'agus.salim@outlook.com',
    verified_at: '2026-06-15T10:00:00.000Z',
    registered_at: '2026-06-15T09:00:00.000Z',
    status: 'SUSPENDED',
    plan_code: 'BASIC_30',
  },
  {
    fullname: 'Dewi Kartika',
    email: 'dewi.kartika@gmail.com',
    phone: '+6285733334444',
    verified_at: '2026-11-01T05:00:00.000Z',
    registered_at: '2026-11-01T04:00:00.000Z',
    plan_code: 'PRO_30',
  },
  { fullname: '=HYPERLINK("x") Rina', email: 'rina@gmail.com', registered_at: '2026-11-10T00:00:00.000Z' },
  {
    fullname: 'Terhapus',
    email: 'gone@gmail.com',
    registered_at: '2026-02-01T00:00:00.000Z',
    deleted_at: '2026-02-02T00:00:00.000Z',
  },
];

describe.each(DIALECTS)('clients on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
    for (const c of CLIENTS) {
      const row = await t.ctx.db.kysely
        .insertInto('clients')
        .values({ created_at: c.registered_at, updated_at: c.registered_at, ...c })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[c.email] = row.id;
    }
    await t.ctx.db.kysely
      .insertInto('client_subscriptions')
      .values(
        [
          ['2026-09-01', '2026-10-01', 'PURCHASE', 249_000, null],
          ['2026-10-01', '2026-11-01', 'RENEWAL', 249_000, null],
          ['2026-11-01', '2026-12-01', 'PROMO', 199_000, null],
          ['2026-08-01', '2026-08-08', 'TRIAL', 0, '2026-08-03T00:00:00.000Z'],
        ].map(([from, to, source, price, cancelled]) => ({
          client_id: ids['budi.santoso@gmail.com']!,
          plan_id: null,
          plan_code: source === 'TRIAL' ? 'TRIAL_7' : 'PRO_30',
          plan_name: source === 'TRIAL' ? 'Uji Coba 7 Hari' : 'Pro',
          price_paid: price as number,
          source: source as string,
          started_at: `${from}T00:00:00.000Z`,
          ends_at: `${to}T00:00:00.000Z`,
          cancelled_at: cancelled as string | null,
          created_at: `${from}T00:00:00.000Z`,
        })),
      )
      .execute();
    await t.ctx.db.kysely
      .insertInto('client_sign_ins')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          client_id: ids['budi.santoso@gmail.com']!,
          signed_in_at: new Date(Date.parse('2026-11-20T01:00:00.000Z') - i * 86_400_000).toISOString(),
          provider: 'GOOGLE',
          ip: `36.72.1.${i + 1}`,
          device: 'Android app',
          city: 'Jakarta',
        })),
      )
      .execute();
  });
  afterAll(async () => t.close());

  const list = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/api/client/list?${query}`, cookie: owner });
    if (res.statusCode !== 200) throw new Error(res.body);
    return json(res).data as { data: Array<Record<string, any>>; total: number };
  };
  const names = async (query: string) => (await list(query)).data.map((c) => c.fullname);

  it('lists live clients, newest registration first, with the verified flag', async () => {
    const page = await list('');
    expect(page.total).toBe(5);
    expect(page.data.map((c) => c.fullname)).toEqual([
      '=HYPERLINK("x") Rina',
      'Dewi Kartika',
      'Agus Salim',
      'Siti Aminah',
      'Budi Santoso',
    ]);
    expect(page.data[1]).toMatchObject({ verified: true, plan_code: 'PRO_30', status: 'ACTIVE', signup_provider: 'EMAIL' });
    expect(page.data[3]).toMatchObject({ verified: false, plan_code: null });
    expect(await names('sortby=fullname&limit=2')).toEqual(['=HYPERLINK("x") Rina', 'Agus Salim']);
  });

  it('filters by verified, plan (or none), status and registration dates, alone and together', async () => {
    expect(await names('verified=false')).toEqual(['=HYPERLINK("x") Rina', 'Siti Aminah']);
    expect((await list('verified=true')).total).toBe(3);
    expect(await names('plan_code=PRO_30')).toEqual(['Dewi Kartika', 'Budi Santoso']);
    expect(await names('plan_code=none')).toEqual(['=HYPERLINK("x") Rina', 'Siti Aminah']);
    expect(await names('status=SUSPENDED')).toEqual(['Agus Salim']);
    expect(await names('registered_at_from=2026-03-01&registered_at_to=2026-11-01')).toEqual([
      'Dewi Kartika',
      'Agus Salim',
      'Siti Aminah',
    ]);
    expect(await names('registered_at_to=2025-01-09')).toEqual(['Budi Santoso']);
    expect(await names('registered_at_from=2026-11-01T05:00:00%2B07:00')).toEqual(['=HYPERLINK("x") Rina', 'Dewi Kartika']);
    expect(await names('verified=true&plan_code=PRO_30&registered_at_from=2026-01-01')).toEqual(['Dewi Kartika']);
    expect((await list('plan_code=PRO_30&status=ACTIVE&verified=true')).total).toBe(2);
    expect((await list('plan_code=NOPE')).total).toBe(0);
  });

  it('searches name, email and phone', async () => {
    expect(await names('query=santoso')).toEqual(['Budi Santoso']);
    expect(await names('query=yahoo')).toEqual(['Siti Aminah']);
    expect(await names('query=6285733334444')).toEqual(['Dewi Kartika']);
    expect(await names('query=gmail&plan_code=PRO_30')).toEqual(['Dewi Kartika', 'Budi Santoso']);
  });

  it('answers 400 with a message per bad filter', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/client/list?verified=maybe&plan_code=%3Cscript%3E&registered_at_from=2026-02-30&registered_at=2026&status=GONE',
      cookie: owner,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.fields).toMatchObject({
      verified: 'verified must be true or false (or 1 or 0)',
      plan_code: expect.stringContaining('must be a code'),
      registered_at_from: 'Registered from must be a date such as 2026-01-31 or a moment such as 2026-01-31T17:00:00Z',
      registered_at: 'Filter Registered with registered_at_from and registered_at_to',
      status: 'Status must be one of: ACTIVE, SUSPENDED',
    });
    const reversed = await t.call({
      method: 'GET',
      url: '/api/client/list?registered_at_from=2026-05-01&registered_at_to=2026-04-01',
      cookie: owner,
    });
    expect(json(reversed).error.fields.registered_at_to).toBe('Registered to must not be before registered from');
  });

  it('exports the filtered list as CSV, every row, formulas defused', async () => {
    const res = await t.call({ method: 'GET', url: '/api/client/export.csv?verified=false', cookie: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="client-2026-11-22.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(0, 4)).toEqual(['id', 'fullname', 'email', 'phone']);
    expect(header).toEqual(expect.arrayContaining(['verified', 'plan_code', 'status', 'registered_at', 'last_login']));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Rina"`);
    expect(lines[2]).toContain('Siti Aminah,siti.aminah@yahoo.co.id');
    const all = await t.call({ method: 'GET', url: '/api/client/export.csv?plan_code=PRO_30&query=gmail', cookie: owner });
    expect(all.body.trim().split('\r\n')).toHaveLength(3);
    const bad = await t.call({ method: 'GET', url: '/api/client/export.csv?status=NOPE', cookie: owner });
    expect(bad.statusCode).toBe(400);
  });

  it('shows one client with the plan name and the size of each history', async () => {
    await t.ctx.db.kysely
      .insertInto('subscription_plans')
      .values({
        name: 'Pro',
        code: 'PRO_30',
        description: null,
        price: 249_000,
        promo_price: 199_000,
        duration_days: 30,
        is_trial: 0,
        features: '[]',
        modules: '[]',
        active: 1,
        sort_order: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
        created_by: null,
        updated_by: null,
        deleted_at: null,
      } as never)
      .execute();
    const res = await t.call({ method: 'GET', url: `/api/client/detail/${ids['budi.santoso@gmail.com']}`, cookie: owner });
    expect(json(res).data).toMatchObject({
      fullname: 'Budi Santoso',
      plan: { name: 'Pro' },
      subscription_count: 4,
      sign_in_count: 25,
      suspended_by: null,
    });
  });

  it('lists the subscription history newest first, with each one’s state now', async () => {
    const res = await t.call({ method: 'GET', url: `/api/client/subscriptions/${ids['budi.santoso@gmail.com']}`, cookie: owner });
    expect(res.statusCode).toBe(200);
    const rows = json(res).data as Array<Record<string, any>>;
    expect(rows.map((r) => [r.source, r.state, r.price_paid])).toEqual([
      ['PROMO', 'ACTIVE', 199_000],
      ['RENEWAL', 'ENDED', 249_000],
      ['PURCHASE', 'ENDED', 249_000],
      ['TRIAL', 'CANCELLED', 0],
    ]);
  });

  it('pages the sign-in history newest first', async () => {
    const url = `/api/client/sign-ins/${ids['budi.santoso@gmail.com']}`;
    const first = json(await t.call({ method: 'GET', url: `${url}?limit=10`, cookie: owner })).data;
    expect(first).toMatchObject({ total: 25, page: 1, limit: 10 });
    expect(first.data[0]).toMatchObject({ signed_in_at: '2026-11-20T01:00:00.000Z', device: 'Android app', city: 'Jakarta' });
    const last = json(await t.call({ method: 'GET', url: `${url}?limit=10&page=3`, cookie: owner })).data;
    expect(last.data).toHaveLength(5);
    const bad = await t.call({ method: 'GET', url: `${url}?limit=500`, cookie: owner });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.call({ method: 'GET', url: `/api/client/sign-ins/${ids['gone@gmail.com']}`, cookie: owner })).statusCode,
    ).toBe(404);
  });

  it('suspends with a reason kept on the client and in the audit log; reactivates with one too', async () => {
    const id = ids['dewi.kartika@gmail.com']!;
    const reason = 'Berbagi akun Pro dengan banyak orang';
    const res = await t.call({ method: 'POST', url: `/api/client/suspend/${id}`, cookie: owner, payload: { reason } });
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      status: 'SUSPENDED',
      suspension_reason: reason,
      suspended_at: '2026-11-22T09:00:00.000Z',
      suspended_by: { fullname: 'Ratna Wijaya' },
    });
    expect(await names('status=SUSPENDED')).toEqual(['Dewi Kartika', 'Agus Salim']);
    const twice = await t.call({ method: 'POST', url: `/api/client/suspend/${id}`, cookie: owner, payload: { reason } });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).error.message).toBe('Dewi Kartika is already suspended.');

    const back = await t.call({
      method: 'POST',
      url: `/api/client/reactivate/${id}`,
      cookie: owner,
      payload: { reason: 'Sudah konfirmasi lewat telepon' },
    });
    expect(json(back).data).toMatchObject({ status: 'ACTIVE', suspension_reason: null, suspended_at: null });
    const history = json(await t.call({ method: 'GET', url: `/api/client/history/${id}`, cookie: owner })).data.data;
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'reactivate', note: 'Sudah konfirmasi lewat telepon', actor: { fullname: 'Ratna Wijaya' } },
      { action: 'suspend', note: reason, changes: [{ field: 'status', label: 'Status', before: 'ACTIVE', after: 'SUSPENDED' }] },
    ]);
  });

  it('refuses a suspension without a usable reason, or of a removed client, writing nothing', async () => {
    const before = await tableCounts(t.ctx);
    const id = ids['siti.aminah@yahoo.co.id']!;
    const none = await t.call({ method: 'POST', url: `/api/client/suspend/${id}`, cookie: owner, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(json(none).error.fields.reason).toBe('Reason is required');
    const short = await t.call({ method: 'POST', url: `/api/client/suspend/${id}`, cookie: owner, payload: { reason: ' ok ' } });
    expect(json(short).error.fields.reason).toMatch(/at least 5 characters/);
    const gone = await t.call({
      method: 'POST',
      url: `/api/client/suspend/${ids['gone@gmail.com']}`,
      cookie: owner,
      payload: { reason: 'Tidak ada lagi' },
    });
    expect(gone.statusCode).toBe(404);
    expect(await tableCounts(t.ctx)).toEqual(before);
    expect(json(await t.call({ method: 'GET', url: `/api/client/detail/${id}`, cookie: owner })).data.status).toBe('ACTIVE');
  });

  it('has no create, update or delete calls: clients change on the public site', async () => {
    expect((await t.call({ method: 'POST', url: '/api/client/create', cookie: owner, payload: {} })).statusCode).toBe(404);
    const id = ids['siti.aminah@yahoo.co.id'];
    expect((await t.call({ method: 'PUT', url: `/api/client/update/${id}`, cookie: owner, payload: {} })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/api/client/delete/${id}`, cookie: owner })).statusCode).toBe(404);
  });
});
