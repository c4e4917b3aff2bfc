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
    /** What `/api/ready` answers (the metrics report it too). */
    readiness(): Promise<Readiness>;
  }
}

const readinessSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['current', 'pending', 'unknown']),
  shutting_down: z.boolean(),
});
export type Readiness = z.infer<typeof readinessSchema>;

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
  app.decorate('readiness', async (): Promise<Readiness> => {
    const database = (await ctx.db.ping()) ? ('up' as const) : ('down' as const);
    let migrations: Readiness['migrations'] = 'unknown';
    if (database === 'up') {
      migrations = await pendingMigrations(ctx.db.kysely).then(
        (pending) => (pending.length === 0 ? 'current' : 'pending'),
        () => 'unknown' as const,
      );
    }
    return { ready: database === 'up' && migrations === 'current' && !draining, database, migrations, shutting_down: draining };
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
      const data = await app.readiness();
      if (data.ready) return { data };
      const why = data.shutting_down
        ? 'This node is shutting down.'
        : data.database === 'down'
          ? 'The database is not reachable.'
          : 'The database is missing migrations this code needs.';
      return reply.status(503).send({ data, error: { code: 'UNAVAILABLE', message: why } });
    },
  );
}
