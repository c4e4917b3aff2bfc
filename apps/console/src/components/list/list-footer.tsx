import { Group, Pagination, Select, Text } from '@mantine/core';
import { PAGE_SIZES } from './list-state.ts';
import { usePhoneLayout } from './use-phone-layout.ts';

/** "Showing 11–20 of 42", the page size and the pages. */
export function ListFooter({
  page,
  size,
  total,
  onPage,
  onSize,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const phone = usePhoneLayout();
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  const count = new Intl.NumberFormat('en');
  return (
    <Group justify="space-between" gap="sm" px={{ base: 'sm', sm: 'md' }} py="sm" wrap="wrap" data-testid="list-footer">
      <Group gap="md" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="list-count">
          {total === 0 ? 'No records' : `Showing ${count.format(first)}–${count.format(last)} of ${count.format(total)}`}
        </Text>
        <Select
          aria-label="Rows per page"
          size="xs"
          w={118}
          value={String(size)}
          onChange={(value) => value && onSize(Number(value))}
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
          onChange={onPage}
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
