import {
  EVENT_BATCH_MAX,
  EVENT_FUTURE_TOLERANCE_MS,
  EVENT_MAX_AGE_YEARS,
  viewEventSchema,
  type EventBatchAnswer,
  type RejectedEvent,
} from '@rc/contract/analytics';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { badRequest, tooLarge } from '@/http/errors.ts';
import type { NewViewEvent } from './view-event.repository.ts';
import { recordViews } from './view-recorder.ts';

type Check = { ok: true; event: NewViewEvent } | { ok: false; field: string; reason: string };

/**
 * Partial acceptance (docs/decisions/005-view-event-batches.md): each event is checked on its own;
 * the good ones are stored, the bad ones come back with their index and reason. A batch in which
 * nothing is good is a 400 and writes nothing.
 */
export function createEventIngestService(ctx: AppContext) {
  function check(input: unknown, window: { earliest: Date; latest: Date }, apiKeyId: number, receivedAt: string): Check {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return { ok: false, field: '_', reason: 'must be an object with section, content_id, audience, action and occurred_at' };
    }
    const parsed = viewEventSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      if (issue.code === 'unrecognized_keys')
        return { ok: false, field: String(issue.keys[0]), reason: 'unknown field: remove it' };
      return { ok: false, field: String(issue.path[0] ?? '_'), reason: issue.message };
    }
    const at = new Date(parsed.data.occurred_at);
    if (Number.isNaN(at.getTime())) return { ok: false, field: 'occurred_at', reason: 'is not a real date and time' };
    if (at > window.latest) {
      return {
        ok: false,
        field: 'occurred_at',
        reason: `is more than ${EVENT_FUTURE_TOLERANCE_MS / 60_000} minutes ahead of the server clock (${iso(window.latest)} at most)`,
      };
    }
    if (at < window.earliest) {
      return {
        ok: false,
        field: 'occurred_at',
        reason: `is more than ${EVENT_MAX_AGE_YEARS} years old (${iso(window.earliest)} at the earliest)`,
      };
    }
    const { section, content_id, audience, action } = parsed.data;
    return {
      ok: true,
      event: { section, content_id, audience, action, occurred_at: iso(at), received_at: receivedAt, api_key_id: apiKeyId },
    };
  }

  return {
    async ingest(apiKeyId: number, events: readonly unknown[]): Promise<EventBatchAnswer> {
      if (events.length > EVENT_BATCH_MAX) {
        throw tooLarge(
          `A batch holds at most ${EVENT_BATCH_MAX.toLocaleString('en-US')} events; this one has ${events.length.toLocaleString('en-US')}. Split it and send the parts.`,
        );
      }
      if (events.length === 0)
        throw badRequest('The batch is empty: send at least one event.', { events: 'send at least one event' });
      const now = ctx.clock.now();
      const earliest = new Date(now);
      earliest.setUTCFullYear(earliest.getUTCFullYear() - EVENT_MAX_AGE_YEARS);
      const window = { earliest, latest: new Date(now.getTime() + EVENT_FUTURE_TOLERANCE_MS) };
      const receivedAt = iso(now);

      const accepted: NewViewEvent[] = [];
      const rejected: RejectedEvent[] = [];
      events.forEach((input, index) => {
        const result = check(input, window, apiKeyId, receivedAt);
        if (result.ok) accepted.push(result.event);
        else rejected.push({ index, field: result.field, reason: result.reason });
      });

      if (accepted.length === 0) {
        const fields = Object.fromEntries(rejected.map((r) => [`events.${r.index}.${r.field}`, r.reason]));
        throw badRequest(
          `None of the ${events.length} events could be stored; fix the fields listed and send the batch again.`,
          fields,
        );
      }
      await ctx.db.kysely.transaction().execute((trx) => recordViews(trx, accepted));
      return { accepted: accepted.length, rejected };
    },
  };
}
