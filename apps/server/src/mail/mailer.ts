import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database.ts';
import type { Clock } from '@/context.ts';
import { createMailOutboxRepository } from './mail-outbox.repository.ts';

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
  const outbox = () => createMailOutboxRepository(opts.db.kysely);
  return {
    async send(message) {
      const id = await outbox().insert(message, opts.clock.now().toISOString());
      if (!opts.smtpUrl) {
        opts.log.info(
          { mailTo: message.to, subject: message.subject },
          `mail (no SMTP configured, kept in outbox):\n${message.text}`,
        );
        return;
      }
      try {
        await (await getTransport()).sendMail({ from: opts.from, ...message });
        await outbox().markSent(id, opts.clock.now().toISOString());
      } catch (err) {
        opts.log.error({ err, mailTo: message.to }, 'mail could not be sent');
        await outbox().markFailed(id, err instanceof Error ? err.message.slice(0, 500) : 'send failed');
      }
    },
  };
}
