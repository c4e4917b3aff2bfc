import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '@/context.ts';
import { createChangeChannel } from '@/db/change-channel.ts';
import type { Db } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';

export type PendingTotalListener = (total: number) => void;

/** The PostgreSQL channel every API node listens on (docs/decisions/009). */
export const CIRCLE_CHANNEL = 'rc_circle_changed';
/** Changes within this window are told once: a burst of responses is one message, not fifty. */
const COALESCE_MS = 40;
const KNOWN_MAX_AGE_MS = 30_000;

/**
 * The live pending total of Circle articles, on every API node: the remembered total (forgotten at
 * each change) and the signed-in consoles' badges (told the new total when it moved). Cached list
 * answers need none of this: they are kept under the change counters (src/http/answer-cache.ts).
 *
 * Writers call `changed(trx)` inside the transaction of the change. On PostgreSQL that is a
 * NOTIFY, which the database delivers at commit to every node listening on the channel (this one
 * included), so nobody hears of a change that did not commit and every node hears of each one.
 * On SQLite there is one process: the feed acts at once (readers wait for the writer's
 * transaction on the single connection, so nothing read afterwards is older than the change).
 */
export function createCircleChangeFeed(deps: {
  db: Db;
  databaseUrl: string;
  readTotal: () => Promise<number>;
  log: FastifyBaseLogger;
}) {
  const totalListeners = new Set<PendingTotalListener>();
  let last: number | undefined;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let rerun = false;
  let closed = false;
  /** The pending total as last read, until the next change (or KNOWN_MAX_AGE_MS, for changes made outside the app). */
  let known: { total: number; at: number } | undefined;
  let generation = 0;

  async function readAndRemember(): Promise<number> {
    const started = generation;
    const total = await deps.readTotal();
    if (started === generation) known = { total, at: Date.now() };
    return total;
  }

  function schedule(): void {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void recompute();
    }, COALESCE_MS);
  }

  async function recompute(): Promise<void> {
    if (totalListeners.size === 0) return;
    if (running) {
      rerun = true;
      return;
    }
    running = true;
    try {
      const total = await readAndRemember();
      if (total !== last) {
        last = total;
        for (const listen of totalListeners) listen(total);
      }
    } catch (err) {
      deps.log.warn({ err }, 'could not read the Circle pending total');
    } finally {
      running = false;
      if (rerun) {
        rerun = false;
        schedule();
      }
    }
  }

  function heard(): void {
    generation++;
    known = undefined;
    schedule();
  }

  const channel = createChangeChannel({
    db: deps.db,
    databaseUrl: deps.databaseUrl,
    channel: CIRCLE_CHANNEL,
    log: deps.log,
    label: 'Circle change',
    onChange: heard,
    // Whatever was missed meanwhile: forget the remembered total, re-read it.
    onReset: heard,
  });
  const hearsEverything = channel.hearsEverything;

  return {
    /** Start listening for other nodes' changes (PostgreSQL). */
    start: () => channel.start(),

    /** True while this node hears every change: the remembered total may be trusted. */
    hearsEverything,

    /** The pending total: remembered between changes while this node hears every change, else read. */
    async pendingTotal(): Promise<number> {
      if (known && hearsEverything() && Date.now() - known.at < KNOWN_MAX_AGE_MS) return known.total;
      return readAndRemember();
    },

    /** Start receiving pending totals; answers the current one for the first message. */
    async subscribe(onTotal: PendingTotalListener): Promise<{ total: number; unsubscribe: () => void }> {
      const total = await readAndRemember();
      if (totalListeners.size === 0) last = total;
      totalListeners.add(onTotal);
      return { total, unsubscribe: () => void totalListeners.delete(onTotal) };
    },

    /** Call inside the transaction of every change to Circle articles (`db` outside one). */
    async changed(executor: Kysely<Database> = deps.db.kysely): Promise<void> {
      await channel.tell(executor);
      // This node forgets at once, so its own next answer is fresh; on PostgreSQL the notification
      // makes it forget again at commit (a read between now and then may have seen the old state).
      heard();
    },

    async close(): Promise<void> {
      closed = true;
      totalListeners.clear();
      if (timer) clearTimeout(timer);
      await channel.close();
    },
  };
}

export type CircleChangeFeed = ReturnType<typeof createCircleChangeFeed>;

/** Each app's feed, for the engine hooks of Circle articles (they get the app's context, not the module). */
const feeds = new WeakMap<AppContext, CircleChangeFeed>();
export const registerCircleFeed = (ctx: AppContext, feed: CircleChangeFeed) => void feeds.set(ctx, feed);
export const circleFeedOf = (ctx: AppContext): CircleChangeFeed | undefined => feeds.get(ctx);
