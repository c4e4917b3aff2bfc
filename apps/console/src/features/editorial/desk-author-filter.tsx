import { Select } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { EditorialAuthor } from '@rc/contract/editorial';
import { useDeskAuthors } from './editorial-api.ts';

const GROUPS: Record<EditorialAuthor['people'], string> = { staff: 'Staff', contributor: 'Circle contributors' };

/**
 * The author filter: the people who wrote in the areas shown, staff and Circle contributors in
 * their own groups, searchable. A value from the address that is not offered still shows (as the
 * name the rows give it, else as itself).
 */
export function DeskAuthorFilter({
  area,
  value,
  knownName,
  onChange,
}: {
  area: string | undefined;
  value: string | null;
  knownName?: string | null;
  onChange: (value: string | null) => void;
}) {
  const authors = useDeskAuthors(area);
  const found = authors.data ?? [];
  const groups = (['staff', 'contributor'] as const)
    .map((people) => ({
      group: GROUPS[people],
      items: found.filter((a) => a.people === people).map((a) => ({ value: a.key, label: a.name })),
    }))
    .filter((g) => g.items.length > 0);
  if (value && !found.some((a) => a.key === value))
    groups.push({ group: 'Chosen', items: [{ value, label: knownName ?? value }] });
  return (
    <Select
      size="xs"
      w={{ base: '100%', xs: 240 }}
      aria-label="Filter by author"
      placeholder={authors.isPending ? 'Loading…' : 'Any author'}
      leftSection={<IconUser size={14} />}
      data={groups}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="Nobody by that name"
      comboboxProps={{ withinPortal: true }}
      data-testid="desk-author-filter"
    />
  );
}
