import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@rc/contract/api';
import { forgotPasswordBodySchema, loginBodySchema, resetPasswordBodySchema } from '@rc/contract/auth';
import { profileSchema } from '@rc/contract/profile';
import { SESSION_COOKIE } from '@rc/contract/defaults';
import type { AppContext } from '@/context.ts';
import { requestMeta } from '@/http/request-meta.ts';
import { hashToken } from './tokens.ts';
import { createAuthService } from './auth.service.ts';
import { SESSION_ABSOLUTE_MS, type SessionService } from './session.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const message = z.object({ data: z.object({ message: z.string() }) });

export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  sessions: SessionService,
  twoFactor: TwoFactorService,
): void {
  const auth = createAuthService(ctx, sessions, twoFactor);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.cookieSecure,
  };
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions);

  r.post(
    `/api${API.auth.login}`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Sign in; sets the session cookie',
        body: loginBodySchema,
        response: { 200: z.object({ data: profileSchema }) },
      },
    },
    async (request, reply) => {
      const { token, profile } = await auth.login(request.body, requestMeta(request));
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_MS / 1000 });
      return { data: profile };
    },
  );

  r.get(
    `/api${API.auth.session}`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Whether the session cookie names a live session (200 either way, unlike the profile call)',
        response: { 200: z.object({ data: z.object({ signed_in: z.boolean() }) }) },
      },
    },
    async (request) => ({ data: { signed_in: (await sessions.resolve(request.cookies[SESSION_COOKIE])) !== undefined } }),
  );

  r.post(
    `/api${API.auth.logout}`,
    {
      config: { access: 'public' },
      schema: { tags: ['session'], summary: 'Sign out; ends the session', response: { 200: message } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      await auth.logout(token ? hashToken(token) : undefined);
      clearCookie(reply);
      return { data: { message: 'You are signed out.' } };
    },
  );

  r.post(
    `/api${API.auth.forgotPassword}`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Mail a password-reset link (always answers 200)',
        body: forgotPasswordBodySchema,
        response: { 200: message },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email, requestMeta(request));
      return {
        data: {
          message: 'If an account exists for that email, a link to reset the password is on its way. It is valid for one hour.',
        },
      };
    },
  );

  r.post(
    `/api${API.auth.resetPassword}`,
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Set a new password with a reset link token',
        body: resetPasswordBodySchema,
        response: { 200: message },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body, requestMeta(request));
      clearCookie(reply);
      return { data: { message: 'Your password has been changed. Sign in with the new password.' } };
    },
  );
}
