import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@rc/contract/api-paths';
import type { AppContext } from '@/context.ts';
import { pendingMigrations } from '@/db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness turns false at once; the caller then waits and closes (SIGTERM in main.ts). */
    drain(): void;
  }
}

const readinessSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['current', 'pending', 'unknown']),
  shutting_down: z.boolean(),
});

/**
 * Liveness and readiness for load balancers and orchestrators (issue 15), needing no client header:
 * - `/api/health`: the process answers (liveness: restart it when this fails);
 * - `/api/ready`: the database answers, every migration this code knows has run, and the node is
 *   not shutting down (readiness: send it traffic only while this is 200).
 */
export function registerOperationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `/api${API.health}`,
    {
      exposeHeadRoute: true,
      config: { access: 'open' },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (needs no header)',
        response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );

  r.get(
    `/api${API.ready}`,
    {
      exposeHeadRoute: true,
      config: { access: 'open' },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: database reachable, migrations current, not shutting down (needs no header); 503 otherwise',
        response: { 200: z.object({ data: readinessSchema }), 503: z.object({ data: readinessSchema, error: z.any() }) },
      },
    },
    async (_request, reply) => {
      const database = (await ctx.db.ping()) ? ('up' as const) : ('down' as const);
      let migrations: 'current' | 'pending' | 'unknown' = 'unknown';
      if (database === 'up') {
        migrations = await pendingMigrations(ctx.db.kysely).then(
          (pending) => (pending.length === 0 ? 'current' : 'pending'),
          () => 'unknown' as const,
        );
      }
      const data = {
        ready: database === 'up' && migrations === 'current' && !draining,
        database,
        migrations,
        shutting_down: draining,
      };
      if (data.ready) return { data };
      const why = draining
        ? 'This node is shutting down.'
        : database === 'down'
          ? 'The database is not reachable.'
          : 'The database is missing migrations this code needs.';
      return reply.status(503).send({ data, error: { code: 'UNAVAILABLE', message: why } });
    },
  );
}
