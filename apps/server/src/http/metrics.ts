import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CampaignChannel } from '@rc/contract/deliveries';
import type { AppContext } from '@/context.ts';
import { onChainSkip, unsealedEntries } from '@/audit/audit-chain.repository.ts';
import { verifyAuditChain } from '@/audit/audit-chain-verify.repository.ts';
import { createJobRepository } from '@/jobs/job.repository.ts';

/** What a delivery came to: sent, failed for good, cancelled before it went, or to be tried again. */
export type DeliveryOutcome = 'SENT' | 'FAILED' | 'CANCELLED' | 'RETRY';

/** Counters other parts of the server bump (sign-in, sending); no-ops while metrics are off. */
export type ServerMetrics = {
  loginFailed(): void;
  loginThrottled(): void;
  deliveriesDone(channel: CampaignChannel, outcome: DeliveryOutcome, count: number): void;
  /** Staff notifications written, by kind. */
  notified(kind: string, count: number): void;
  /** Webhook delivery attempts by outcome (`delivered`, `failed`, `refused`, `paused`). */
  webhookDelivered(status: string): void;
};
const OFF: ServerMetrics = {
  loginFailed: () => {},
  loginThrottled: () => {},
  deliveriesDone: () => {},
  notified: () => {},
  webhookDelivered: () => {},
};
const serverMetrics = new WeakMap<AppContext, ServerMetrics>();
export const metricsOf = (ctx: AppContext): ServerMetrics => serverMetrics.get(ctx) ?? OFF;

declare module 'fastify' {
  interface FastifyInstance {
    /** Walk the audit chain now for `rc_audit_chain_broken` (every 6 hours; nothing to do with metrics off). */
    checkAuditChain(): Promise<void>;
  }
}

/**
 * How often a node walks the whole audit chain for `rc_audit_chain_broken` (the first walk a minute
 * after start). A walk hashes every entry: 100,000 entries took 2.6–6.7 s on SQLite and 4.0–4.6 s on
 * PostgreSQL on a 2-core machine under a load average of 20, in pages of 2,000 between requests.
 */
export const AUDIT_CHECK_EVERY_MS = 6 * 60 * 60 * 1000;
const FIRST_AUDIT_CHECK_MS = 60 * 1000;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at `/metrics` (prom-client), only when METRICS_TOKEN is set, and then only
 * for `Authorization: Bearer <METRICS_TOKEN>`. prom-client is loaded only then, so a node without
 * metrics does not carry it. Per route and status: request counts and latency; the database's
 * query timings and pool; jobs by kind and status and how long the oldest due one of each kind has
 * waited; deliveries by channel and outcome; sign-in failures and throttles; writes that went past
 * audit entries placed around the chain; readiness; whether the audit chain was broken at its last
 * walk; the process (memory, event loop, GC). The alert rules in deploy/prometheus/alerts.yml read
 * these names.
 *
 * What is read from the database at a scrape is left out of that scrape when the database does not
 * answer, so the scrape itself still succeeds and says the node is not ready.
 */
