import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { loadPg, type Db } from './database.ts';
import type { Database } from './schema.ts';

const RECONNECT_MS = 2000;

/**
 * A change told to every API node (docs/decisions/009): on PostgreSQL a NOTIFY on `channel`,
 * which the database delivers at commit to every node listening (this one included), so nobody
 * hears of a change that did not commit and every node hears of each one; each node keeps one
 * LISTEN connection, reopened when it drops (`onReset` then says that changes may have been missed).
 * On SQLite there is one process: the change is heard at once.
 */
export function createChangeChannel(deps: {
  db: Db;
  databaseUrl: string;
  channel: string;
  log: FastifyBaseLogger;
  /** A change was told, with its payload ('' when it carried none). */
  onChange: (payload: string) => void;
  /** The listener (re)connected: whatever was told meanwhile was missed. */
  onReset: () => void;
  /** What the log calls it ("Circle change", "notification"). */
  label: string;
}) {
  const postgres = deps.db.dialect === 'postgres';
  let listener: pg.Client | null = null;
  let connecting = false;
  let closed = false;

  async function listen(): Promise<void> {
    if (!postgres || listener || connecting || closed) return;
    connecting = true;
    const client = new (loadPg().Client)({ connectionString: deps.databaseUrl });
    const retry = () => {
      if (listener === client) listener = null;
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      deps.onReset();
      if (!closed) setTimeout(() => void listen(), RECONNECT_MS).unref();
    };
    try {
      client.on('error', (err) => {
        deps.log.warn({ err }, `${deps.label} listener lost its connection; reconnecting`);
        retry();
      });
      await client.connect();
      await client.query(`listen ${deps.channel}`);
      client.on('notification', (message) => deps.onChange(message.payload ?? ''));
      listener = client;
      deps.onReset();
    } catch (err) {
      deps.log.warn({ err }, `${deps.label} listener could not connect; retrying`);
      retry();
    } finally {
      connecting = false;
    }
  }

  return {
    /** Start listening for other nodes' changes (PostgreSQL). */
    start: () => listen(),

    /** True while this node hears every change. */
    hearsEverything: () => !postgres || listener !== null,

    /** Tell every node, at the commit of `executor`'s transaction (SQLite: this node, now). */
    async tell(executor: Kysely<Database>, payload = ''): Promise<void> {
      if (postgres) await sql`select pg_notify(${deps.channel}, ${payload})`.execute(executor);
      else deps.onChange(payload);
    },

    async close(): Promise<void> {
      closed = true;
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
}

export type ChangeChannel = ReturnType<typeof createChangeChannel>;
