import { z } from 'zod';
import { envelope } from './api.ts';
import { CIRCLE_SUBMIT_SCOPE } from './circle.ts';
import { PLACEMENT_SUBMIT_SCOPE } from './institution.ts';
import { MAX_ID } from './resources/resource.ts';
import { SLIDES_READ_SCOPE } from './resources/hybrid-slider.resource.ts';

/**
 * Public API keys (module PUBLICAPI): the keys the public site and partners send in `X-Api-Key`.
 * Staff list, create and revoke them in the console (Tools → API keys) or with `npm run api-key`;
 * both go through the server's one key service, which stores only a key's hash.
 */
export const API_KEY_ROUTES = {
  list: '/api-key/list',
  create: '/api-key/create',
  revoke: '/api-key/revoke/:id',
} as const;

export const apiKeyPaths = {
  revoke: (id: number) => API_KEY_ROUTES.revoke.replace(':id', String(id)),
} as const;

/** The scope that lets a key post view events (`POST /api/public/events`). */
export const EVENTS_WRITE_SCOPE = 'events:write';

/** Whom a bound key speaks for. */
export type ApiKeyOwnerKind = 'contributor' | 'institution';

export type ApiKeyScopeDef = {
  value: string;
  label: string;
  description: string;
  /** The scope only works on a key bound to one of these. */
  owner?: ApiKeyOwnerKind;
};

/** Every scope a public call checks: the only ones a key may hold. */
export const API_KEY_SCOPES = [
  { value: EVENTS_WRITE_SCOPE, label: 'View events', description: 'Post view events from the public site or app.' },
  { value: SLIDES_READ_SCOPE, label: 'Home carousel', description: 'Read the live slides of the home carousel.' },
  {
    value: CIRCLE_SUBMIT_SCOPE,
    label: 'Circle submissions',
    description: "Send a contributor's research to the Circle moderation queue.",
    owner: 'contributor',
  },
  {
    value: PLACEMENT_SUBMIT_SCOPE,
    label: 'Stock selections',
    description: "Send an institution's stock selections.",
    owner: 'institution',
  },
] as const satisfies readonly ApiKeyScopeDef[];

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]['value'];
const SCOPE_VALUES = API_KEY_SCOPES.map((s) => s.value) as [ApiKeyScope, ...ApiKeyScope[]];

export const API_KEY_NAME_MAX = 100;

const ownerId = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be a positive id`)
    .max(MAX_ID, `${field} must be at most ${MAX_ID}`)
    .nullish();

/**
 * A new key. A scope that speaks for a contributor or an institution needs that owner; a key
 * speaks for one of them at most.
 */
export const apiKeyCreateSchema = z
  .strictObject({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, 'name is required')
      .max(API_KEY_NAME_MAX, `name must be at most ${API_KEY_NAME_MAX} characters`),
    scopes: z
      .array(z.enum(SCOPE_VALUES, { error: `scopes may only hold ${SCOPE_VALUES.join(', ')}` }), {
        error: 'scopes must be a list of scopes',
      })
      .min(1, 'scopes must hold at least one scope')
      .max(SCOPE_VALUES.length, 'scopes must not repeat a scope')
      .refine((list) => new Set(list).size === list.length, 'scopes must not repeat a scope'),
    contributor_id: ownerId('contributor_id'),
    institution_id: ownerId('institution_id'),
  })
  .superRefine((body, ctx) => {
    if (body.contributor_id && body.institution_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['institution_id'],
        message: 'institution_id cannot be set with contributor_id: a key speaks for one contributor or one institution',
      });
      return;
    }
    for (const scope of API_KEY_SCOPES) {
      if (!('owner' in scope) || !(body.scopes as readonly string[]).includes(scope.value)) continue;
      const field = `${scope.owner}_id` as const;
      if (!body[field])
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required for the ${scope.value} scope` });
    }
  });
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const apiKeyOwnerSchema = z.object({
  kind: z.enum(['contributor', 'institution']),
  id: z.number().int(),
  /** null when the record is gone. */
  name: z.string().nullable(),
});
export type ApiKeyOwner = z.infer<typeof apiKeyOwnerSchema>;

/** A key as staff see it: never the key itself, only its first characters. */
export const apiKeySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.string()),
  owner: apiKeyOwnerSchema.nullable(),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyListItem = z.infer<typeof apiKeySummarySchema>;

export const apiKeyListAnswerSchema = envelope(z.array(apiKeySummarySchema));

/** The one answer that holds the key: it is not stored and cannot be shown again. */
export const apiKeyCreatedSchema = z.object({ key: z.string(), api_key: apiKeySummarySchema });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
export const apiKeyCreatedAnswerSchema = envelope(apiKeyCreatedSchema);
export const apiKeyRevokedAnswerSchema = envelope(apiKeySummarySchema);

export function scopeLabel(scope: string): string {
  return API_KEY_SCOPES.find((s) => s.value === scope)?.label ?? scope;
}
