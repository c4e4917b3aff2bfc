import { useQueries, useQuery } from '@tanstack/react-query';
import { resourceApi, type FieldMeta, type ReferenceDef } from '@rc/contract/resources/resource';
import { OPTIONS_LIMITS, type Option } from '@rc/contract/resources/resource-options';
import { api } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { usePermissions } from './session-store.ts';

/**
 * Choices of a field that names other records, and the names of values it holds, through the one
 * call of the resource owning the field (`GET /api/<resource>/options/<field>`, contract
 * resource-options.ts): whoever may write the field may choose for it without reading the other
 * resource, and a reader sees names instead of ids.
 */
export type ChoiceSource = {
  /** The resource owning the field, and the field (or list filter). */
  resource: string;
  field: string;
  /** Where the values come from: how a value looks when it cannot be named (`#12` for ids). */
  reference: ReferenceDef;
  /** A slide's content: the kind it points at (`content_type=ALGORESEARCH`). */
  kind?: { field: string; value: string };
};

export type ReferenceChoice = Option & { value: string };

const asChoice = (option: Option): ReferenceChoice => ({ ...option, value: String(option.value) });

function optionsPath(source: ChoiceSource) {
  return resourceApi(source.resource).options(source.field);
}

function kindQuery(source: ChoiceSource): Record<string, string> {
  return source.kind ? { [source.kind.field]: source.kind.value } : {};
}

/** Keys of one field's choices: a permission change is a new key, so a refusal does not stand. */
function sourceKey(source: ChoiceSource | undefined, readable: string) {
  return ['choices', source?.resource, source?.field, source?.kind?.value, readable] as const;
}

/**
 * The choices of a field: the first ones at once (content live first) and, as the person types,
 * the matches of the other resource's own search (one research among a million is found by a
 * word of its title). `forbidden` when the person may not choose for it.
 */
export function useFieldChoices(source: ChoiceSource | undefined, typed = '') {
  const text = typed.trim();
  const readable = usePermissions().read_action?.join(',') ?? '';
  const query = useQuery({
    queryKey: [...sourceKey(source, readable), 'search', text],
    queryFn: async ({ signal }): Promise<ReferenceChoice[]> => {
      const options = await api.get<Option[]>(optionsPath(source!), {
        query: { ...kindQuery(source!), ...(text ? { q: text } : {}), limit: text ? OPTIONS_LIMITS.default : OPTIONS_LIMITS.max },
        signal,
      });
      return options.map(asChoice);
    },
    enabled: source !== undefined,
    staleTime: 60_000,
    // A refusal stands until the permissions change (a new key); it is not asked again on every mount.
    retryOnMount: false,
    placeholderData: (previous) => previous,
  });
  return {
    choices: query.data ?? [],
    /** Still loading (false when there is nothing to load). */
    loading: source !== undefined && query.isPending && query.fetchStatus !== 'idle',
    forbidden: isApiError(query.error) && query.error.status === 403,
    failed: query.isError,
  };
}

/**
 * Values named in one request per field and moment: every cell of a page asks for its own value,
 * the asks of one tick go out together (`value=1,2,3`, at most OPTIONS_LIMITS.values a call).
 */
type Waiting = { source: ChoiceSource; values: Map<string, Array<(option: ReferenceChoice | null) => void>> };
const waiting = new Map<string, Waiting>();

function nameLater(source: ChoiceSource, value: string): Promise<ReferenceChoice | null> {
  const key = JSON.stringify([source.resource, source.field, source.kind?.value]);
  let batch = waiting.get(key);
  if (!batch) {
    const fresh: Waiting = { source, values: new Map() };
    waiting.set(key, (batch = fresh));
    setTimeout(() => {
      waiting.delete(key);
      void sendNames(fresh);
    }, 0);
  }
  const settle = batch.values.get(value) ?? [];
  batch.values.set(value, settle);
  return new Promise((resolve) => settle.push(resolve));
}

async function sendNames({ source, values }: Waiting): Promise<void> {
  const all = [...values.keys()];
  for (let i = 0; i < all.length; i += OPTIONS_LIMITS.values) {
    const part = all.slice(i, i + OPTIONS_LIMITS.values);
    let named = new Map<string, ReferenceChoice>();
    try {
      const options = await api.get<Option[]>(optionsPath(source), { query: { ...kindQuery(source), value: part.join(',') } });
      named = new Map(options.map((o) => [String(o.value), asChoice(o)]));
    } catch {
      // Unnamed values show as they are (`#12`, a code): a list is never blocked by a name.
    }
    for (const value of part) for (const settle of values.get(value) ?? []) settle(named.get(value) ?? null);
  }
}

/** The named choices of the given values (those the server does not know are left out). */
export function useChoiceNames(source: ChoiceSource | undefined, values: readonly unknown[]): Map<string, ReferenceChoice> {
  const readable = usePermissions().read_action?.join(',') ?? '';
  const results = useQueries({
    queries: values.map((v) => ({
      queryKey: [...sourceKey(source, readable), 'name', String(v)],
      queryFn: () => nameLater(source!, String(v)),
      enabled: source !== undefined && v !== null && v !== undefined && v !== '',
      staleTime: 5 * 60_000,
    })),
  });
  const out = new Map<string, ReferenceChoice>();
  for (const result of results) if (result.data) out.set(result.data.value, result.data);
  return out;
}

/** How a referenced value shows when it has no name: `#12` for ids, codes as themselves. */
export function referenceFallback(reference: ReferenceDef, value: unknown): string {
  return reference.valueField === 'id' ? `#${String(value)}` : String(value);
}

/** A function naming the given values by their records' labels, or the fallback. */
export function useReferenceLabel(source: ChoiceSource | undefined, values: readonly unknown[]): (value: unknown) => string {
  const named = useChoiceNames(source, values);
  return (value) => named.get(String(value))?.label ?? (source ? referenceFallback(source.reference, value) : String(value));
}

/** A field's choice source, from its owning resource, its name and its reference (undefined without one). */
export function choiceSource(
  resource: string,
  field: string,
  reference: ReferenceDef | undefined,
  kind?: ChoiceSource['kind'],
): ChoiceSource | undefined {
  return reference ? { resource, field, reference, ...(kind ? { kind } : {}) } : undefined;
}

/**
 * The choice source of a field as one record (or form) holds it: its own reference, or for a field
 * whose kind field says where it points (a slide's content) the reference of the kind held there.
 */
export function fieldChoiceSource(
  resource: string,
  field: string,
  meta: FieldMeta | undefined,
  values: Readonly<Record<string, unknown>> | undefined,
): ChoiceSource | undefined {
  if (meta?.reference) return choiceSource(resource, field, meta.reference);
  if (!meta?.referenceBy) return undefined;
  const kind = String(values?.[meta.referenceBy.field] ?? '');
  return choiceSource(resource, field, meta.referenceBy.references[kind], { field: meta.referenceBy.field, value: kind });
}
