import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

/** Failed sign-ins, the throttle's memory (login_failures). */
export function createLoginFailureRepository(db: Kysely<Database>) {
  return {
    /** When the newest `max` failures of an account or an IP since `since` happened, newest first. */
    async recentTimes(column: 'email_key' | 'ip', value: string, since: string, max: number): Promise<string[]> {
      const rows = await db
        .selectFrom('login_failures')
        .select('created_at')
        .where(column, '=', value)
        .where('created_at', '>', since)
        .orderBy('created_at', 'desc')
        .limit(max)
        .execute();
      return rows.map((row) => row.created_at);
    },
    insert(row: { emailKey: string; ip: string; at: string }) {
      return db.insertInto('login_failures').values({ email_key: row.emailKey, ip: row.ip, created_at: row.at }).execute();
    },
    deleteBefore(at: string) {
      return db.deleteFrom('login_failures').where('created_at', '<', at).execute();
    },
    deleteForEmail(emailKey: string) {
      return db.deleteFrom('login_failures').where('email_key', '=', emailKey).execute();
    },
  };
}
