import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

/** The PostgreSQL channel every API node listens on (docs/decisions/009). */
export const CIRCLE_CHANNEL = 'rc_circle_changed';

/** PostgreSQL: tell every node listening on CIRCLE_CHANNEL, at the commit of `executor`'s transaction. */
export async function notifyCircleChanged(executor: Kysely<Database>): Promise<void> {
  await sql`select pg_notify(${CIRCLE_CHANNEL}, '')`.execute(executor);
}
