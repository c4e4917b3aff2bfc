import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '@/context.ts';
import { onChainSkip } from '@/audit/audit-chain.repository.ts';
import { createJobRepository } from '@/jobs/job.repository.ts';

/** Counters other parts of the server bump (sign-in); no-ops while metrics are off. */
export type AuthMetrics = { loginFailed(): void; loginThrottled(): void };
const OFF: AuthMetrics = { loginFailed: () => {}, loginThrottled: () => {} };
const authMetrics = new WeakMap<AppContext, AuthMetrics>();
export const metricsOf = (ctx: AppContext): AuthMetrics => authMetrics.get(ctx) ?? OFF;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at `/metrics` (prom-client), only when METRICS_TOKEN is set, and then only
 * for `Authorization: Bearer <METRICS_TOKEN>`. prom-client is loaded only then, so a node without
 * metrics does not carry it. Per route and status: request counts and latency; the database's
 * query timings and pool; the job queue's depth by status; sign-in failures and throttles; writes
 * that went past audit entries placed around the chain; the process (memory, event loop, GC).
 */
export async function registerMetrics(app: FastifyInstance, ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) {
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
  new prom.Gauge({
    name: 'rc_jobs',
    help: 'Background jobs by status (queued is the queue depth, dead are failures that gave up)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await createJobRepository(ctx.db.kysely, ctx.db.dialect).countByStatus();
      for (const status of ['queued', 'running', 'done', 'dead']) this.set({ status }, counts[status] ?? 0);
    },
  });
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
  authMetrics.set(ctx, { loginFailed: () => loginFailures.inc(), loginThrottled: () => loginThrottles.inc() });
  const chainSkips = new prom.Counter({
    name: 'rc_audit_chain_skips_total',
    help: 'Audited writes that found entries beyond the audit chain head (placed around its writers) and went past them',
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
