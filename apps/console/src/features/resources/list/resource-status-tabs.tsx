import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { withFilter, type ListState } from '@/components/list/list-state.ts';
import { StatusTabs } from '@/components/list/status-tabs.tsx';
import type { SetListState } from '@/components/list/use-list-state.ts';
import { useResourceCounts } from '@/lib/resource-api.ts';
import type { ResourceAccess } from '../resource-access.ts';

const FIELD = 'status';

/**
 * Whether the list shows its `status` filter as tabs with counts rather than chips: a choice filter
 * named status, on a resource with the counts call.
 */
export function hasStatusTabs(def: AnyResourceDefinition, access: ResourceAccess): boolean {
  const filter = def.list.filters.find((f) => f.field === FIELD);
  return filter?.type === 'select' && (def.fields[FIELD]?.options?.length ?? 0) > 0 && access.calls.has('counts');
}

/** The status tabs of a generic list, each with its number of live records. */
export function ResourceStatusTabs({
  def,
  state,
  setState,
}: {
  def: AnyResourceDefinition;
  state: ListState;
  setState: SetListState;
}) {
  const counts = useResourceCounts(def);
  const by = counts.data?.by[FIELD];
  const label = def.fields[FIELD]?.label ?? 'Status';
  return (
    <StatusTabs
      label={`Filter by ${label.toLowerCase()}`}
      tabs={(def.fields[FIELD]?.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
      value={state.filters[FIELD] ?? null}
      onChange={(value) => setState((current) => ({ filters: withFilter(current.filters, FIELD, value) }))}
      // The counts are of live records: the trash shows no numbers rather than wrong ones.
      counts={by && !state.trash ? { total: counts.data!.total, by } : undefined}
    />
  );
}
