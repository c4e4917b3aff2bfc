import type { Kysely } from 'kysely';
import { prunable } from '@/db/retention.ts';
import type { Database } from '@/db/schema.ts';
import type { MailMessage } from './mailer.ts';

/** Every mail the console sends (mail_outbox), with when it went out or why it did not. */
export function createMailOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(message: MailMessage, at: string): Promise<number> {
      const row = await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          created_at: at,
          sent_at: null,
          error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    markSent(id: number, at: string) {
      return db.updateTable('mail_outbox').set({ sent_at: at }).where('id', '=', id).execute();
    },
    markFailed(id: number, error: string) {
      return db.updateTable('mail_outbox').set({ error }).where('id', '=', id).execute();
    },
  };
}

/** Mail written to the outbox, sent or not (RETENTION_DAYS_MAIL_OUTBOX). */
export const oldOutboxMail = prunable({
  kind: 'mail_outbox',
  table: 'mail_outbox',
  key: 'id',
  old: (eb, before) => eb('created_at', '<', before),
});
