import { Select } from '@mantine/core';
import { currentPreset, type ListState, type SortPreset } from './list-state.ts';

/**
 * The sort of a list without sortable column headers (cards, a queue): a menu of named sorts, each
 * a `sort` + `order` pair in the address.
 */
export function SortSelect({
  presets,
  state,
  onSort,
}: {
  presets: readonly SortPreset[];
  state: Pick<ListState, 'sort' | 'desc'>;
  onSort: (sort: Pick<ListState, 'sort' | 'desc'>) => void;
}) {
  return (
    <Select
      value={currentPreset(state, presets)?.value ?? null}
      onChange={(value) => {
        const preset = presets.find((p) => p.value === value);
        if (preset) onSort({ sort: preset.sort, desc: preset.desc });
      }}
      data={presets.map((p) => ({ value: p.value, label: p.label }))}
      allowDeselect={false}
      aria-label="Sort"
      w={{ base: '100%', xs: 230 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="list-sort"
    />
  );
}
