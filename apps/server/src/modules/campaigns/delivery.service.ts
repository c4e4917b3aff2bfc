import type { CampaignStatus } from '@rc/contract/deliveries';
import { UNSUBSCRIBE_ROUTE } from '@rc/contract/deliveries';
import { API_BASE } from '@rc/contract/api-paths';
import type { AppContext } from '@/context.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { conflict, forbidden, notFound } from '@/http/errors.ts';
import { metricsOf } from '@/http/metrics.ts';
import { MailError } from '@/mail/mailer.ts';
import type { CampaignKind, CampaignRenderer, Recipient } from './campaign-kinds.ts';
import { createCampaignRepository, type CampaignRow } from './campaign.repository.ts';
import { createDeliveryRepository, type Audience } from './delivery.repository.ts';
import { unsubscribeSigner } from './mail-links.ts';
import { recordConsolePath } from '@/notifications/notification-areas.ts';

/** The job that sends a campaign: one pass of a few seconds, followed by the next (decision 017). */
export const SEND_JOB = 'deliveries.send';

/** A pass stops taking new batches after this long, so a node's other jobs are not held up. */
const PASS_MS = 4000;
/**
 * Recipients per batch, written in one transaction when they go to the outbox or the app. Small
 * enough that the console's own requests get the database between two batches (SQLite has one
 * connection), large enough to amortise the statements.
 */
const BATCH = 250;
/** The audience is taken in slices of this many client ids, for the same reason. */
const AUDIENCE_SLICE = 5000;
/** Let waiting requests run before the next batch. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Over SMTP: smaller batches, this many messages in flight at once. */
const SMTP_BATCH = 40;
const SMTP_PARALLEL = 4;
/** A delivery the mail server refused for a passing reason is tried this many times in all. */
export const MAX_ATTEMPTS = 5;

const subjectOf = (kind: CampaignKind, id: number) => `${kind.name}:${id}`;

/** How a campaign's end is told to its author and its sender (issue 46). */
function campaignOutcome(row: CampaignRow, status: 'SENT' | 'FAILED' | 'CANCELLED', dropped: number) {
  const sent = Number(row.sent_count);
  const failed = Number(row.failed_count);
  if (status === 'CANCELLED')
    return {
      kind: 'campaign-cancelled' as const,
      body:
        dropped > 0
          ? `Cancelled: ${dropped} message${dropped === 1 ? '' : 's'} not yet sent will not go.`
          : 'Cancelled before sending.',
    };
  if (status === 'FAILED')
    return { kind: 'campaign-failed' as const, body: `None of the ${failed} messages could be delivered.` };
  if (failed > 0)
    return { kind: 'campaign-partly-failed' as const, body: `${sent} delivered, ${failed} could not be delivered.` };
  return { kind: 'campaign-sent' as const, body: `Delivered to ${sent} recipient${sent === 1 ? '' : 's'}.` };
}

