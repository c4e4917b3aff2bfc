import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 20_000;
/** A stream ends after this long; the console reconnects, which checks the session again. */
const MAX_STREAM_MS = 30 * 60_000;

export type EventStream = {
  /** One event with its JSON data; nothing once the stream has ended. */
  send(event: string, data: unknown): void;
};

/**
 * The server-sent event streams of one app (the Circle badge, the notification bell): each is
 * opened on a request the access guard let in, keeps proxies from closing it with a comment every
 * 20 s, ends after 30 minutes (the console reconnects) and ends at shutdown, so an open stream
 * never holds a node's close until its deadline.
 */
export function eventStreams(app: FastifyInstance) {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const raw of open) raw.end();
  });
  return {
    /** Take over the reply as a stream; `onClose` runs once when it ends, whoever ends it. */
    open(request: FastifyRequest, reply: FastifyReply, onClose: () => void): EventStream {
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      raw.write('retry: 3000\n\n');
      open.add(raw);
      const heartbeat = setInterval(() => {
        if (!raw.writableEnded) raw.write(': keep-alive\n\n');
      }, HEARTBEAT_MS);
      const expiry = setTimeout(() => raw.end(), MAX_STREAM_MS);
      raw.on('close', () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        open.delete(raw);
        onClose();
      });
      return {
        send(event, data) {
          if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        },
      };
    },
  };
}
