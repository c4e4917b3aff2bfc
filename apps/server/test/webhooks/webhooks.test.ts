import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useWebhookResolver } from '@/modules/webhooks/webhook-delivery.ts';
import { systemResolver } from '@/modules/webhooks/webhook-address.ts';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { staffWith } from '../resources/resource-helpers.ts';
import { mountMemos } from '../workflow/workflow-fixture.ts';
import { desk, detail, memoIn, step, type Desk } from '../workflow/workflow-helpers.ts';
import { startReceiver, type Answer, type Receiver } from './webhook-receiver.ts';

const MINUTE = 60_000;
const ALL = ['test-memo.published', 'test-memo.unpublished', 'test-memo.updated'];

const METRICS = 'metrics-token-for-webhook-tests';

describe.each(DIALECTS)('signed webhooks (%s)', (dialect) => {
  let t: TestApp;
  let d: Desk;
  let owner: string;
  let receiver: Receiver;
  const answers = new Map<string, (path: string) => Answer>();
  const made: number[] = [];
  let serial = 0;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = owner) =>
    t.call({ method, url, cookie, ...(payload === undefined ? {} : { payload: payload as never }) });
  /** A webhook on its own receiver path, revoked after the test so the next one hears alone. */
  async function hook(events = ALL, extra: Record<string, unknown> = {}) {
    const path = `/hook-${++serial}`;
    const res = await call('POST', '/api/webhook/create', { name: `Situs ${serial}`, url: receiver.url(path), events, ...extra });
    if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
    const { webhook, secret } = json(res).data;
    made.push(webhook.id);
    return { id: webhook.id as number, secret: secret as string, path };
  }
  const attempts = async (id: number) => json(await call('GET', `/api/webhook/deliveries/${id}`)).data;
  const webhookOf = async (id: number) =>
    json(await call('GET', '/api/webhook/list')).data.find((w: { id: number }) => w.id === id);
  const deliveries = (id: number) =>
    t.ctx.db.kysely.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', id).execute();
  const bodyAt = (path: string, n = 0) => JSON.parse(receiver.at(path)[n]!.body);
  /** Run due jobs until none is left: a publication's job queues the delivery's. */
  const drain = async () => {
    while ((await t.ctx.jobs.runDue()) > 0);
  };

  beforeAll(async () => {
    receiver = await startReceiver();
    receiver.answer((path) => answers.get(path)?.(path) ?? { status: 200 });
    t = await createTestApp(dialect, { extend: mountMemos, env: { WEBHOOK_ALLOW_PRIVATE: '1', METRICS_TOKEN: METRICS } });
    d = await desk(t);
    owner = await t.login('owner@demo.test');
  });
  afterEach(async () => {
    useWebhookResolver(t.ctx, systemResolver);
    for (const id of made.splice(0)) await call('POST', `/api/webhook/revoke/${id}`);
    await drain();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('answers the secret once, lists the webhook without it, and audits the change', async () => {
    const res = await call('POST', '/api/webhook/create', {
      name: '  Situs publik  ',
      url: receiver.url('/site'),
      events: ['test-memo.published'],
    });
    expect(res.statusCode).toBe(201);
    const { webhook, secret } = json(res).data;
    made.push(webhook.id);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(webhook).toMatchObject({ name: 'Situs publik', active: true, failures: 0, paused_reason: null, revoked_at: null });
    const listed = await call('GET', '/api/webhook/list');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    expect(json(listed).data[0]).not.toHaveProperty('secret');
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'webhook')
      .where('entity_id', '=', String(webhook.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create' });
    expect(audit[0]!.request_id).toBeTruthy();
    expect(audit[0]!.after).not.toContain(secret);
  });

  it('signs a publication: body, headers and HMAC of the raw body; no call for a draft, a submission or a scheduled approval', async () => {
    const { id, secret, path } = await hook();
    await memoIn(t, d, 'DRAFT');
    await memoIn(t, d, 'PENDING');
    const scheduled = await memoIn(t, d, 'SCHEDULED');
    await drain();
    expect(receiver.at(path)).toHaveLength(0);
    expect(await deliveries(id)).toHaveLength(0);

    const memo = await memoIn(t, d, 'APPROVED');
    await drain();
    const [call1] = receiver.at(path);
    expect(call1).toBeDefined();
    const body = JSON.parse(call1!.body);
    const live = await detail(t, d.reviewer, memo);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: 'test-memo.published',
      area: 'test-memo',
      record: { id: memo, slug: live.slug, title: live.title, published_at: live.published_at },
      occurred_at: t.clock.now().toISOString(),
    });
    expect(call1!.headers['x-rc-event']).toBe('test-memo.published');
    expect(call1!.headers['x-rc-delivery']).toBe(body.id);
    expect(call1!.headers['content-type']).toBe('application/json');
    const expected = createHmac('sha256', secret).update(call1!.body).digest('hex');
    expect(call1!.headers['x-rc-signature']).toBe(`sha256=${expected}`);
    expect(call1!.body).not.toContain('Isi memo');
    const [attempt] = await attempts(id);
    expect(attempt).toMatchObject({ delivery_id: body.id, outcome: 'delivered', status_code: 200, attempt: 1, error: null });
    expect((await webhookOf(id)).last_delivery_at).toBe(t.clock.now().toISOString());

    // The Scheduler's publication is a publication too (sessions have ended by then: new ones).
    t.clock.advance(25 * 60 * MINUTE);
    await drain();
    d = await desk(t);
    owner = await t.login('owner@demo.test');
    const calls = receiver.at(path);
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1]!.body)).toMatchObject({ event: 'test-memo.published', record: { id: scheduled } });
  });

  it('tells an applied change as updated, and a live record trashed as unpublished (restored: published again)', async () => {
    const { path } = await hook();
    const memo = await memoIn(t, d, 'REQUEST');
    await drain();
    // Published when first approved; the edit waiting for review is nothing to the site yet.
    expect(receiver.at(path).map((r) => r.headers['x-rc-event'])).toEqual(['test-memo.published']);
    const approved = await step(t, d.reviewer, memo, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    await drain();
    expect(bodyAt(path, 1)).toMatchObject({
      event: 'test-memo.updated',
      record: { id: memo, title: expect.stringContaining('(revisi)') },
    });

    const trasher = await staffWith(t, { STANDUP: ['read', 'delete'] });
    expect((await t.call({ method: 'DELETE', url: `/api/test-memo/delete/${memo}`, cookie: trasher })).statusCode).toBe(200);
    await drain();
    expect(bodyAt(path, 2)).toMatchObject({ event: 'test-memo.unpublished', record: { id: memo } });
    expect(receiver.at(path)[2]!.headers['x-rc-event']).toBe('test-memo.unpublished');

    expect((await t.call({ method: 'POST', url: `/api/test-memo/restore/${memo}`, cookie: trasher })).statusCode).toBe(200);
    await drain();
    expect(bodyAt(path, 3)).toMatchObject({ event: 'test-memo.published', record: { id: memo } });

    // A draft trashed is nothing to the public site.
    const draft = await memoIn(t, d, 'DRAFT');
    await t.call({ method: 'DELETE', url: `/api/test-memo/delete/${draft}`, cookie: trasher });
    await drain();
    expect(receiver.at(path)).toHaveLength(4);
  });

  it('sends only the events a webhook asked for', async () => {
    const { path } = await hook(['test-memo.unpublished']);
    await memoIn(t, d, 'APPROVED');
    await drain();
    expect(receiver.at(path)).toHaveLength(0);
  });

  /** rc_webhook_deliveries_total by status, as Prometheus reads it. */
  async function counted(): Promise<Record<string, number>> {
    const scrape = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS}` } });
    return Object.fromEntries(
      scrape.body
        .split('\n')
        .filter((line) => line.startsWith('rc_webhook_deliveries_total{'))
        .map((line) => [line.slice(line.indexOf('"') + 1, line.lastIndexOf('"')), Number(line.split(' ').at(-1))]),
    );
  }

  it('tries again after a 500, with the same delivery id, and records each attempt', async () => {
    const before = await counted();
    const { id, path } = await hook(['test-memo.published']);
    let n = 0;
    answers.set(path, () => ({ status: ++n === 1 ? 500 : 204 }));
    await memoIn(t, d, 'APPROVED');
    await drain();
    expect(receiver.at(path)).toHaveLength(1);
    expect((await webhookOf(id)).failures).toBe(1);
    // Not before a minute has passed.
    t.clock.advance(30_000);
    await drain();
    expect(receiver.at(path)).toHaveLength(1);
    t.clock.advance(31_000);
    await drain();
    const calls = receiver.at(path);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.headers['x-rc-delivery']).toBe(calls[0]!.headers['x-rc-delivery']);
    expect(calls[1]!.body).toBe(calls[0]!.body);
    const [second, first] = await attempts(id);
    expect(first).toMatchObject({ attempt: 1, outcome: 'failed', status_code: 500, error: expect.stringContaining('500') });
    expect(second).toMatchObject({ attempt: 2, outcome: 'delivered', status_code: 204, error: null });
    expect(typeof first.duration_ms).toBe('number');
    expect((await webhookOf(id)).failures).toBe(0);
    expect((await deliveries(id))[0]!.status).toBe('delivered');
    // The metrics count each attempt by its outcome.
    const after = await counted();
    expect((after.failed ?? 0) - (before.failed ?? 0)).toBe(1);
    expect((after.delivered ?? 0) - (before.delivered ?? 0)).toBe(1);
  });

  it('follows no redirect: a 302 is a failure and the other address is never called', async () => {
    const { id, path } = await hook(['test-memo.published']);
    answers.set(path, () => ({ status: 302, headers: { location: receiver.url('/elsewhere') } }));
    await memoIn(t, d, 'APPROVED');
    await drain();
    expect(receiver.at(path)).toHaveLength(1);
    expect(receiver.at('/elsewhere')).toHaveLength(0);
    const [attempt] = await attempts(id);
    expect(attempt).toMatchObject({ outcome: 'failed', status_code: 302, error: expect.stringMatching(/redirect/i) });
    expect((await deliveries(id))[0]!.status).toBe('pending');
  });

  it('pauses a webhook after 20 failures in a row and tells the owners; turning it on again resumes it', async () => {
    const { id, path } = await hook(['test-memo.published']);
    answers.set(path, () => ({ status: 503 }));
    for (let i = 0; i < 21; i++) await memoIn(t, d, 'APPROVED');
    await drain();
    expect(receiver.at(path)).toHaveLength(20);
    const paused = await webhookOf(id);
    expect(paused).toMatchObject({ active: false, failures: 20, paused_reason: expect.stringContaining('20 failed attempts') });
    const statuses = (await deliveries(id)).map((row) => row.status);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(0);
    expect(statuses.filter((s) => s === 'cancelled').length).toBeGreaterThanOrEqual(1);

    const ownerId = (
      await t.ctx.db.kysely
        .selectFrom('staff_users')
        .select('id')
        .where('email', '=', 'owner@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
    const notices = await t.ctx.db.kysely
      .selectFrom('notifications')
      .selectAll()
      .where('kind', '=', 'webhook-paused')
      .where('record_id', '=', id)
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ recipient_id: ownerId, area: 'webhook', path: '/tool/webhooks' });
    expect(notices[0]!.title).toContain(`Situs ${serial}`);

    // Nothing more is sent while paused, even after the waits.
    t.clock.advance(10 * MINUTE);
    await drain();
    expect(receiver.at(path)).toHaveLength(20);

    answers.set(path, () => ({ status: 200 }));
    const resumed = await call('POST', `/api/webhook/update/${id}`, { active: true });
    expect(json(resumed).data).toMatchObject({ active: true, failures: 0, paused_reason: null });
    await memoIn(t, d, 'APPROVED');
    await drain();
    expect(receiver.at(path)).toHaveLength(21);
  });

  it('refuses link-local and metadata addresses at create time, whatever the configuration, naming url', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/hook',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://[::ffff:169.254.169.254]/',
      'ftp://example.com/hook',
    ]) {
      const res = await call('POST', '/api/webhook/create', { name: 'Meta', url, events: ALL });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).error.fields.url, url).toBeTruthy();
    }
    expect(await t.ctx.db.kysely.selectFrom('webhooks').select('id').where('name', '=', 'Meta').execute()).toHaveLength(0);
  });

  it('checks the address again at send time and calls the address it checked', async () => {
    let answer = '127.0.0.1';
    useWebhookResolver(t.ctx, async (host) => {
      if (host !== 'site.rebind.test') throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      return [{ address: answer, family: 4 }];
    });
    const res = await call('POST', '/api/webhook/create', {
      name: 'Rebind',
      url: `http://site.rebind.test:${receiver.port}/rebind`,
      events: ['test-memo.published'],
    });
    expect(res.statusCode).toBe(201);
    const id = json(res).data.webhook.id as number;
    made.push(id);

    // Resolved now to the address it was checked for: delivered there (Host still names the site).
    await memoIn(t, d, 'APPROVED');
    await drain();
    expect(receiver.at('/rebind')).toHaveLength(1);
    expect(receiver.at('/rebind')[0]!.headers.host).toBe(`site.rebind.test:${receiver.port}`);

    // The name now leads to the metadata service: refused, not sent, not retried.
    answer = '169.254.169.254';
    await memoIn(t, d, 'APPROVED');
    await drain();
    const [refused] = await attempts(id);
    expect(refused).toMatchObject({ outcome: 'refused', status_code: null, error: expect.stringContaining('169.254.169.254') });
    t.clock.advance(5 * MINUTE);
    await drain();
    expect(await attempts(id)).toHaveLength(2);
    expect((await deliveries(id)).map((row) => row.status).sort()).toEqual(['delivered', 'refused']);

    // And such a name is refused at create time too.
    const refusedAtCreate = await call('POST', `/api/webhook/update/${id}`, { url: 'http://other.rebind.test/x' });
    expect(refusedAtCreate.statusCode).toBe(200); // a name that does not resolve yet is checked at each send
    const meta = await call('POST', `/api/webhook/update/${id}`, { url: `http://site.rebind.test/x` });
    expect(meta.statusCode).toBe(400);
    expect(json(meta).error.fields.url).toMatch(/169\.254\.169\.254/);
  });

  it('sends a signed test event on demand and answers its attempt', async () => {
    const { id, secret, path } = await hook(['test-memo.published']);
    const res = await call('POST', `/api/webhook/test/${id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({ event: 'webhook.test', outcome: 'delivered', status_code: 200, record_id: null });
    const [received] = receiver.at(path);
    expect(JSON.parse(received!.body)).toMatchObject({ event: 'webhook.test', area: 'webhook', record: null });
    expect(received!.headers['x-rc-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(received!.body).digest('hex')}`,
    );
  });

  it('revokes once (then 409), and sends nothing to a revoked or turned-off webhook', async () => {
    const off = await hook(['test-memo.published'], { active: false });
    const { id, path } = await hook(['test-memo.published']);
    const revoked = await call('POST', `/api/webhook/revoke/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(json(revoked).data).toMatchObject({ active: false, revoked_at: t.clock.now().toISOString() });
    expect((await call('POST', `/api/webhook/revoke/${id}`)).statusCode).toBe(409);
    expect((await call('POST', `/api/webhook/update/${id}`, { active: true })).statusCode).toBe(409);
    expect((await call('POST', `/api/webhook/test/${id}`)).statusCode).toBe(409);
    expect((await call('POST', '/api/webhook/revoke/999999')).statusCode).toBe(404);
    await memoIn(t, d, 'APPROVED');
    await drain();
    expect(receiver.at(path)).toHaveLength(0);
    expect(receiver.at(off.path)).toHaveLength(0);
  });

  it('answers bad input with a 400 naming each field, and writes nothing', async () => {
    const before = await t.ctx.db.kysely.selectFrom('webhooks').select('id').execute();
    const cases: Array<[unknown, string]> = [
      [{ url: receiver.url('/x'), events: ALL }, 'name'],
      [{ name: 'x', url: 'not a url', events: ALL }, 'url'],
      [{ name: 'x', url: 'https://user:pw@example.com/', events: ALL }, 'url'],
      [{ name: 'x', url: receiver.url('/x'), events: [] }, 'events'],
      [{ name: 'x', url: receiver.url('/x'), events: ['test-memo.deleted'] }, 'events.0'],
      [{ name: 'x', url: receiver.url('/x'), events: ['category.published'] }, 'events'],
      [{ name: 'x', url: receiver.url('/x'), events: ALL, active: 'yes' }, 'active'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/webhook/create', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).error.fields?.[field], JSON.stringify(json(res).error)).toBeTruthy();
    }
    expect(await t.ctx.db.kysely.selectFrom('webhooks').select('id').execute()).toEqual(before);
  });

  it('is for holders of PUBLICAPI: others get 403, readers cannot change anything', async () => {
    const writer = await staffWith(t, { STANDUP: ['read', 'write', 'update'] });
    const reader = await staffWith(t, { PUBLICAPI: ['read'] });
    const { id } = await hook();
    const body = { name: 'x', url: receiver.url('/x'), events: ALL };
    expect((await call('GET', '/api/webhook/list', undefined, writer)).statusCode).toBe(403);
    expect((await call('POST', '/api/webhook/create', body, writer)).statusCode).toBe(403);
    expect((await call('GET', `/api/webhook/deliveries/${id}`, undefined, writer)).statusCode).toBe(403);
    expect((await call('GET', '/api/webhook/list', undefined, reader)).statusCode).toBe(200);
    expect((await call('POST', '/api/webhook/create', body, reader)).statusCode).toBe(403);
    expect((await call('POST', `/api/webhook/update/${id}`, { active: false }, reader)).statusCode).toBe(403);
    expect((await call('POST', `/api/webhook/test/${id}`, undefined, reader)).statusCode).toBe(403);
    expect((await call('POST', `/api/webhook/revoke/${id}`, undefined, reader)).statusCode).toBe(403);
  });
});

describe.each(DIALECTS)('webhooks without WEBHOOK_ALLOW_PRIVATE (%s)', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(async () => t.close());

  it('refuses loopback and private addresses, naming url', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://10.1.2.3/hook',
      'http://[::1]/hook',
      'http://192.168.1.5/x',
      'http://localhost/x',
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/webhook/create',
        cookie: owner,
        payload: { name: 'Local', url, events: ['algo-research.published'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).error.fields.url, url).toMatch(/loopback or private/);
    }
  });
});
