import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES, type ListState } from './list-state.ts';
import type { SetListState } from './use-list-state.ts';
import { usePhoneLayout } from './use-phone-layout.ts';
import { formatCount } from '@/lib/numbers.ts';

/** "Showing 11–20 of 42", the page size and the pages, for the list's state. */
export function ListFooter({
  state: { page, size },
  total,
  setState,
}: {
  state: Pick<ListState, 'page' | 'size'>;
  total: number;
  setState: SetListState;
}) {
  const phone = usePhoneLayout();
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <Group justify="space-between" gap="sm" px={{ base: 'sm', sm: 'md' }} py="sm" wrap="wrap" data-testid="list-footer">
      <Group gap="md" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="list-count">
          {total === 0 ? 'No records' : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
        </Text>
        <Select
          aria-label="Rows per page"
          size="xs"
          w={118}
          value={String(size)}
          onChange={(value) => value && setState({ size: Number(value) })}
          data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          visibleFrom="xs"
        />
      </Group>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => setState({ page: next })}
          size="sm"
          siblings={phone ? 0 : 1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          data-testid="list-pagination"
        />
      ) : null}
    </Group>
  );
}
