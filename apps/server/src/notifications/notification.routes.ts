import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_EVENT_UNREAD,
  NOTIFICATION_ROUTES,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSettingsBodySchema,
  notificationSettingsResponseSchema,
  readAllResponseSchema,
  readResponseSchema,
  unreadCountResponseSchema,
} from '@rc/contract/notification';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { currentSession } from '@/auth/access.ts';
import { recordEventsOf } from '@/resources/record-events.ts';
import { notFound } from '@/http/errors.ts';
import { eventStreams, type EventStream } from '@/http/event-stream.ts';
import { idOf, idParams } from '@/http/route-helpers.ts';
import { areaLabel } from './notification-areas.ts';
import type { NotificationLive } from './notification-live.ts';
import { createNotificationRepository, oldNotifications, type NotificationRow } from './notification.repository.ts';
import { createNotificationService, NOTIFICATION_DIGEST_JOB } from './notification.service.ts';
import { NOTIFICATION_MAIL_JOB } from './notifier.ts';
import { workflowNotifications } from './workflow-notifications.ts';

const tags = ['Notifications'];
/** How often each node looks for people at their digest hour. */
export const DIGEST_EVERY_MS = 5 * 60_000;

const withLabel = (row: NotificationRow) => ({ ...row, area_label: areaLabel(row.area) });

/**
 * Staff notifications (issue 46): who is told of workflow steps (an engine listener), the calls of
 * the bell and the notifications page, the live unread count, email per event and daily digests.
 * Every call is the signed-in person's own: nobody sees, reads or counts another's.
 */
export function registerNotifications(app: FastifyInstance, ctx: AppContext, live: NotificationLive): void {
  const service = createNotificationService(ctx);
  const repo = () => createNotificationRepository(ctx.db.kysely);
  const me = (request: FastifyRequest) => currentSession(request).userId;
  const now = () => iso(ctx.clock.now());

  recordEventsOf(ctx).listen(workflowNotifications(ctx.notifier));
  ctx.retention.register(oldNotifications);
  ctx.jobs.handle(NOTIFICATION_MAIL_JOB, (job) => service.mailEach((job.payload as { ids: number[] }).ids));
  ctx.jobs.handle(NOTIFICATION_DIGEST_JOB, (job) => service.sendDigest((job.payload as { staffId: number }).staffId));
  // A node that runs no jobs (JOBS_POLL_MS=0) queues no digests either.
  let digests: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await live.start();
    if (ctx.config.jobsPollMs <= 0) return;
    digests = setInterval(
      () => void service.runDigests().catch((err) => app.log.warn({ err }, 'notification digests failed')),
      DIGEST_EVERY_MS,
    );
    digests.unref();
  });
  app.addHook('onClose', async () => clearInterval(digests));
  const streams = eventStreams(app);
  app.addHook('preClose', async () => live.close());

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `/api${NOTIFICATION_ROUTES.list}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The signed-in person’s notifications, newest first',
        description:
          '`unread=true` only unread ones, `false` only read ones; `kind` and `area` narrow further. Each item names its record (`area`, `record_id`) and the console `path` that opens it.',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => {
      const { unread, kind, area, page, limit } = request.query;
      const filter = { unread: unread === undefined ? undefined : unread === 'true', kind, area };
      const { rows, total } = await repo().list(me(request), filter, page, limit);
      return { data: { data: rows.map(withLabel), total, page, limit } };
    },
  );

  r.get(
    `/api${NOTIFICATION_ROUTES.unreadCount}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'How many of the signed-in person’s notifications are unread',
        response: { 200: unreadCountResponseSchema },
      },
    },
    async (request) => ({ data: { total: await repo().unreadCount(me(request)) } }),
  );

  r.post(
    `/api${NOTIFICATION_ROUTES.read}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Mark one of the signed-in person’s notifications read',
        description: 'Reading it again keeps the first time. 404 when there is no such notification of this person.',
        params: idParams,
        response: { 200: readResponseSchema },
      },
    },
    async (request) => {
      const staffId = me(request);
      const notification = await repo().markRead(staffId, idOf(request), now());
      if (!notification) throw notFound(`You have no notification with id ${idOf(request)}. Reload the list.`);
      await live.changed(ctx.db.kysely, [staffId]);
      return { data: { notification: withLabel(notification) } };
    },
  );

  r.post(
    `/api${NOTIFICATION_ROUTES.readAll}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Mark every unread notification of the signed-in person read',
        response: { 200: readAllResponseSchema },
      },
    },
    async (request) => {
      const staffId = me(request);
      const read = await repo().markAllRead(staffId, now());
      if (read > 0) await live.changed(ctx.db.kysely, [staffId]);
      return { data: { read } };
    },
  );

  r.get(
    `/api${NOTIFICATION_ROUTES.events}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Server-sent events: the signed-in person’s unread count whenever it moves',
        description:
          'text/event-stream. Events: `unread` with data `{"total": n}`, sent on connect and whenever the count moves on any node; a comment line every 20 s keeps proxies from closing the stream. The stream ends after 30 minutes; reconnect.',
      },
    },
    async (request, reply) => {
      const opened: { stream?: EventStream } = {};
      const { total, unsubscribe } = await live.subscribe(me(request), (next) =>
        opened.stream?.send(NOTIFICATION_EVENT_UNREAD, { total: next }),
      );
      const stream = (opened.stream = streams.open(request, reply, unsubscribe));
      stream.send(NOTIFICATION_EVENT_UNREAD, { total });
    },
  );

  r.get(
    `/api${NOTIFICATION_ROUTES.settings}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The signed-in person’s notification email: none, each event or a daily digest, and their time zone',
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (request) => {
      const { email, time_zone, chosen } = await repo().settings(me(request));
      return { data: { settings: { email, time_zone, chosen } } };
    },
  );

  r.post(
    `/api${NOTIFICATION_ROUTES.settings}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Choose the notification email and the time zone of the daily digest (08:00 there)',
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (request) => {
      const { email, time_zone } = request.body;
      await repo().saveSettings(me(request), email, time_zone, now());
      return { data: { settings: { email, time_zone, chosen: true } } };
    },
  );
}
