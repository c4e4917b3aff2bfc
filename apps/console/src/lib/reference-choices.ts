import { useQuery } from '@tanstack/react-query';
import { can } from '@rc/contract/permissions';
import type { ReferenceDef } from '@rc/contract/resources/resource';
import { ApiError, isApiError } from './api-error.ts';
import { resourceClient } from './resource-api.ts';
import { sessionStore, usePermissions, useProfile } from './session-store.ts';

/** Where the choices of a reference come from: another resource's records, by one field and a label. */
export type ReferenceSource = ReferenceDef;

export type ReferenceChoice = { value: string; label: string };

/** Staff records: the one reference whose records include the person looking. */
const STAFF_RESOURCE = 'internal-user';

/**
 * Refuse at once, without a request, when the person may not read the referenced resource (its
 * module is in its definition, loaded with the first lookup rather than with every screen).
 */
async function assertReadable(resource: string): Promise<void> {
  const { findResource } = await import('@rc/contract/resources/resource-registry');
  const module = findResource(resource)?.module;
  if (module && !can(sessionStore.get().permissions, module, 'read')) {
    throw new ApiError({ status: 403, code: 'FORBIDDEN', message: `You need the read permission on ${module}.`, handled: true });
  }
}

/**
 * The records a reference offers (the first hundred of the other resource, those `where` keeps) as
 * choices, shared by editor fields, list filters and cells. Staff who may not read that resource
 * (a writter and the staff list, say) get `forbidden`, quietly: callers fall back to the raw value
 * (see `referenceFallback`) or hide what they cannot offer.
 */
export function useReferenceChoices(reference: ReferenceSource | undefined) {
  // Part of the key, so a permission granted or withdrawn is seen at the next lookup.
  const readable = usePermissions().read_action?.join(',') ?? '';
  const query = useQuery({
    queryKey: [
      'resource',
      reference?.resource,
      'reference-choices',
      reference?.valueField,
      reference?.labelField,
      reference?.where,
      readable,
    ],
    queryFn: async ({ signal }): Promise<ReferenceChoice[]> => {
      const source = reference!;
      await assertReadable(source.resource);
      const answer = await resourceClient({ name: source.resource }).list({ page: 1, limit: 100 }, signal);
      const where = source.where;
      return answer.data
        .filter((row) => !where || where.values.includes(String(row[where.field])))
        .map((row) => ({ value: String(row[source.valueField]), label: String(row[source.labelField] ?? row.id) }));
    },
    enabled: reference !== undefined,
    staleTime: 60_000,
    // A refusal stands until the permissions change (a new key); it is not asked again on every mount.
    retryOnMount: false,
  });
  return {
    choices: query.data ?? [],
    /** Still loading (false when there is nothing to load). */
    loading: reference !== undefined && query.isPending && query.fetchStatus !== 'idle',
    /** The person may not read the referenced resource. */
    forbidden: isApiError(query.error) && query.error.status === 403,
    failed: query.isError,
  };
}

/** How a referenced value shows when its record is not among the choices: `#12` for ids, codes as themselves. */
export function referenceFallback(reference: ReferenceSource, value: unknown): string {
  return reference.valueField === 'id' ? `#${String(value)}` : String(value);
}

/**
 * A function naming referenced values by their record's label, or the fallback. The person's own
 * staff record is named even when they may not read the staff list (a writter sees their own name
 * as the author).
 */
export function useReferenceLabel(reference: ReferenceSource | undefined): (value: unknown) => string {
  const { choices } = useReferenceChoices(reference);
  const me = useProfile();
  const labels = new Map(choices.map((c) => [c.value, c.label]));
  if (reference?.resource === STAFF_RESOURCE && me && !labels.has(String(me.id))) labels.set(String(me.id), me.fullname);
  return (value) => labels.get(String(value)) ?? (reference ? referenceFallback(reference, value) : String(value));
}

/**
 * Records of a reference matching what is typed (search as you type, through the referenced
 * resource's text search), at most 20: a ticker picker over thousands of master stocks.
 */
export function useReferenceSearch(reference: ReferenceSource | undefined, typed: string) {
  const text = typed.trim();
  const readable = usePermissions().read_action?.join(',') ?? '';
  const query = useQuery({
    queryKey: ['resource', reference?.resource, 'reference-search', reference?.valueField, text, readable],
    queryFn: async ({ signal }): Promise<ReferenceChoice[]> => {
      const source = reference!;
      await assertReadable(source.resource);
      const answer = await resourceClient({ name: source.resource }).list(
        { page: 1, limit: 20, query: text || undefined },
        signal,
      );
      return answer.data.map((row) => ({
        value: String(row[source.valueField]),
        label: String(row[source.labelField] ?? row.id),
      }));
    },
    enabled: reference !== undefined,
    staleTime: 60_000,
    retryOnMount: false,
    placeholderData: (previous) => previous,
  });
  return { choices: query.data ?? [], forbidden: isApiError(query.error) && query.error.status === 403 };
}
