import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../test-app.ts';
import { createRecord, staffWith } from '../resources/resource-helpers.ts';
import { addClients, blastBody, drain } from '../deliveries/delivery-helpers.ts';
import { createJobRepository } from '@/jobs/job.repository.ts';
import { writeAudit } from '@/audit/audit.repository.ts';

const TOKEN = 'metrics-token-for-tests-0123';

describe.each(DIALECTS)('Prometheus metrics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only with the bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer not-the-token-at-all-00')).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('counts requests per route and status, sign-in failures and throttles, queries, jobs and the process', async () => {
    const owner = await t.login('owner@demo.test');
    await t.call({ method: 'GET', url: '/api/category/list', cookie: owner });
    await t.call({ method: 'GET', url: '/api/category/detail/999999', cookie: owner });
    for (let i = 0; i < 6; i++) {
      await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'auditor@demo.test', password: `wrong-${i}` } });
    }
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/rc_http_requests_total\{method="GET",route="\/api\/category\/list",status="200"\} 1/);
    expect(text).toMatch(/rc_http_requests_total\{method="GET",route="\/api\/category\/detail\/:id",status="404"\} 1/);
    expect(text).toMatch(
      /rc_http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/category\/list",status="200"\}/,
    );
    expect(text).toMatch(/rc_login_failures_total 5/);
    expect(text).toMatch(/rc_login_throttled_total 1/);
    expect(text).toMatch(/rc_db_query_duration_seconds_count\{outcome="ok"\} [1-9]/);
    expect(text).toMatch(/rc_process_resident_memory_bytes \d+/);
    if (dialect === 'postgres') expect(text).toMatch(/rc_db_pool_connections\{state="total"\} [1-9]/);
  });
  const metric = async (line: RegExp) => {
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    return text.split('\n').find((l) => line.test(l));
  };

  it('gives jobs by kind and status, and how long the oldest due job of each kind has waited', async () => {
    t.ctx.jobs.handle('metrics.idle', async () => {});
    t.ctx.jobs.handle('metrics.late', async () => {});
    const jobs = createJobRepository(t.ctx.db.kysely, t.ctx.db.dialect);
    const at = t.clock.now().toISOString();
    await jobs.enqueue({ kind: 'metrics.late', payload: {}, runAt: at }, at);
    await jobs.enqueue(
      { kind: 'metrics.late', payload: {}, runAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString() },
      at,
    );
    t.clock.advance(90_000);
    expect(await metric(/^rc_jobs\{kind="metrics.late",status="queued"\}/)).toBe(
      'rc_jobs{kind="metrics.late",status="queued"} 2',
    );
    expect(await metric(/^rc_jobs_oldest_due_seconds\{kind="metrics.late"\}/)).toBe(
      'rc_jobs_oldest_due_seconds{kind="metrics.late"} 90',
    );
    expect(await metric(/^rc_jobs_oldest_due_seconds\{kind="metrics.idle"\}/)).toBe(
      'rc_jobs_oldest_due_seconds{kind="metrics.idle"} 0',
    );
    await t.ctx.jobs.runDue();
    expect(await metric(/^rc_jobs\{kind="metrics.late",status="done"\}/)).toBe('rc_jobs{kind="metrics.late",status="done"} 1');
    expect(await metric(/^rc_jobs_oldest_due_seconds\{kind="metrics.late"\}/)).toBe(
      'rc_jobs_oldest_due_seconds{kind="metrics.late"} 0',
    );
  });

  it('counts deliveries by channel and outcome as campaigns go out', async () => {
    const writer = await staffWith(t, { ALGORESEARCHBLAST: ['read', 'write', 'update'] });
    const sender = await staffWith(t, { ALGORESEARCHBLAST: ['read', 'approval'] });
    await addClients(t, [{ email: 'satu@klien.test' }, { email: 'dua@klien.test' }]);
    for (const channel of ['EMAIL', 'IN_APP']) {
      const blast = await createRecord(t, writer, 'research-blast', blastBody({ channel }));
      const sent = await t.call({ method: 'POST', url: `/api/research-blast/send/${blast.id}`, cookie: sender, payload: {} });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    await drain(t);
    expect(await metric(/^rc_deliveries_total\{channel="EMAIL",status="SENT"\}/)).toBe(
      'rc_deliveries_total{channel="EMAIL",status="SENT"} 2',
    );
    expect(await metric(/^rc_deliveries_total\{channel="IN_APP",status="SENT"\}/)).toBe(
      'rc_deliveries_total{channel="IN_APP",status="SENT"} 2',
    );
  });

  it('says whether the node is ready and whether the audit chain was broken at its last walk', async () => {
    expect(await metric(/^rc_ready /)).toBe('rc_ready 1');
    // Before its first walk a node reports no break.
    expect(await metric(/^rc_audit_chain_broken /)).toBe('rc_audit_chain_broken 0');
    await t.app.checkAuditChain();
    expect(await metric(/^rc_audit_chain_broken /)).toBe('rc_audit_chain_broken 0');
    expect(Number((await metric(/^rc_audit_chain_checked_timestamp_seconds /))!.split(' ')[1])).toBeGreaterThan(
      Date.now() / 1000 - 60,
    );
    // The chain's head counts one entry more than there is (an entry removed): the next walk says so.
    await t.ctx.db.kysely
      .updateTable('audit_chain')
      .set((eb) => ({ seq: eb('seq', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    await t.app.checkAuditChain();
    expect(await metric(/^rc_audit_chain_broken /)).toBe('rc_audit_chain_broken 1');
    t.app.drain();
    expect(await metric(/^rc_ready /)).toBe('rc_ready 0');
  });

  it('says how long the oldest audit entry has waited for the sealer', async () => {
    await t.ctx.auditSealer.sealNow();
    expect(await metric(/^rc_audit_unsealed_oldest_seconds /)).toBe('rc_audit_unsealed_oldest_seconds 0');
    await writeAudit(t.ctx.db.kysely, {
      actorId: null,
      action: 'waits',
      entity: 'test',
      entityId: 1,
      at: t.clock.now().toISOString(),
    });
    t.clock.advance(45_000);
    expect(await metric(/^rc_audit_unsealed_oldest_seconds /)).toBe('rc_audit_unsealed_oldest_seconds 45');
    await t.ctx.auditSealer.sealNow();
    expect(await metric(/^rc_audit_unsealed_oldest_seconds /)).toBe('rc_audit_unsealed_oldest_seconds 0');
  });
});

describe('without METRICS_TOKEN', () => {
  it('there is no metrics call: a 404 that says how to turn them on, not the console page', async () => {
    // A built console answers every other unknown address with its page.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Research Console</title>');
    const t = await createTestApp('sqlite', { env: { CONSOLE_DIST: dist } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(JSON.parse(res.body).error.message).toMatch(/METRICS_TOKEN/);
      expect((await t.app.inject({ method: 'GET', url: '/category' })).body).toMatch(/Research Console/);
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
