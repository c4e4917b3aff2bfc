import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INTERNAL_USER_PATHS, inviteBodySchema, staffStatusBodySchema } from '@rc/contract/internal-user';
import type { AppContext } from '@/context.ts';
import { requirePermission } from '@/auth/access.ts';
import { idOf, idParams, plainJson, writeMeta } from '@/http/route-helpers.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import { createInternalUserService } from './internal-user.service.ts';

/** Invite, resend, revoke, suspend, reactivate, reset link: the staff calls the engine does not make. */
export function registerInternalUserRoutes(app: FastifyInstance, ctx: AppContext, model: ResourceModel): void {
  const staff = createInternalUserService(ctx, model);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Internal users'];
  const record = model.recordAnswer;
  const write = { access: requirePermission('INTERNALUSER', 'write') };
  const update = { access: requirePermission('INTERNALUSER', 'update') };

  r.post(
    `/api${INTERNAL_USER_PATHS.invite}`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Invite a staff member: no password yet, the role’s permission preset, a 72-hour set-password link by mail',
        body: inviteBodySchema,
        response: { 201: record },
      },
      ...plainJson,
    },
    async (request, reply) => reply.status(201).send({ data: await staff.invite(request.body, await writeMeta(ctx, request)) }),
  );

  const lifecycle = [
    [INTERNAL_USER_PATHS.resendInvite, write, 'Mail a new invite link (earlier links stop working)', staff.resendInvite],
    [INTERNAL_USER_PATHS.revokeInvite, write, 'Revoke a pending invite (the account goes to the trash)', staff.revokeInvite],
    [INTERNAL_USER_PATHS.sendPasswordReset, update, 'Mail a one-hour password-reset link', staff.sendPasswordReset],
    [
      INTERNAL_USER_PATHS.resetTwoFactor,
      update,
      'Owners: end a person’s two-factor sign-in (a lost phone) and their sessions; they set it up again',
      staff.resetTwoFactor,
    ],
  ] as const;
  for (const [path, config, summary, run] of lifecycle) {
    r.post(
      `/api${path}`,
      { config, schema: { tags, summary, params: idParams, response: { 200: record } }, ...plainJson },
      async (request) => ({ data: await run(idOf(request), await writeMeta(ctx, request)) }),
    );
  }

  const statusCalls = [
    [INTERNAL_USER_PATHS.suspend, 'Suspend: every session of the person ends at once', staff.suspend],
    [INTERNAL_USER_PATHS.reactivate, 'Reactivate a suspended staff member', staff.reactivate],
  ] as const;
  for (const [path, summary, run] of statusCalls) {
    r.post(
      `/api${path}`,
      {
        config: update,
        schema: { tags, summary, params: idParams, body: staffStatusBodySchema.nullish(), response: { 200: record } },
        ...plainJson,
      },
      async (request) => ({ data: await run(idOf(request), request.body?.note || undefined, await writeMeta(ctx, request)) }),
    );
  }
}
