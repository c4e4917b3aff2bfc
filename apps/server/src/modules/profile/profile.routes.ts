import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '@rc/contract/api';
import { changePasswordBodySchema } from '@rc/contract/auth';
import { THUMBNAIL_MAX_BYTES, profileSchema, updateProfileBodySchema } from '@rc/contract/profile';
import { permissionSetResponseSchema } from '@rc/contract/permissions';
import type { AppContext } from '@/context.ts';
import { currentSession, loadPermissions } from '@/auth/access.ts';
import { unsupportedMedia } from '@/http/errors.ts';
import { requestMeta } from '@/http/request-meta.ts';
import { readFilePart } from '@/uploads/multipart.ts';
import { storeImage } from '@/uploads/upload-store.ts';
import { createProfileService } from './profile.service.ts';

const profileEnvelope = z.object({ data: profileSchema });

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const profiles = createProfileService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `/api${API.profile.get}`,
    {
      config: { access: 'session', twoFactorSetup: true },
      schema: { tags: ['profile'], summary: 'The signed-in staff member', response: { 200: profileEnvelope } },
    },
    async (request) => ({ data: await profiles.get(currentSession(request)) }),
  );

  r.get(
    `/api${API.selfPermission}`,
    {
      config: { access: 'session', twoFactorSetup: true },
      schema: {
        tags: ['profile'],
        summary: 'The five permission lists of the signed-in staff member',
        response: { 200: z.object({ data: permissionSetResponseSchema }) },
      },
    },
    async (request) => ({ data: await loadPermissions(ctx, request) }),
  );

  r.post(
    `/api${API.profile.update}`,
    {
      config: { access: 'session' },
      schema: {
        tags: ['profile'],
        summary: 'Edit one’s own profile',
        body: updateProfileBodySchema,
        response: { 200: profileEnvelope },
      },
    },
    async (request) => ({ data: await profiles.update(currentSession(request), request.body, requestMeta(request)) }),
  );

  r.post(
    `/api${API.profile.changePassword}`,
    {
      config: { access: 'session', twoFactorSetup: true },
      schema: {
        tags: ['profile'],
        summary: 'Change one’s own password; ends the other sessions',
        body: changePasswordBodySchema,
        response: { 200: z.object({ data: z.object({ message: z.string() }) }) },
      },
    },
    async (request) => {
      await profiles.changePassword(currentSession(request), request.body, requestMeta(request));
      return { data: { message: 'Your password has been changed. Other sessions were signed out.' } };
    },
  );

  r.post(
    `/api${API.profile.updateThumbnail}`,
    {
      config: { access: 'session' },
      schema: {
        tags: ['profile'],
        summary: 'Upload one’s own avatar (multipart field "thumbnail": JPEG, PNG or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        multipart: { thumbnail: { description: 'The avatar: a JPEG, PNG or WebP image.', maxBytes: THUMBNAIL_MAX_BYTES } },
        response: { 200: profileEnvelope },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMedia('Send the image as multipart/form-data in the "thumbnail" field.');
      const file = await readFilePart(request, { fileSize: THUMBNAIL_MAX_BYTES, fields: 5 }, 'thumbnail', 'image');
      const stored = await storeImage(file, {
        field: 'thumbnail',
        media: ctx.media,
        folder: 'thumbnails',
        maxBytes: THUMBNAIL_MAX_BYTES,
      });
      return { data: await profiles.setThumbnail(currentSession(request), stored, requestMeta(request)) };
    },
  );
}
