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
    const audit = await rowCount(db(), 'audit_log');
    expect(audit).toBeGreaterThan(0);
    expect(await rowCount(db(), 'sessions')).toBe(1);
    expect(await rowCount(db(), 'login_throttle')).toBe(2);
    expect(await rowCount(db(), 'mail_outbox')).toBe(1);

    const pruned = async () =>
      Object.fromEntries((await t.ctx.retention.run()).map((report) => [report.table, report.deleted])) as Record<string, number>;

    // A day on: the session is over (idle for 8 hours) but recent; nothing goes.
    t.clock.advance(1 * DAY);
    expect(await pruned()).toEqual({ jobs: 0, deliveries: 0, mail_outbox: 0, sessions: 0, login_throttle: 0 });

    // 8 days on: the ended session and the throttle windows are past their 7 days.
    t.clock.advance(7 * DAY);
    expect(await pruned()).toEqual({ jobs: 0, deliveries: 0, mail_outbox: 0, sessions: 1, login_throttle: 2 });
    expect((await t.call({ method: 'GET', url: '/api/internal-user/profile', cookie: owner })).statusCode).toBe(401);

    // 31 days on: jobs that finished, gave up or were cancelled go; those still to run stay.
    t.clock.advance(23 * DAY);
    expect(await pruned()).toEqual({ jobs: 3, deliveries: 0, mail_outbox: 0, sessions: 0, login_throttle: 0 });
    expect(await statuses('jobs')).toEqual(['queued', 'running']);

    // 181 days on: finished deliveries and the outbox's mail go; deliveries not yet finished stay.
    t.clock.advance(150 * DAY);
    expect(await pruned()).toEqual({ jobs: 0, deliveries: 3, mail_outbox: 1, sessions: 0, login_throttle: 0 });
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
