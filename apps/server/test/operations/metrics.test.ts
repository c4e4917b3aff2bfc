import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../test-app.ts';

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
    expect(text).toMatch(/rc_jobs\{status="queued"\} \d+/);
    expect(text).toMatch(/rc_process_resident_memory_bytes \d+/);
    if (dialect === 'postgres') expect(text).toMatch(/rc_db_pool_connections\{state="total"\} [1-9]/);
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
