import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@rc/contract/api';
import type { AppContext } from '@/context.ts';
import { currentSession } from '@/auth/access.ts';
import { badRequest, forbidden } from '@/http/errors.ts';
import { createStaffUserRepository } from '@/auth/staff-user.repository.ts';
import { verifyAuditChain } from './audit-chain-verify.repository.ts';
import { readChainHead } from './audit-chain.repository.ts';
import { auditExportKey, auditExportLines, signChainHead } from './audit-export.repository.ts';

const tags = ['audit'];

const chainReportSchema = z.object({
  ok: z.boolean(),
  entries: z.number().int().describe('Entries that hold before the first problem (all of them when the chain holds)'),
  checked: z.number().int().describe('Entries read, on the chain or not'),
  head: z
    .object({ seq: z.number().int(), last_hash: z.string() })
    .describe('How many entries the sealer placed, and the last hash'),
  unsealed: z
    .object({
      entries: z.number().int(),
      oldest_at: z.string().nullable(),
      oldest_seconds: z.number().nullable().describe('How long the oldest has waited, in seconds'),
    })
    .describe('Entries written and not sealed yet: the sealer places them within about a second while a node runs'),
  last_hash: z.string().optional(),
  broken_at: z.object({ seq: z.number().int(), id: z.number().int().nullable() }).optional(),
  reason: z.string().optional(),
  problems: z
    .array(
      z.object({
        kind: z.enum(['changed', 'unlinked', 'missing', 'duplicate', 'passed_over', 'beyond_head', 'forged', 'head']),
        seq: z.number().int().nullable().describe('Its place in the chain (null: it has none)'),
        id: z.number().int().nullable(),
        message: z.string(),
      }),
    )
    .describe('Every problem with where it is, by place (the first 100)'),
  problems_total: z.number().int(),
});

const signedHeadSchema = z.object({
  seq: z.number().int().describe('How many entries are sealed'),
  last_hash: z.string().describe('The hash of the last sealed entry'),
  sealed_at: z.string().nullable(),
  signed_at: z.string(),
  signature: z
    .object({ algorithm: z.literal('HMAC-SHA256'), value: z.string() })
    .describe('HMAC-SHA256 under the export key over ["audit-head", seq, last_hash, sealed_at, signed_at]'),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a real date');

/**
 * The audit log's own calls, for owners only (decision 020): verify the chain, export a date range
 * as signed NDJSON. No call changes or removes an entry; the database refuses it too.
 */
export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function ownerOnly(request: FastifyRequest): Promise<void> {
    const me = await createStaffUserRepository(ctx.db.kysely).findById(currentSession(request).userId);
    if (me?.role !== 'owner') throw forbidden('Only an owner can verify or export the audit log.');
  }

  r.get(
    '/api/audit/verify',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'Read every audit entry in chain order and report each problem with where it is: changed, unlinked, missing, duplicated, passed over, beyond the head or outside the chain (owners only)',
        response: { 200: envelope(chainReportSchema) },
      },
    },
    async (request) => {
      await ownerOnly(request);
      const report = await verifyAuditChain(ctx.db.kysely);
      const oldest = report.unsealed.oldest_at;
      const oldest_seconds = oldest === null ? null : Math.max(0, (ctx.clock.now().getTime() - Date.parse(oldest)) / 1000);
      return { data: { ...report, unsealed: { ...report.unsealed, oldest_seconds } } };
    },
  );

  r.get(
    '/api/audit/head',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "The audit chain's current head, signed with HMAC-SHA256, to keep outside the database: a later check against it shows whether the chain up to it was rewritten (owners only)",
        response: { 200: envelope(signedHeadSchema) },
      },
    },
    async (request) => {
      await ownerOnly(request);
      const head = await readChainHead(ctx.db.kysely);
      const key = await auditExportKey(ctx.db.kysely);
      return { data: signChainHead({ ...head, signed_at: ctx.clock.now().toISOString() }, key) };
    },
  );

  r.get(
    '/api/audit/export',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'The audit log of a date range (from and to inclusive, UTC days) as NDJSON, its last line an HMAC-SHA256 signature (owners only)',
        querystring: z.object({ from: day, to: day }),
        produces: ['application/x-ndjson'],
        response: {
          200: z
            .string()
            .describe(
              'One JSON audit entry a line, in chain order; the last line is { signature: { algorithm, from, to, entries, value } }, an HMAC-SHA256 over every line before it',
            ),
        },
      },
    },
    async (request, reply) => {
      await ownerOnly(request);
      const { from, to } = request.query;
      if (to < from) throw badRequest('"to" is before "from".', { to: 'Must be on or after "from"' });
      const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
      const key = await auditExportKey(ctx.db.kysely);
      const lines = auditExportLines(ctx.db.kysely, { from: `${from}T00:00:00.000Z`, to: end }, key);
      return (
        reply
          .type('application/x-ndjson; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-${from}-${to}.ndjson"`)
          // The NDJSON text the description promises, streamed a page at a time (a stream is never serialised).
          .send(Readable.from(lines) as unknown as string)
      );
    },
  );
}