export async function registerMetrics(app: FastifyInstance, ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) {
    app.decorate('checkAuditChain', async () => {});
    // Not the console's page (which answers every other unknown address): a scraper is told why.
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) =>
      reply.status(404).send({
        error: {
          code: 'NOT_FOUND',
          message: 'Metrics are off on this server: set METRICS_TOKEN to turn them on.',
          request_id: request.id,
        },
      }),
    );
    return;
  }
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry, prefix: 'rc_' });

  const requests = new prom.Counter({
    name: 'rc_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new prom.Histogram({
    name: 'rc_http_request_duration_seconds',
    help: 'Time to answer, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const queries = new prom.Histogram({
    name: 'rc_db_query_duration_seconds',
    help: 'Database query time, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1],
    registers: [registry],
  });
  ctx.db.observeQueries((ms, failed) => queries.observe({ outcome: failed ? 'error' : 'ok' }, ms / 1000));
  new prom.Gauge({
    name: 'rc_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = ctx.db.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const jobs = createJobRepository(ctx.db.kysely, ctx.db.dialect);
  /** A collector that reads the database: on a failure the metric is left out of this scrape. */
  const fromDatabase =
    <T>(read: () => Promise<T>, write: (value: T) => void) =>
    async () => {
      const value = await read().catch(() => undefined);
      if (value !== undefined) write(value);
    };
  new prom.Gauge({
    name: 'rc_jobs',
    help: 'Background jobs by kind and status (queued is the queue depth, dead are jobs that gave up)',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await fromDatabase(
        () => jobs.summary(),
        (rows) => {
          for (const { kind, status, n } of rows) this.set({ kind, status }, n);
        },
      )();
    },
  });
  new prom.Gauge({
    name: 'rc_jobs_oldest_due_seconds',
    help: 'Per kind, how long the oldest job that is due has waited to run (0: none waiting)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const now = ctx.clock.now();
      await fromDatabase(
        () => jobs.oldestDue(now.toISOString()),
        (rows) => {
          for (const kind of ctx.jobs.kinds()) this.set({ kind }, 0);
          for (const { kind, since } of rows) this.set({ kind }, Math.max(0, (now.getTime() - Date.parse(since)) / 1000));
        },
      )();
    },
  });
  const deliveries = new prom.Counter({
    name: 'rc_deliveries_total',
    help: 'Campaign messages by channel and outcome (SENT, FAILED, CANCELLED, RETRY: refused for a passing reason, tried again later)',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
  });
  new prom.Gauge({
    name: 'rc_ready',
    help: 'Whether this node is ready (1) or not (0), as /api/ready answers',
    registers: [registry],
    async collect() {
      this.set((await app.readiness()).ready ? 1 : 0);
    },
  });
  // Broken, not intact: 0 until a walk finds otherwise, so a node that has not walked the chain yet raises nothing.
  const auditBroken = new prom.Gauge({
    name: 'rc_audit_chain_broken',
    help: 'Whether the audit chain was broken (1) or held (0) when this node last walked it (every 6 hours)',
    registers: [registry],
  });
  const auditChecked = new prom.Gauge({
    name: 'rc_audit_chain_checked_timestamp_seconds',
    help: 'When this node last walked the audit chain to the end',
    registers: [registry],
  });
  const checkAuditChain = async () => {
    const report = await verifyAuditChain(ctx.db.kysely);
    auditBroken.set(report.ok ? 0 : 1);
    auditChecked.set(Date.now() / 1000);
    if (!report.ok) ctx.log.error({ audit: report }, 'the audit chain does not hold');
  };
  const auditTimers = [
    setTimeout(
      () => void checkAuditChain().catch((err) => ctx.log.warn({ err }, 'audit chain check failed')),
      FIRST_AUDIT_CHECK_MS,
    ),
    setInterval(
      () => void checkAuditChain().catch((err) => ctx.log.warn({ err }, 'audit chain check failed')),
      AUDIT_CHECK_EVERY_MS,
    ),
  ];
  for (const timer of auditTimers) timer.unref();
  app.addHook('onClose', async () => auditTimers.forEach((timer) => clearTimeout(timer)));
  app.decorate('checkAuditChain', checkAuditChain);
  const loginFailures = new prom.Counter({
    name: 'rc_login_failures_total',
    help: 'Sign-ins refused for a wrong email or password',
    registers: [registry],
  });
  const loginThrottles = new prom.Counter({
    name: 'rc_login_throttled_total',
    help: 'Sign-ins refused by the throttle before any password check',
    registers: [registry],
  });
  const notifications = new prom.Counter({
    name: 'rc_notifications_total',
    help: 'Staff notifications written, by kind (submitted, sent-back, published, …)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const webhookDeliveries = new prom.Counter({
    name: 'rc_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome (delivered, failed, refused, paused)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  serverMetrics.set(ctx, {
    notified: (kind, count) => {
      if (count > 0) notifications.inc({ kind }, count);
    },
    webhookDelivered: (status) => webhookDeliveries.inc({ status }),
    loginFailed: () => loginFailures.inc(),
    loginThrottled: () => loginThrottles.inc(),
    deliveriesDone: (channel, status, count) => {
      if (count > 0) deliveries.inc({ channel, status }, count);
    },
  });
  new prom.Gauge({
    name: 'rc_audit_unsealed_oldest_seconds',
    help: 'How long the oldest audit entry not sealed into the chain yet has waited (0: none waiting); the sealer places them within about a second',
    registers: [registry],
    async collect() {
      const now = ctx.clock.now().getTime();
      await fromDatabase(
        () => unsealedEntries(ctx.db.kysely),
        ({ oldest_at }) => this.set(oldest_at === null ? 0 : Math.max(0, (now - Date.parse(oldest_at)) / 1000)),
      )();
    },
  });
  const chainSkips = new prom.Counter({
    name: 'rc_audit_chain_skips_total',
    help: 'Audit seals that found entries beyond the audit chain head (placed around its sealer) and went past them',
    registers: [registry],
  });
  const stopSkips = onChainSkip(() => chainSkips.inc());
  app.addHook('onClose', async () => stopSkips());

  app.addHook('onResponse', async (request, reply) => {
    if (request.url === '/metrics') return;
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { access: 'open' }, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({
          error: { code: 'UNAUTHENTICATED', message: 'Send Authorization: Bearer <METRICS_TOKEN>.', request_id: request.id },
        });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
