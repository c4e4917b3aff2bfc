import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database.ts';
import type { Clock } from '@/context.ts';
import { createMailOutboxRepository } from './mail-outbox.repository.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

/** A message the mail server would not take: `permanent` when trying again cannot help (5xx, a bad address). */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export type Mailer = {
  /** With SMTP configured, messages go out; without, they stay in the outbox table. */
  readonly smtp: boolean;
  /** One message, written to the outbox first (resets, invitations, tests); a refusal is logged and kept. */
  send(message: MailMessage): Promise<void>;
  /**
   * The same, for a durable job: a refusal that a later attempt may get past (4xx, a broken
   * connection) is thrown as a MailError after the outbox row records it, so the job runs again.
   */
  deliver(message: MailMessage): Promise<void>;
  /**
   * Hand one message to the SMTP server, nothing else (the delivery module keeps its own record of
   * each message). Throws a MailError saying whether a later attempt may succeed.
   */
  transmit(message: MailMessage): Promise<void>;
};

/** SMTP replies 5xx and nodemailer's envelope errors are final; connection trouble and 4xx are worth another try. */
function toMailError(err: unknown): MailError {
  const e = err as { message?: string; responseCode?: number; code?: string };
  const text = (e.message ?? 'send failed').slice(0, 500);
  const permanent = typeof e.responseCode === 'number' ? e.responseCode >= 500 : e.code === 'EENVELOPE';
  return new MailError(text, permanent);
}

/**
 * Every message is written to the outbox table first. With SMTP configured it is then sent and
 * marked; without, its text (and so its links) goes to the log, so resets work on a laptop.
 */
export function createMailer(opts: { db: Db; clock: Clock; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  // nodemailer is loaded only when SMTP is configured: a laptop set-up never pays for it. A pool of
  // a few connections keeps a blast from opening one per message.
  let transport: Promise<Transporter> | undefined;
  const getTransport = () =>
    (transport ??= import('nodemailer').then((m) =>
      m.default.createTransport({ url: opts.smtpUrl!, pool: true, maxConnections: 4 } as Parameters<
        typeof m.default.createTransport
      >[0]),
    ));
  const outbox = () => createMailOutboxRepository(opts.db.kysely);
  async function transmit(message: MailMessage): Promise<void> {
    if (!opts.smtpUrl) throw new MailError('No SMTP server is configured', true);
    try {
      await (await getTransport()).sendMail({ from: opts.from, ...message });
    } catch (err) {
      throw toMailError(err);
    }
  }
  async function deliver(message: MailMessage): Promise<void> {
    const id = await outbox().insert(message, opts.clock.now().toISOString());
    if (!opts.smtpUrl) {
      opts.log.info(
        { mailTo: message.to, subject: message.subject },
        `mail (no SMTP configured, kept in outbox):\n${message.text}`,
      );
      return;
    }
    try {
      await transmit(message);
      await outbox().markSent(id, opts.clock.now().toISOString());
    } catch (err) {
      opts.log.error({ err, mailTo: message.to }, 'mail could not be sent');
      await outbox().markFailed(id, err instanceof Error ? err.message.slice(0, 500) : 'send failed');
      if (err instanceof MailError && !err.permanent) throw err;
    }
  }
  return {
    smtp: Boolean(opts.smtpUrl),
    transmit,
    async send(message) {
      try {
        await deliver(message);
      } catch (err) {
        // Refused for now: the outbox row says so; a reset or an invite is asked for again by hand.
        if (!(err instanceof MailError)) throw err;
      }
    },
    deliver,
  };
}
