import type { FastifyInstance } from 'fastify';
import { CIRCLE_EVENT_TOTAL, CIRCLE_ROUTES } from '@rc/contract/circle';
import { requirePermission } from '@/auth/access.ts';
import { eventStreams, type EventStream } from '@/http/event-stream.ts';
import type { CircleChangeFeed } from './circle-change.feed.ts';

/**
 * `GET /api/circle-research/events`: a server-sent event stream for signed-in consoles holding
 * read on COMMUNITYRESEARCH. It carries the console's usual Authorization header (the console
 * reads it with fetch, not EventSource; decision 009), so the CSRF defence is the same as for any
 * call. Each `total` event holds `{ totalRequest }`; the first one is sent at once.
 */
export function registerCircleEventRoutes(app: FastifyInstance, feed: CircleChangeFeed): void {
  const streams = eventStreams(app);

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
      const opened: { stream?: EventStream } = {};
      const { total, unsubscribe } = await feed.subscribe((next) =>
        opened.stream?.send(CIRCLE_EVENT_TOTAL, { totalRequest: next }),
      );
      const stream = (opened.stream = streams.open(request, reply, unsubscribe));
      stream.send(CIRCLE_EVENT_TOTAL, { totalRequest: total });
    },
  );

  app.addHook('preClose', async () => feed.close());
}
