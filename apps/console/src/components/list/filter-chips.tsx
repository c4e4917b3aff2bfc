import { Chip, Group, Text } from '@mantine/core';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { DateRangeFilter, ReferenceFilter } from './filter-inputs.tsx';
import { withFilter } from './list-state.ts';

type Filter = AnyResourceDefinition['list']['filters'][number];

/**
 * The definition's filters: chips for yes/no and a few choices ("All" clears them), a searchable
 * choice for references to another resource, a pair of days for date ranges.
 */
export function FilterChips({
  def,
  filters,
  onChange,
  omit = [],
}: {
  def: Pick<AnyResourceDefinition, 'list' | 'fields'>;
  filters: Readonly<Record<string, string>>;
  onChange: (filters: Record<string, string>) => void;
  /** Filters the screen offers another way (status tabs, say). */
  omit?: readonly string[];
}) {
  const shown = def.list.filters.filter((f) => !omit.includes(f.field));
  if (shown.length === 0) return null;
  const set = (patch: Record<string, string | null>) => {
    let next: Record<string, string> = { ...filters };
    for (const [param, value] of Object.entries(patch)) next = withFilter(next, param, value);
    onChange(next);
  };
  return (
    <Group gap="lg" wrap="wrap" data-testid="filter-chips">
      {shown.map((filter) => {
        const label = filter.label ?? def.fields[filter.field]?.label ?? filter.field;
        return (
          <Group key={filter.field} gap={6} wrap="wrap" role="group" aria-label={`Filter by ${label}`}>
            <Text size="xs" fw={650} c="dimmed" tt="uppercase" lts={0.4} mr={2}>
              {label}
            </Text>
            <FilterInput def={def} filter={filter} label={label} filters={filters} set={set} />
          </Group>
        );
      })}
    </Group>
  );
}

function FilterInput({
  def,
  filter,
  label,
  filters,
  set,
}: {
  def: Pick<AnyResourceDefinition, 'fields'>;
  filter: Filter;
  label: string;
  filters: Readonly<Record<string, string>>;
  set: (patch: Record<string, string | null>) => void;
}) {
  if (filter.type === 'reference' && filter.reference) {
    return (
      <ReferenceFilter
        reference={filter.reference}
        label={label}
        value={filters[filter.field] ?? null}
        onChange={(value) => set({ [filter.field]: value })}
      />
    );
  }
  if (filter.type === 'date-range') {
    const from = `${filter.field}_from`;
    const to = `${filter.field}_to`;
    return (
      <DateRangeFilter
        label={label}
        value={[filters[from] ?? null, filters[to] ?? null]}
        onChange={([start, end]) => set({ [from]: start, [to]: end })}
      />
    );
  }
  const choices =
    filter.type === 'boolean'
      ? [
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]
      : (def.fields[filter.field]?.options ?? []).map((o) => ({ value: o.value, label: o.label }));
  return (
    <Chip.Group value={filters[filter.field] ?? ''} onChange={(value) => set({ [filter.field]: String(value) })}>
      <Chip value="" size="xs" variant="light">
        All
      </Chip>
      {choices.map((choice) => (
        <Chip key={choice.value} value={choice.value} size="xs" variant="light">
          {choice.label}
        </Chip>
      ))}
    </Chip.Group>
  );
}
