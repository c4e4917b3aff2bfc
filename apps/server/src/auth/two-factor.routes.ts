import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@rc/contract/api';
import {
  factorCodeBodySchema,
  recoveryCodesSchema,
  twoFactorCodeBodySchema,
  twoFactorPolicyBodySchema,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@rc/contract/two-factor';
import type { AppContext } from '@/context.ts';
import { requestMeta } from '@/http/request-meta.ts';
import { currentSession } from './access.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const tags = ['two-factor'];
const message = z.object({ data: z.object({ message: z.string() }) });

/**
 * Two-factor sign-in (decision 022): the member's own setup (allowed while their role requires a
 * setup they have not made, `twoFactorSetup`), and the owners' reset and policy.
 */
export function registerTwoFactorRoutes(app: FastifyInstance, _ctx: AppContext, twoFactor: TwoFactorService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const own = { access: 'session', twoFactorSetup: true } as const;

  r.get(
    `/api${API.twoFactor.self}`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Whether one’s own two-factor sign-in is on, and required',
        response: { 200: z.object({ data: twoFactorStatusSchema }) },
      },
    },
    async (request) => ({ data: await twoFactor.status(currentSession(request)) }),
  );

  r.post(
    `/api${API.twoFactor.setup}`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Start setting up: a new secret for the authenticator app, as a QR code and as text',
        response: { 200: z.object({ data: twoFactorSetupSchema }) },
      },
    },
    async (request) => ({ data: await twoFactor.setup(currentSession(request)) }),
  );

  r.post(
    `/api${API.twoFactor.confirm}`,
    {
      config: own,
      schema: {
        tags,
        summary: 'Confirm the setup with a first code; answers ten recovery codes, once, and ends one’s other sessions',
        body: twoFactorCodeBodySchema,
        response: { 200: z.object({ data: recoveryCodesSchema }) },
      },
    },
    async (request) => ({
      data: { recovery_codes: await twoFactor.confirm(currentSession(request), request.body.code, requestMeta(request)) },
    }),
  );

  r.post(
    `/api${API.twoFactor.disable}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Turn one’s own two-factor sign-in off with a current code or a recovery code',
        body: factorCodeBodySchema,
        response: { 200: message },
      },
    },
    async (request) => {
      await twoFactor.disable(currentSession(request), request.body.code, requestMeta(request));
      return { data: { message: 'Two-factor sign-in is off. Signing in now needs only your password.' } };
    },
  );

  r.post(
    `/api${API.twoFactor.recoveryCodes}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Ten new recovery codes for a current code (the old ones stop working)',
        body: factorCodeBodySchema,
        response: { 200: z.object({ data: recoveryCodesSchema }) },
      },
    },
    async (request) => ({
      data: {
        recovery_codes: await twoFactor.regenerateRecoveryCodes(currentSession(request), request.body.code, requestMeta(request)),
      },
    }),
  );

  r.get(
    `/api${API.twoFactor.policy}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The roles that must use two-factor sign-in',
        response: { 200: z.object({ data: twoFactorPolicySchema }) },
      },
    },
    async () => ({ data: await twoFactor.policy() }),
  );

  r.put(
    `/api${API.twoFactor.policy}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Owners: the roles that must use two-factor sign-in',
        body: twoFactorPolicyBodySchema,
        response: { 200: z.object({ data: twoFactorPolicySchema }) },
      },
    },
    async (request) => ({
      data: await twoFactor.setPolicy(currentSession(request), request.body.required_roles, requestMeta(request)),
    }),
  );
}
