import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { CIRCLE_EVENT_TOTAL, CIRCLE_ROUTES } from '@rc/contract/circle';
import { requirePermission } from '@/auth/access.ts';
import type { CircleChangeFeed } from './circle-change.feed.ts';

const HEARTBEAT_MS = 20_000;
/** A stream ends after this long; the console reconnects, which checks the session again. */
const MAX_STREAM_MS = 30 * 60_000;

/**
 * `GET /api/circle-research/events`: a server-sent event stream for signed-in consoles holding
 * read on COMMUNITYRESEARCH. It carries the console's usual Authorization header (the console
 * reads it with fetch, not EventSource; decision 009), so the CSRF defence is the same as for any
 * call. Each `total` event holds `{ totalRequest }`; the first one is sent at once.
 */
export function registerCircleEventRoutes(app: FastifyInstance, feed: CircleChangeFeed): void {
  const open = new Set<ServerResponse>();

  app.get(
    `/api${CIRCLE_ROUTES.events}`,
    {
      config: { access: requirePermission('COMMUNITYRESEARCH', 'read') },
      schema: {
        tags: ['Circle research'],
        summary: 'Server-sent events: the pending total (PENDING + REQUEST) whenever it changes',
        description:
          'text/event-stream. Events: `total` with data `{"totalRequest": n}`, sent on connect and on every change; a comment line every 20 s keeps proxies from closing the stream. The stream ends after 30 minutes; reconnect.',
      },
    },
    async (request, reply) => {
      const raw = reply.raw;
      const send = (total: number) => {
        if (!raw.writableEnded) raw.write(`event: ${CIRCLE_EVENT_TOTAL}\ndata: ${JSON.stringify({ totalRequest: total })}\n\n`);
      };
      const { total, unsubscribe } = await feed.subscribe(send);
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write('retry: 3000\n\n');
      send(total);
      open.add(raw);
      const heartbeat = setInterval(() => {
        if (!raw.writableEnded) raw.write(': keep-alive\n\n');
      }, HEARTBEAT_MS);
      const expiry = setTimeout(() => raw.end(), MAX_STREAM_MS);
      const finish = () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        open.delete(raw);
      };
      raw.on('close', finish);
    },
  );

  // Open streams would hold a shutdown until its deadline: end them first.
  app.addHook('preClose', async () => {
    for (const raw of open) raw.end();
    await feed.close();
  });
}
