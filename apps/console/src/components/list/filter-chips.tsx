import { Chip, Collapse, Group, Text } from '@mantine/core';
import { IconChevronDown, IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { useDebouncedValue } from '@mantine/hooks';
import { choiceSource, referenceFallback, useChoiceNames, useFieldChoices } from '@/lib/reference-choices.ts';
import { Button } from '../button.tsx';
import { CodeFilter, DateRangeFilter, ReferenceFilter } from './filter-inputs.tsx';
import { withFilter } from './list-state.ts';
import { usePhoneLayout } from './use-phone-layout.ts';

type Filter = AnyResourceDefinition['list']['filters'][number];

/**
 * The definition's filters: chips for yes/no and a few choices ("All" clears them), a searchable
 * choice for references to another resource (a typed code for references without one), a pair of
 * days for date ranges.
 */
export function FilterChips({
  def,
  filters,
  onChange,
  omit = [],
}: {
  /** `name`: the resource whose choices call names the records a reference filter offers. */
  def: Pick<AnyResourceDefinition, 'list' | 'fields'> & { readonly name?: string };
  filters: Readonly<Record<string, string>>;
  /**
   * Given the change as a function of the newest filters, not the `filters` of this render: a
   * filter chosen right after another change (the search and filters cleared) keeps that change.
   */
  onChange: (change: (current: Readonly<Record<string, string>>) => Record<string, string>) => void;
  /** Filters the screen offers another way (status tabs, say). */
  omit?: readonly string[];
}) {
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const shown = def.list.filters.filter((f) => !omit.includes(f.field));
  if (shown.length === 0) return null;
  const set = (patch: Record<string, string | null>) =>
    onChange((current) => {
      let next: Record<string, string> = { ...current };
      for (const [param, value] of Object.entries(patch)) next = withFilter(next, param, value);
      return next;
    });
  const fields = (
    <Group gap={phone ? 'sm' : 'lg'} wrap="wrap" data-testid="filter-chips">
      {shown.map((filter) => (
        <FilterField
          key={filter.field}
          def={def}
          filter={filter}
          filters={filters}
          set={set}
          labelWidth={phone ? 84 : undefined}
        />
      ))}
    </Group>
  );
  // On a phone, more than a couple of filters would push the rows below the fold: they fold away
  // behind one button that says how many are set.
  if (!phone || shown.length <= FILTERS_UNFOLDED) return fields;
  const active = shown.filter((f) =>
    f.type === 'date-range' ? filters[`${f.field}_from`] || filters[`${f.field}_to`] : filters[f.field],
  ).length;
  return (
    <div>
      <Button
        variant="gray"
        size="compact-sm"
        leftSection={<IconFilter size={14} />}
        rightSection={<IconChevronDown size={14} style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        data-testid="filters-toggle"
      >
        {active > 0 ? `Filters · ${active} set` : 'Filters'}
      </Button>
      <Collapse expanded={open}>
        <div style={{ paddingTop: 12 }}>{fields}</div>
      </Collapse>
    </div>
  );
}

/** How many filters a phone shows without folding them away. */
const FILTERS_UNFOLDED = 2;

/**
 * One filter with its label. A reference filter offers the records of the other resource (through
 * the list's own choices call, open to its readers), searched as the person types; when they are
 * refused it hides, unless the address already sets it.
 */
function FilterField({
  def,
  filter,
  filters,
  set,
  labelWidth,
}: {
  def: Pick<AnyResourceDefinition, 'fields'> & { readonly name?: string };
  filter: Filter;
  filters: Readonly<Record<string, string>>;
  set: (patch: Record<string, string | null>) => void;
  /** On a phone the filters stand one under another: equal labels line their inputs up. */
  labelWidth?: number;
}) {
  const label = filter.label ?? def.fields[filter.field]?.label ?? filter.field;
  const reference = filter.type === 'reference' ? (filter.reference ?? def.fields[filter.field]?.reference) : undefined;
  const noneLabel = filter.type === 'reference' ? filter.reference?.noneLabel : undefined;
  const source = def.name ? choiceSource(def.name, filter.field, reference) : undefined;
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 250);
  const found = useFieldChoices(source, debounced);
  const current = filters[filter.field] ?? null;
  const named = useChoiceNames(source, current && current !== 'none' ? [current] : []);
  if (reference && found.forbidden && !current) return null;
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={`Filter by ${label}`} data-filter={filter.field}>
      <Text size="xs" fw={650} c="dimmed" tt="uppercase" lts={0.4} mr={2} w={labelWidth}>
        {label}
      </Text>
      {reference ? (
        <ReferenceFilter
          label={label}
          choices={found.choices}
          loading={found.loading}
          noneLabel={noneLabel}
          fallback={(value) =>
            value === 'none' ? (noneLabel ?? 'None') : (named.get(value)?.label ?? referenceFallback(reference, value))
          }
          value={current}
          onChange={(value) => set({ [filter.field]: value })}
          onSearchChange={setTyped}
        />
      ) : (
        <FilterInput def={def} filter={filter} label={label} filters={filters} set={set} />
      )}
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
  if (filter.type === 'reference') {
    // A reference without a resource to choose from holds codes typed freely (tickers).
    return (
      <CodeFilter label={label} value={filters[filter.field] ?? null} onChange={(value) => set({ [filter.field]: value })} />
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
