import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  browserKeyAnswerSchema,
  createsRecords,
  DRAFT_KEEP_DAYS,
  DRAFT_MAX_CHARS,
  DRAFT_ROUTES,
  draftAnswerSchema,
  draftBodySchema,
  draftDeletedAnswerSchema,
  draftRecordParams,
  draftSavedAnswerSchema,
  autosaves,
} from '@rc/contract/drafts';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import type { AppContext } from '@/context.ts';
import { currentSession, loadPermissions, requireAnyPermission } from '@/auth/access.ts';
import type { ResourceModels } from '@/resources/resource-registry.ts';
import { createDraftsService, type DraftCaller } from './drafts.service.ts';

const tags = ['drafts'];

/**
 * Autosaved drafts (decision 042): `GET`, `PUT` and `DELETE /api/drafts/<area>/{record}` for every
 * area whose editor has rich text, each declaring that area's module (write or update; the service
 * asks write for `new`, update for a record), and the browser key of the signed-in person.
 * Returns the service, whose `prune` the app runs every hour.
 */
export function registerDraftRoutes(app: FastifyInstance, ctx: AppContext, models: ResourceModels) {
  const service = createDraftsService(ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caller = async (request: FastifyRequest): Promise<DraftCaller> => ({
    staffId: currentSession(request).userId,
    permissions: await loadPermissions(ctx, request),
  });

  r.get(
    `/api${DRAFT_ROUTES.browserKey}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The signed-in person’s key for unsaved work the console keeps in the browser when a session ends',
        description:
          'The same key at every sign-in of this person and never given to anyone else, so what one person left in a ' +
          'shared browser cannot be read by the next one who signs in there.',
        response: { 200: browserKeyAnswerSchema },
      },
    },
    async (request) => ({ data: { key: await service.browserKey(currentSession(request).userId) } }),
  );

  for (const def of RESOURCES.filter(autosaves)) {
    const model = models.of(def);
    const path = `/api${DRAFT_ROUTES.one(def.name)}`;
    const label = def.labels.singular;
    const config = { access: requireAnyPermission(def.module, createsRecords(def) ? ['write', 'update'] : ['update']) };
    const who = `Needs write on ${def.module} for \`new\`, update for a record's id.`;
    const record = (request: FastifyRequest) => (request.params as { record: string }).record;

    r.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: `${label}: the caller's autosaved draft of a record, or null`,
          description: `${who} Only the draft's author ever reads it; drafts not saved for ${DRAFT_KEEP_DAYS} days are gone. 404: no such record.`,
          params: draftRecordParams,
          response: { 200: draftAnswerSchema },
        },
      },
      async (request) => ({ data: await service.get(model, record(request), await caller(request)) }),
    );

    r.put(
      path,
      {
        config,
        schema: {
          tags,
          summary: `${label}: keep the caller's unsaved fields as a private draft (not a version of the record)`,
          description:
            `${who} \`values\` holds the fields typed and not saved (names of the editor's fields only: 400 names others); ` +
            `rich text is sanitised. At most ${DRAFT_MAX_CHARS.toLocaleString('en')} characters of JSON (413). 404: no such record.`,
          params: draftRecordParams,
          body: draftBodySchema,
          response: { 200: draftSavedAnswerSchema },
        },
      },
      async (request) => ({ data: await service.save(model, record(request), request.body, await caller(request)) }),
    );

    r.delete(
      path,
      {
        config,
        schema: {
          tags,
          summary: `${label}: remove the caller's draft of a record (after a save or a discard)`,
          description: `${who} \`deleted\` says whether there was one.`,
          params: draftRecordParams,
          response: { 200: draftDeletedAnswerSchema },
        },
      },
      async (request) => ({ data: await service.remove(model, record(request), await caller(request)) }),
    );
  }

  return service;
}
