import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createChangeChannel } from '@/db/change-channel.ts';
import type { Db } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { createNotificationRepository } from './notification.repository.ts';

/** The PostgreSQL channel of unread counts: its payload is the recipients' ids, comma-separated. */
export const NOTIFICATION_CHANNEL = 'rc_notifications';
/** Changes within this window are told once per person. */
const COALESCE_MS = 40;
/** pg_notify payloads stay well under PostgreSQL's 8,000-byte limit. */
const IDS_PER_NOTICE = 500;

export type UnreadListener = (total: number) => void;

/**
 * Each signed-in console's unread count, live on every node: a writer tells the recipients whose
 * count moved (`changed`, inside its transaction); every node re-reads the count of those of them
 * it has open streams for and sends it when it differs from the last one sent.
 */
export function createNotificationLive(deps: { db: Db; databaseUrl: string; log: FastifyBaseLogger }) {
  const listeners = new Map<number, Set<UnreadListener>>();
  const last = new Map<number, number>();
  const due = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  async function recount(): Promise<void> {
    const ids = [...due].filter((id) => listeners.has(id));
    due.clear();
    const repo = createNotificationRepository(deps.db.kysely);
    for (const id of ids) {
      try {
        const total = await repo.unreadCount(id);
        if (last.get(id) === total) continue;
        last.set(id, total);
        for (const listen of listeners.get(id) ?? []) listen(total);
      } catch (err) {
        deps.log.warn({ err, staffId: id }, 'could not read an unread notification count');
      }
    }
  }

  function heard(ids: Iterable<number>): void {
    for (const id of ids) if (listeners.has(id)) due.add(id);
    if (due.size === 0 || timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void recount();
    }, COALESCE_MS);
  }

  const channel = createChangeChannel({
    db: deps.db,
    databaseUrl: deps.databaseUrl,
    channel: NOTIFICATION_CHANNEL,
    log: deps.log,
    label: 'Notification',
    onChange: (payload) => heard(payload.split(',').map(Number).filter(Number.isInteger)),
    onReset: () => heard(listeners.keys()),
  });

  return {
    start: () => channel.start(),

    /** Tell every node that these people's unread counts moved (inside the change's transaction). */
    async changed(executor: Kysely<Database>, recipients: readonly number[]): Promise<void> {
      for (let i = 0; i < recipients.length; i += IDS_PER_NOTICE)
        await channel.tell(executor, recipients.slice(i, i + IDS_PER_NOTICE).join(','));
    },

    /** Receive `staffId`'s unread count whenever it moves; answers the current one. */
    async subscribe(staffId: number, listen: UnreadListener): Promise<{ total: number; unsubscribe: () => void }> {
      const total = await createNotificationRepository(deps.db.kysely).unreadCount(staffId);
      let set = listeners.get(staffId);
      if (!set) listeners.set(staffId, (set = new Set()));
      set.add(listen);
      last.set(staffId, total);
      return {
        total,
        unsubscribe: () => {
          set.delete(listen);
          if (set.size === 0 && listeners.get(staffId) === set) {
            listeners.delete(staffId);
            last.delete(staffId);
          }
        },
      };
    },

    async close(): Promise<void> {
      closed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
      await channel.close();
    },
  };
}

export type NotificationLive = ReturnType<typeof createNotificationLive>;
