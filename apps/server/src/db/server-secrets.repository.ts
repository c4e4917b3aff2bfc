import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A secret every node shares, made by a migration in `server_secrets` (two-factor, audit-export,
 * mail-links, browser-drafts): keys that sign, seal or derive, the same on every node.
 */
export async function serverSecret(db: Kysely<Database>, name: string): Promise<string> {
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
