import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config.ts';
import { prunable } from '@/db/retention.ts';
import { DIALECTS, createTestApp, rowCount, type TestApp } from '../test-app.ts';
import { addClients } from '../deliveries/delivery-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('retention on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  const db = () => t.ctx.db.kysely;
  const now = () => t.clock.now().toISOString();

  /** A job in each state, as the runner leaves them. */
  async function addJobs(app: TestApp = t): Promise<void> {
    const at = app.clock.now().toISOString();
    for (const status of ['done', 'dead', 'cancelled', 'queued', 'running']) {
      const finished = ['done', 'dead', 'cancelled'].includes(status);
      await app.ctx.db.kysely
        .insertInto('jobs')
        .values({
          kind: 'retention.test',
          payload: '{}',
          subject: status,
          status,
          run_at: at,
          last_error: null,
          locked_by: status === 'running' ? 'node-1' : null,
          locked_until: status === 'running' ? at : null,
          created_at: at,
          updated_at: at,
          finished_at: finished ? at : null,
        })
        .execute();
    }
  }

  /** A delivery in each state for one campaign and client each. */
  async function addDeliveries(): Promise<void> {
    const at = now();
    const ids = await addClients(
      t,
      ['SENT', 'FAILED', 'CANCELLED', 'PENDING', 'SENDING'].map((status) => ({ email: `${status.toLowerCase()}@klien.test` })),
    );
    for (const [email, clientId] of Object.entries(ids)) {
      await db()
        .insertInto('deliveries')
        .values({
          campaign: 'research-blast',
          campaign_id: 1,
          client_id: clientId,
          channel: 'EMAIL',
          email,
          status: email.split('@')[0]!.toUpperCase(),
          next_at: null,
          error: null,
          created_at: at,
          updated_at: at,
          sent_at: null,
        })
        .execute();
    }
  }

  /** Two notifications of the owner (one read), and a webhook's delivery that ended and one still to send. */
  async function addNotificationsAndWebhookDeliveries(ownerId: number): Promise<void> {
    const at = now();
    await db()
      .transaction()
      .execute(async (trx) => {
        for (const key of ['one', 'two'])
          await t.ctx.notifier.notify(
            trx,
            [ownerId],
            { kind: 'published', area: 'category', record_id: 1, title: key, path: '/', event_key: `retention:${key}` },
            at,
          );
      });
    await db().updateTable('notifications').set({ read_at: at }).where('event_key', '=', 'retention:one').execute();
    const hook = await db()
      .insertInto('webhooks')
      .values({
        name: 'Situs',
        url: 'https://example.com/hook',
        secret: 's',
        events: 'x',
        active: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const status of ['delivered', 'pending'])
      await db()
        .insertInto('webhook_deliveries')
        .values({ id: status, webhook_id: hook.id, event: 'x', area: 'x', body: '{}', status, created_at: at, updated_at: at })
        .execute();
  }

  const statuses = async (table: 'jobs' | 'deliveries') =>
    (await db().selectFrom(table).select('status').orderBy('status').execute()).map((r) => r.status);

  it('keeps each kind of row for its days, then the hourly upkeep removes it; the audit log stays', async () => {
    const owner = await t.login('owner@demo.test');
    const created = await t.call({
      method: 'POST',
      url: '/api/category/create',
      cookie: owner,
      payload: { article_category_name: 'Perbankan' },
    });
    expect(created.statusCode).toBe(201);
    // A refused sign-in leaves throttle windows; a reset link leaves a mail in the outbox.
    await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'owner@demo.test', password: 'Wrong-Password-1' } });
    await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'owner@demo.test' } });
    await addJobs();
    await addDeliveries();
    await addNotificationsAndWebhookDeliveries(Number(JSON.parse(created.body).data.created_by));
    const audit = await rowCount(db(), 'audit_log');
    expect(audit).toBeGreaterThan(0);
    expect(await rowCount(db(), 'sessions')).toBe(1);
    expect(await rowCount(db(), 'login_throttle')).toBe(2);
    expect(await rowCount(db(), 'mail_outbox')).toBe(1);

    const pruned = async () =>
      Object.fromEntries((await t.ctx.retention.run()).map((report) => [report.table, report.deleted])) as Record<string, number>;

    // A day on: the session is over (idle for 8 hours) but recent; nothing goes.
    t.clock.advance(1 * DAY);
    const none = {
      jobs: 0,
      deliveries: 0,
      mail_outbox: 0,
      sessions: 0,
      login_throttle: 0,
      notifications: 0,
      webhook_deliveries: 0,
    };
    expect(await pruned()).toEqual(none);

    // 8 days on: the ended session and the throttle windows are past their 7 days.
    t.clock.advance(7 * DAY);
    expect(await pruned()).toEqual({ ...none, sessions: 1, login_throttle: 2 });
    expect((await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie: owner })).statusCode).toBe(401);

    // 31 days on: jobs that finished, gave up or were cancelled go; those still to run stay.
    t.clock.advance(23 * DAY);
    expect(await pruned()).toEqual({ ...none, jobs: 3 });
    expect(await statuses('jobs')).toEqual(['queued', 'running']);

    // 91 days on: notifications go, read or not.
    t.clock.advance(60 * DAY);
    expect(await pruned()).toEqual({ ...none, notifications: 2 });

    // 181 days on: finished deliveries (campaigns' and webhooks') and the outbox's mail go; deliveries not yet finished stay.
    t.clock.advance(90 * DAY);
    expect(await pruned()).toEqual({ ...none, deliveries: 3, mail_outbox: 1, webhook_deliveries: 1 });
    expect((await db().selectFrom('webhook_deliveries').select('status').execute()).map((r) => r.status)).toEqual(['pending']);
    expect(await statuses('deliveries')).toEqual(['PENDING', 'SENDING']);

    // Ten years on, the audit log is whole and still holds.
    t.clock.advance(3650 * DAY);
    await t.ctx.retention.run();
    expect(await rowCount(db(), 'audit_log')).toBe(audit);
    const verified = await t.call({ method: 'GET', url: '/api/audit/verify', cookie: await t.login('owner@demo.test') });
    expect(JSON.parse(verified.body).data).toMatchObject({ ok: true });
  });

  it('takes its days from RETENTION_DAYS_*, and refuses to prune the audit log', async () => {
    const other = await createTestApp(dialect, { env: { RETENTION_DAYS_JOBS: '2' } });
    try {
      await addJobs(other);
      other.clock.advance(1 * DAY);
      expect((await other.ctx.retention.run()).find((r) => r.table === 'jobs')!.deleted).toBe(0);
      other.clock.advance(1 * DAY + 1);
      expect((await other.ctx.retention.run()).find((r) => r.table === 'jobs')!.deleted).toBe(3);
      const auditLog = prunable({
        kind: 'jobs',
        table: 'audit_log',
        key: 'id',
        old: (eb, before) => eb('created_at', '<', before),
      });
      expect(() => other.ctx.retention.register(auditLog)).toThrow(/audit_log is kept for ever/);
    } finally {
      await other.close();
    }
  });
});

describe('the retention settings', () => {
  it('default to the documented days and refuse what is not a whole number of days from 1', () => {
    expect(loadConfig({}).retentionDays).toEqual({
      jobs: 30,
      deliveries: 180,
      mail_outbox: 180,
      notifications: 90,
      sessions: 7,
      throttle: 7,
    });
    expect(loadConfig({ RETENTION_DAYS_DELIVERIES: '365' }).retentionDays.deliveries).toBe(365);
    expect(() => loadConfig({ RETENTION_DAYS_JOBS: '0', RETENTION_DAYS_SESSIONS: '1.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ RETENTION_DAYS_JOBS: '0' })).toThrow(/RETENTION_DAYS_JOBS: must be at least 1/);
    expect(() => loadConfig({ RETENTION_DAYS_SESSIONS: '1.5' })).toThrow(
      /RETENTION_DAYS_SESSIONS: must be a whole number of days/,
    );
  });
});