export function createDeliveryService(ctx: AppContext) {
  const db = ctx.db.kysely;
  const now = () => ctx.clock.now().toISOString();
  const campaigns = (trx: typeof db = db) => createCampaignRepository(trx);

  async function loadLive(kind: CampaignKind, id: number, trx: typeof db = db): Promise<CampaignRow> {
    const row = await campaigns(trx).find(kind, id);
    if (!row || row.deleted_at !== null)
      throw notFound(`No ${kind.name.replace('-', ' ')} with id ${id}. It may have been removed; reload the list.`);
    return row;
  }

  const audienceOf = (kind: CampaignKind, row: CampaignRow, at: string): Audience => ({
    plans: row.audience === 'PLANS' ? (JSON.parse(row.plans) as string[]) : [],
    verifiedOnly: Number(row.verified_only) === 1,
    optedInOnly: kind.optedInOnly,
    at,
  });

  /** Outbox or in-app: each batch is written with its deliveries in one transaction, so it happens exactly once. */
  async function writeBatch(
    kind: CampaignKind,
    id: number,
    row: CampaignRow,
    batch: Recipient[],
    render: CampaignRenderer,
    sign: (n: number) => string,
  ) {
    const at = now();
    const channel = kind.channelOf(row);
    const written = await db.transaction().execute(async (trx) => {
      const repo = createDeliveryRepository(trx);
      const moved = new Set(
        await repo.move(
          batch.map((r) => r.deliveryId),
          'PENDING',
          { status: 'SENT', now: at, attempt: true },
        ),
      );
      const taken = batch.filter((r) => moved.has(r.deliveryId));
      if (taken.length === 0) return 0;
      const messages = taken.map((r) => ({ r, m: render(r, unsubscribeUrl(sign(r.clientId))) }));
      if (channel === 'IN_APP')
        await campaigns(trx).insertNotifications(
          messages.map(({ r, m }) => ({
            client_id: r.clientId,
            campaign: kind.name,
            campaign_id: id,
            title: m.subject,
            body: m.summary,
            link: m.link,
            created_at: at,
          })),
        );
      else
        await campaigns(trx).insertOutbox(
          messages.map(({ r, m }) => ({
            to_address: r.email,
            subject: m.subject,
            text_body: m.text,
            html_body: m.html,
            created_at: at,
          })),
        );
      await campaigns(trx).addCounts(kind, id, taken.length, 0);
      return taken.length;
    });
    metricsOf(ctx).deliveriesDone(channel, 'SENT', written);
  }

  /**
   * SMTP: the deliveries are marked SENDING (committed) before the messages are handed over, and
   * SENT, retried or FAILED after. A crash in between leaves them SENDING: the next pass marks them
   * failed rather than risk a second message.
   */
  async function smtpBatch(
    kind: CampaignKind,
    id: number,
    batch: Recipient[],
    render: CampaignRenderer,
    sign: (n: number) => string,
  ) {
    const repo = createDeliveryRepository(db);
    const claimed = new Set(
      await repo.move(
        batch.map((r) => r.deliveryId),
        'PENDING',
        { status: 'SENDING', now: now(), attempt: true },
      ),
    );
    const taken = batch.filter((r) => claimed.has(r.deliveryId));
    const attempts = await repo.attemptsOf(taken.map((r) => r.deliveryId));
    const results: Array<{ r: Recipient; error?: MailError }> = [];
    let next = 0;
    const worker = async () => {
      while (next < taken.length) {
        const r = taken[next++]!;
        const unsubscribe = unsubscribeUrl(sign(r.clientId));
        const m = render(r, unsubscribe);
        try {
          await ctx.mailer.transmit({
            to: r.email,
            subject: m.subject,
            text: m.text,
            html: m.html,
            headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          });
          results.push({ r });
        } catch (err) {
          results.push({ r, error: err instanceof MailError ? err : new MailError(String(err), false) });
        }
      }
    };
    await Promise.all(Array.from({ length: SMTP_PARALLEL }, worker));
    const at = now();
    const outcome = await db.transaction().execute(async (trx) => {
      const tx = createDeliveryRepository(trx);
      const sent = await tx.move(
        results.filter((x) => !x.error).map((x) => x.r.deliveryId),
        'SENDING',
        { status: 'SENT', now: at },
      );
      let failed = 0;
      let retried = 0;
      for (const { r, error } of results) {
        if (!error) continue;
        const attempt = attempts.get(r.deliveryId) ?? 1;
        if (error.permanent || attempt >= MAX_ATTEMPTS) {
          const reason = error.permanent ? error.message : `Gave up after ${attempt} attempts: ${error.message}`;
          failed += (await tx.move([r.deliveryId], 'SENDING', { status: 'FAILED', now: at, error: reason.slice(0, 500) })).length;
        } else {
          const wait = ctx.config.deliveryRetryMs * 2 ** (attempt - 1);
          const nextAt = new Date(ctx.clock.now().getTime() + wait).toISOString();
          retried += (
            await tx.move([r.deliveryId], 'SENDING', { status: 'PENDING', now: at, error: error.message.slice(0, 500), nextAt })
          ).length;
        }
      }
      await campaigns(trx).addCounts(kind, id, sent.length, failed);
      return { sent: sent.length, failed, retried };
    });
    const metrics = metricsOf(ctx);
    metrics.deliveriesDone('EMAIL', 'SENT', outcome.sent);
    metrics.deliveriesDone('EMAIL', 'FAILED', outcome.failed);
    metrics.deliveriesDone('EMAIL', 'RETRY', outcome.retried);
  }

  const unsubscribeUrl = (token: string) => `${ctx.config.publicUrl}${API_BASE}${UNSUBSCRIBE_ROUTE}?token=${token}`;

  /** Finish, or queue the next pass now or at the earliest retry. */
  async function afterPass(kind: CampaignKind, id: number): Promise<void> {
    const repo = createDeliveryRepository(db);
    const { pending, nextAt } = await repo.nextRetry(kind.name, id);
    const subject = subjectOf(kind, id);
    if (pending > 0) {
      const runAt = nextAt && nextAt > now() ? nextAt : now();
      await ctx.jobs.enqueue(db, { kind: SEND_JOB, payload: { campaign: kind.name, id }, subject, runAt });
      return;
    }
    await db.transaction().execute(async (trx) => {
      const current = await campaigns(trx).find(kind, id);
      if (!current) return;
      const nothingSent = Number(current.sent_count) === 0 && Number(current.failed_count) > 0;
      const status: CampaignStatus = nothingSent ? 'FAILED' : 'SENT';
      if (!(await campaigns(trx).transition(kind, id, ['SENDING'], { status }, now()))) return;
      await writeAudit(trx, {
        actorId: null,
        actorName: 'Delivery',
        action: status === 'SENT' ? 'sent' : 'send_failed',
        entity: kind.name,
        entityId: id,
        after: {
          status,
          recipient_count: Number(current.recipient_count),
          sent_count: Number(current.sent_count),
          failed_count: Number(current.failed_count),
        },
        at: now(),
      });
      await tellPeople(trx, kind, current, status, null);
    });
  }

  /** The campaign's author and sender learn how it ended (not the person who ended it). */
  async function tellPeople(
    trx: typeof db,
    kind: CampaignKind,
    row: CampaignRow,
    status: 'SENT' | 'FAILED' | 'CANCELLED',
    actorId: number | null,
    dropped = 0,
  ): Promise<void> {
    const { kind: notice, body } = campaignOutcome(row, status, dropped);
    await ctx.notifier.notify(
      trx,
      [row.created_by, row.sent_by],
      {
        kind: notice,
        area: kind.name,
        record_id: row.id,
        title: kind.titleOf(row).slice(0, 300),
        body,
        path: recordConsolePath(kind.name, row.id),
        actor_id: actorId,
        actor_name: actorId === null ? 'Delivery' : null,
        event_key: `${kind.name}:${row.id}:${status}`,
      },
      now(),
    );
  }

  return {
    async audienceCount(kind: CampaignKind, plans: readonly string[], verifiedOnly: boolean): Promise<number> {
      return createDeliveryRepository(db).countAudience({ plans, verifiedOnly, optedInOnly: kind.optedInOnly, at: now() });
    },

    /**
     * Send a DRAFT now or at `at` (or its own scheduled_at). Maker–checker: its author cannot. An
     * audience of nobody is refused before anything changes.
     */
    async send(kind: CampaignKind, id: number, actorId: number, at: string | undefined, requestId: string) {
      return db.transaction().execute(async (trx) => {
        const row = await loadLive(kind, id, trx);
        if (row.created_by === actorId)
          throw forbidden(
            `You wrote this ${kind.name === 'newsletter' ? 'edition' : 'blast'}; another staff member with approval on it sends it (maker–checker).`,
          );
        if (row.status !== 'DRAFT')
          throw conflict(`It is ${row.status.toLowerCase()} already; only a draft can be sent.`, { status: row.status });
        const stamp = now();
        const total = await createDeliveryRepository(trx).countAudience(audienceOf(kind, row, stamp));
        if (total === 0)
          throw conflict('Nobody is in this audience: choose other plans or include unverified clients, then send.');
        const when = at ?? row.scheduled_at ?? stamp;
        const later = when > stamp;
        const status: CampaignStatus = later ? 'SCHEDULED' : 'SENDING';
        await campaigns(trx).transition(
          kind,
          id,
          ['DRAFT'],
          {
            status,
            sent_by: actorId,
            scheduled_at: later ? when : row.scheduled_at,
            ...(later ? {} : { sent_at: stamp }),
          },
          stamp,
        );
        await ctx.jobs.enqueue(trx, {
          kind: SEND_JOB,
          payload: { campaign: kind.name, id },
          subject: subjectOf(kind, id),
          runAt: later ? when : stamp,
        });
        await writeAudit(trx, {
          actorId,
          action: later ? 'schedule_send' : 'send',
          entity: kind.name,
          entityId: id,
          before: { status: row.status },
          after: { status, scheduled_at: later ? when : null, audience: total },
          requestId,
          at: stamp,
        });
        return { status, audience: total };
      });
    },

    /** Stop what has not been sent: queued passes are dropped, waiting deliveries cancelled. */
    async cancel(kind: CampaignKind, id: number, actorId: number, requestId: string) {
      const { channel, dropped } = await db.transaction().execute(async (trx) => {
        const row = await loadLive(kind, id, trx);
        if (!(await campaigns(trx).transition(kind, id, ['SCHEDULED', 'SENDING'], { status: 'CANCELLED' }, now())))
          throw conflict(`It is ${row.status.toLowerCase()}; only a scheduled or sending one can be cancelled.`, {
            status: row.status,
          });
        const stamp = now();
        const dropped = await createDeliveryRepository(trx).cancelPending(kind.name, id, stamp);
        await ctx.jobs.cancel(trx, SEND_JOB, subjectOf(kind, id));
        await writeAudit(trx, {
          actorId,
          action: 'cancel_send',
          entity: kind.name,
          entityId: id,
          before: { status: row.status },
          after: { status: 'CANCELLED', not_sent: dropped },
          requestId,
          at: stamp,
        });
        await tellPeople(trx, kind, row, 'CANCELLED', actorId, dropped);
        return { channel: kind.channelOf(row), dropped };
      });
      metricsOf(ctx).deliveriesDone(channel, 'CANCELLED', dropped);
    },

    /** The message as a recipient would get it, to the staff member's own address. */
    async sendTest(kind: CampaignKind, id: number, to: { email: string; fullname: string }) {
      const row = await loadLive(kind, id);
      const render = await kind.prepare(db, row, ctx.config.siteUrl);
      const m = render(
        { deliveryId: 0, clientId: 0, email: to.email, fullname: to.fullname },
        `${ctx.config.publicUrl}/unsubscribe-preview`,
      );
      await ctx.mailer.send({ to: to.email, subject: `[Test] ${m.subject}`, text: m.text, html: m.html });
    },

    /** One sending pass of a campaign (the job's work): safe to run again after a crash at any point. */
    async runPass(kind: CampaignKind, id: number): Promise<void> {
      const started = performance.now();
      const row = await campaigns().find(kind, id);
      if (!row || row.deleted_at !== null) return;
      if (row.status === 'SCHEDULED') {
        const moved = await db
          .transaction()
          .execute((trx) => campaigns(trx).transition(kind, id, ['SCHEDULED'], { status: 'SENDING', sent_at: now() }, now()));
        if (!moved) return;
        row.status = 'SENDING';
      }
      if (row.status !== 'SENDING') return;
      const repo = createDeliveryRepository(db);

      // Who it goes to is taken once, when sending starts, in slices; the figure is set after the
      // last one, so a pass that dies half-way takes the rest next time (nobody twice: the rows are unique).
      if (Number(row.recipient_count) === 0) {
        const audience = audienceOf(kind, row, now());
        const { min, max } = await repo.clientIdRange();
        let total = 0;
        for (let from = min - 1; from < max; from += AUDIENCE_SLICE) {
          total = await repo.materialise(kind.name, id, kind.channelOf(row), audience, now(), {
            from,
            to: from + AUDIENCE_SLICE,
          });
          await yieldToRequests();
        }
        await campaigns().setRecipients(kind, id, total);
      }
      const abandoned = await repo.abandonHandovers(kind.name, id, now());
      if (abandoned > 0) await campaigns().addCounts(kind, id, 0, abandoned);
      metricsOf(ctx).deliveriesDone(kind.channelOf(row), 'FAILED', abandoned);

      const render = await kind.prepare(db, row, ctx.config.siteUrl);
      const sign = await unsubscribeSigner(db);
      const viaSmtp = kind.channelOf(row) === 'EMAIL' && ctx.mailer.smtp;
      while (performance.now() - started < PASS_MS) {
        const current = await campaigns().find(kind, id);
        if (!current || current.status !== 'SENDING') return; // cancelled mid-way
        const batch = await repo.nextBatch(kind.name, id, now(), viaSmtp ? SMTP_BATCH : BATCH);
        if (batch.length === 0) break;
        if (viaSmtp) await smtpBatch(kind, id, batch, render, sign);
        else await writeBatch(kind, id, row, batch, render, sign);
        await yieldToRequests();
      }
      await afterPass(kind, id);
    },

    /** The client leaves every campaign mail for good (newsletters and email blasts alike). */
    async unsubscribe(clientId: number): Promise<{ email: string } | null> {
      return db.transaction().execute(async (trx) => {
        const repo = campaigns(trx);
        const client = await repo.client(clientId);
        if (!client) return null;
        const stamp = now();
        const existing = await repo.subscriberOf(clientId);
        if (existing?.status === 'UNSUBSCRIBED') return { email: client.email };
        if (existing) await repo.markUnsubscribed(existing.id, stamp);
        else await repo.insertUnsubscribed(client, stamp);
        await writeAudit(trx, {
          actorId: null,
          actorName: 'Unsubscribe link',
          action: 'unsubscribe',
          entity: 'newsletter-subscriber',
          entityId: existing?.id ?? null,
          after: { status: 'UNSUBSCRIBED', client_id: clientId },
          at: stamp,
        });
        return { email: client.email };
      });
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
