import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_ID } from '@rc/contract/resources/resource';
import type { AppContext } from '@/context.ts';
import { currentSession, loadPermissions } from '@/auth/access.ts';
import type { WriteMeta } from '@/resources/resource-write.service.ts';

/** `:id` of a record: a positive 32-bit integer, or a 400 saying so. */
export const idParams = z.object({
  id: z
    .string()
    .refine((v) => /^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_ID, `The id must be a positive whole number up to ${MAX_ID}`)
    // Described as what it must be: a whole number from 1 (the path carries it as text).
    .meta({ type: 'integer', minimum: 1, maximum: MAX_ID, description: 'The record’s id' }),
});

export const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

/** The paging of a history call: `page` from 1, `limit` up to `max` (`fallback` when absent). */
export function historyQuery({ max, fallback }: { max: number; fallback: number }) {
  return z.strictObject({
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').max(10_000).default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int()
      .min(1, 'limit must be at least 1')
      .max(max, `limit must be at most ${max}`)
      .default(fallback),
  });
}

/**
 * Answers are built by our own mappers (records carry what hooks add), so they are sent with plain
 * JSON.stringify: the response schemas document the API without re-validating every row.
 */
export const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** An answer already held as JSON text (an answer cache keeps text): sent as it is. */
export const sendJsonText = (reply: FastifyReply, text: string) => reply.type('application/json; charset=utf-8').send(text);

/** Who is acting, with their permission set, as the engine's writers take it. */
export async function writeMeta(ctx: AppContext, request: FastifyRequest): Promise<WriteMeta> {
  return {
    actor: { id: currentSession(request).userId, permissions: await loadPermissions(ctx, request) },
    requestId: request.id,
  };
}
