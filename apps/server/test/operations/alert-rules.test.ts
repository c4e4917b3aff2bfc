import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '@/config.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const RULES = path.join(REPO_ROOT, 'deploy/prometheus/alerts.yml');
const TOKEN = 'alert-rules-metrics-token';

type Rule = { alert: string; expr: string; for?: string; labels: { severity: string }; annotations: Record<string, string> };

/** The metric families a rule reads (a histogram's series end in _bucket, _sum or _count). */
const metricsIn = (expr: string) => [...expr.matchAll(/\b(rc_[a-z_]+?)(_bucket|_sum|_count)?\b/g)].map((m) => m[1]!);

describe('the alert rules (deploy/prometheus/alerts.yml)', () => {
  let t: TestApp;
  let scraped: string;
  let rules: Rule[];
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { METRICS_TOKEN: TOKEN } });
    scraped = (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const file = parse(fs.readFileSync(RULES, 'utf8')) as { groups: Array<{ name: string; rules: Rule[] }> };
    rules = file.groups.flatMap((group) => group.rules);
  });
  afterAll(async () => t?.close());

  it('watch what the issue names: 5xx rate, p99 latency, overdue jobs, failing deliveries, readiness, the audit chain', () => {
    const reads = (metric: string) => rules.filter((rule) => metricsIn(rule.expr).includes(metric)).map((rule) => rule.alert);
    expect(reads('rc_http_requests_total')).toEqual(['ResearchConsoleServerErrors']);
    expect(reads('rc_http_request_duration_seconds')).toEqual(['ResearchConsoleSlowRequests']);
    expect(rules.find((rule) => rule.alert === 'ResearchConsoleSlowRequests')!.expr).toContain('histogram_quantile(0.99');
    expect(reads('rc_jobs_oldest_due_seconds')).toEqual(['ResearchConsoleJobsOverdue']);
    expect(reads('rc_deliveries_total')).toEqual(['ResearchConsoleDeliveriesFailing']);
    expect(reads('rc_ready')).toEqual(['ResearchConsoleNotReady']);
    expect(reads('rc_audit_chain_broken')).toEqual(['ResearchConsoleAuditChainBroken']);
    expect(reads('rc_audit_unsealed_oldest_seconds')).toEqual(['ResearchConsoleAuditUnsealed']);
  });

  it('read only metrics the server exposes, and each says how severe it is and what it means', () => {
    const exposed = new Set([...scraped.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!));
    for (const rule of rules) {
      expect(rule.alert).toMatch(/^ResearchConsole[A-Z]\w+$/);
      expect(['page', 'warn'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
      expect(rule.annotations.description, rule.alert).toBeTruthy();
      const read = metricsIn(rule.expr);
      expect(read.length, rule.alert).toBeGreaterThan(0);
      for (const metric of read) expect(exposed.has(metric), `${rule.alert} reads ${metric}`).toBe(true);
    }
  });
});
