import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database.ts';
import type { Clock } from '@/context.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Every message is written to the outbox table first. With SMTP configured it is then sent and
 * marked; without, its text (and so its links) goes to the log, so resets work on a laptop.
 */
export function createMailer(opts: { db: Db; clock: Clock; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  // nodemailer is loaded only when SMTP is configured: a laptop set-up never pays for it.
  let transport: Promise<Transporter> | undefined;
  const getTransport = () => (transport ??= import('nodemailer').then((m) => m.default.createTransport(opts.smtpUrl!)));
  return {
    async send(message) {
      const created = await opts.db.kysely
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          created_at: opts.clock.now().toISOString(),
          sent_at: null,
          error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!opts.smtpUrl) {
        opts.log.info(
          { mailTo: message.to, subject: message.subject },
          `mail (no SMTP configured, kept in outbox):\n${message.text}`,
        );
        return;
      }
      try {
        await (await getTransport()).sendMail({ from: opts.from, ...message });
        await opts.db.kysely
          .updateTable('mail_outbox')
          .set({ sent_at: opts.clock.now().toISOString() })
          .where('id', '=', created.id)
          .execute();
      } catch (err) {
        opts.log.error({ err, mailTo: message.to }, 'mail could not be sent');
        await opts.db.kysely
          .updateTable('mail_outbox')
          .set({ error: err instanceof Error ? err.message.slice(0, 500) : 'send failed' })
          .where('id', '=', created.id)
          .execute();
      }
    },
  };
}
